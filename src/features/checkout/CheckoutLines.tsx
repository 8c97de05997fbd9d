import { Group, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import type { OrderSellingType } from '../../domain/model.ts';
import { formatList } from '../../i18n/list-format.ts';
import { useStores } from '../../stores/store-context.tsx';
import { Price } from '../../ui/Price.tsx';
import { useLocalized } from '../cart/use-localized.ts';
import classes from './CheckoutScreen.module.css';
import { cartTotals } from '../../stores/cart-totals.ts';

/**
 * The dishes in the checkout's summary (issue #32: it showed the totals only): quantity, name, size,
 * options in the language's own list separator, note, and the line's amount. Read only: the cart
 * page changes them ("Edit cart").
 */
export const CheckoutLines = observer(function CheckoutLines({ type }: { type: OrderSellingType }) {
  const { cart, menu, business, preferences } = useStores();
  const { t, i18n } = useLingui();
  const text = useLocalized();
  const grossByKey = new Map(cartTotals(cart, type).lines.map((line) => [line.key, line.gross]));
  return (
    <Stack
      component="ul"
      gap="xs"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={t`Items in your cart`}
      data-testid="checkout-lines"
    >
      {cart.items.map((line) => {
        const item = menu.itemById(line.item_id) ?? line.item;
        const label = item.price_labels.find((candidate) => candidate.id === line.price_label_id);
        const modifierById = new Map(
          item.modifier_groups.flatMap((group) => group.modifiers).map((m) => [m.id, m]),
        );
        const options = line.modifiers.map((chosen) => {
          const name = text(modifierById.get(chosen.id)?.name);
          return chosen.quantity > 1 && name ? `${name} × ${i18n.number(chosen.quantity)}` : name;
        });
        if (label && item.price_labels.length > 1) options.unshift(text(label.label));
        const details = formatList(options, preferences.language);
        const amount = grossByKey.get(line.key);
        return (
          <Group key={line.key} component="li" justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Text fw={600} className={classes.lineName}>
                {i18n.number(line.quantity)} × {text(item.name)}
              </Text>
              {details && (
                <Text size="sm" data-testid="checkout-line-options">
                  {details}
                </Text>
              )}
              {line.comment && (
                <Text size="sm" fs="italic">
                  {line.comment}
                </Text>
              )}
            </div>
            {amount !== undefined && (
              <Price amount={amount} currency={business.currency} className={classes.lineAmount} />
            )}
          </Group>
        );
      })}
    </Stack>
  );
});
