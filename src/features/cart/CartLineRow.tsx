import { Button, Group, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { quantityBounds } from '../../domain/cart-lines.ts';
import type { Minor } from '../../domain/model.ts';
import type { CartLine } from '../../stores/cart-line.ts';
import { useStores } from '../../stores/store-context.tsx';
import { Price } from '../../ui/Price.tsx';
import { QuantityStepper } from '../../ui/QuantityStepper.tsx';
import { useLocalized } from './use-localized.ts';
import { LimitedTextInput } from '../../ui/LimitedText.tsx';
import { TEXT_LIMITS } from '../../domain/text-limits.ts';
import { formatList } from '../../i18n/list-format.ts';
import classes from './CartLineRow.module.css';

export interface CartLineRowProps {
  line: CartLine;
  /** The line's amount before discounts; null when the menu can no longer price the line. */
  amount: Minor | null;
  currency: string;
  /** The compact cart beside the menu shows no note field. */
  compact?: boolean;
}

/** One cart line: what it is, its amount, its quantity, a note, and a way to remove it. */
export const CartLineRow = observer(function CartLineRow({
  line,
  amount,
  currency,
  compact = false,
}: CartLineRowProps) {
  const { cart, menu, preferences } = useStores();
  const { t } = useLingui();
  const text = useLocalized();
  const item = menu.itemById(line.item_id) ?? line.item;
  const name = text(item.name);
  const label = item.price_labels.find((candidate) => candidate.id === line.price_label_id);
  const bounds = quantityBounds(label);
  const modifierById = new Map(
    item.modifier_groups.flatMap((group) => group.modifiers).map((m) => [m.id, m]),
  );
  const modifiers = line.modifiers
    .map((chosen) => {
      const modifierName = text(modifierById.get(chosen.id)?.name);
      return chosen.quantity > 1 ? `${modifierName} × ${chosen.quantity}` : modifierName;
    })
    .filter((entry) => entry !== '');
  const [note, setNote] = useState(line.comment ?? '');

  return (
    <li className={classes.line} data-testid="cart-line" data-line-key={line.key}>
      {/* The dish's picture beside its line: the customer sees at a glance what they chose. */}
      {item.image && (
        <img
          className={classes.thumb}
          src={item.image}
          alt=""
          loading="lazy"
          data-testid="cart-line-picture"
        />
      )}
      <Stack gap="xs" className={classes.body}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Text fw={600} className={classes.name} data-testid="cart-line-name">
              {name}
            </Text>
            {label && item.price_labels.length > 1 && <Text size="sm">{text(label.label)}</Text>}
            {modifiers.length > 0 && <Text size="sm">{formatList(modifiers, preferences.language)}</Text>}
            {compact && line.comment && (
              <Text size="sm" fs="italic">
                {line.comment}
              </Text>
            )}
          </div>
          {amount !== null && <Price amount={amount} currency={currency} className={classes.amount} />}
        </Group>
        {amount === null ? (
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" c="red.8" role="status">
              <Trans>This item has changed and cannot be ordered like this any more.</Trans>
            </Text>
            <Button variant="light" color="red" onClick={() => cart.remove(line.key)}>
              <Trans>Remove</Trans>
            </Button>
          </Group>
        ) : (
          // "Remove" goes under the stepper where the line is narrow (a table tablet's order panel).
          <Group justify="space-between" wrap="wrap" gap="xs">
            <QuantityStepper
              value={line.quantity}
              min={bounds.min}
              max={bounds.max}
              label={t`Quantity of ${name}`}
              onChange={(quantity) => cart.setQuantity(line.key, quantity)}
            />
            <Button
              variant="subtle"
              color="red"
              onClick={() => cart.remove(line.key)}
              aria-label={t`Remove ${name}`}
            >
              <Trans>Remove</Trans>
            </Button>
          </Group>
        )}
        {!compact && amount !== null && (
          <LimitedTextInput
            limit={TEXT_LIMITS.lineNote}
            label={t`Note for ${name}`}
            placeholder={t`e.g. no onions`}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            onBlur={() => cart.setComment(line.key, note)}
          />
        )}
      </Stack>
    </li>
  );
});
