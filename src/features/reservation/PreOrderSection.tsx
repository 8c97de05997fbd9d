import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { quantityBounds } from '../../domain/cart-lines.ts';
import type { Category, MenuItem } from '../../domain/model.ts';
import { useStores } from '../../stores/store-context.tsx';
import { Price } from '../../ui/Price.tsx';
import { QuantityStepper } from '../../ui/QuantityStepper.tsx';
import { TotalsBreakdown } from '../cart/TotalsBreakdown.tsx';
import { useLocalized } from '../cart/use-localized.ts';
import { useReservationTotals } from './use-reservation-totals.ts';
import classes from './ReservationScreen.module.css';

function itemsOf(categories: readonly Category[]): MenuItem[] {
  return categories.flatMap((category) => [...category.items, ...itemsOf(category.subcategories)]);
}

/** Items the pre-order can take in one tap: one price and no choices to make. */
const isQuickItem = (item: MenuItem) =>
  item.price_labels.length === 1 && item.modifier_groups.length === 0 && !item.comment_required;

/**
 * The reservation menu (only reservation-type items, with their own availability) and the
 * pre-order: a cart of its own, priced by calc-order as an order is.
 */
export const PreOrderSection = observer(function PreOrderSection() {
  const { menu, business, reservationCart: cart } = useStores();
  const { t } = useLingui();
  const text = useLocalized();
  const shown = useReservationTotals();
  const currency = business.currency;
  const items = itemsOf(menu.visibleCategories('reservation')).filter(isQuickItem);
  const lineAmount = new Map(cart.pricedLines.map((line) => [line.key, line]));

  return (
    <Stack gap="sm" component="section" aria-labelledby="preorder-title" data-testid="preorder">
      <Title order={2} size="h3" id="preorder-title">
        <Trans>Pre-order (optional)</Trans>
      </Title>
      <Text>
        <Trans>Choose dishes from the reservation menu to have them ready when you arrive.</Trans>
      </Text>
      {items.length === 0 ? (
        <Text role="status">
          <Trans>The reservation menu has no dishes at the moment.</Trans>
        </Text>
      ) : (
        <Stack component="ul" gap="xs" className={classes.list} data-testid="reservation-menu">
          {items.map((item) => {
            const name = text(item.name);
            return (
              <Group
                key={item.id}
                component="li"
                justify="space-between"
                wrap="nowrap"
                data-item-id={item.id}
              >
                <Text>{name}</Text>
                <Group gap="sm" wrap="nowrap">
                  <Price amount={item.price_labels[0]!.price} currency={currency} />
                  <Button
                    variant="light"
                    aria-label={t`Add ${name}`}
                    onClick={() => cart.add({ item, priceLabelId: item.price_labels[0]!.id })}
                  >
                    <Trans>Add</Trans>
                  </Button>
                </Group>
              </Group>
            );
          })}
        </Stack>
      )}
      {!cart.isEmpty && (
        <Paper withBorder p="md" aria-labelledby="preorder-lines-title">
          <Title order={3} size="h4" id="preorder-lines-title" mb="sm">
            <Trans>Your pre-order</Trans>
          </Title>
          <Stack component="ul" gap="sm" className={classes.list} data-testid="preorder-lines">
            {cart.items.map((line) => {
              const item = menu.itemById(line.item_id) ?? line.item;
              const label = item.price_labels.find((candidate) => candidate.id === line.price_label_id);
              const bounds = quantityBounds(label);
              const priced = lineAmount.get(line.key);
              const name = text(item.name);
              return (
                <Group key={line.key} component="li" justify="space-between" wrap="nowrap">
                  <Stack gap={0}>
                    <Text>{name}</Text>
                    {priced && (
                      <Price
                        amount={(priced.unit_price + priced.modifiers_price) * priced.quantity}
                        currency={currency}
                        size="sm"
                      />
                    )}
                  </Stack>
                  <Group gap="xs" wrap="nowrap">
                    <QuantityStepper
                      label={t`Quantity of ${name}`}
                      value={line.quantity}
                      min={bounds.min}
                      max={bounds.max}
                      onChange={(quantity) => cart.setQuantity(line.key, quantity)}
                    />
                    <Button variant="subtle" color="red" onClick={() => cart.remove(line.key)}>
                      <Trans>Remove</Trans>
                    </Button>
                  </Group>
                </Group>
              );
            })}
          </Stack>
          <TotalsBreakdown
            totals={shown.totals}
            currency={currency}
            withDeliveryFee={false}
            source={shown.source}
          />
        </Paper>
      )}
    </Stack>
  );
});
