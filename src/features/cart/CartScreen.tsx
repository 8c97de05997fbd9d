import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { OrderSellingType } from '../../domain/model.ts';
import { useStores } from '../../stores/store-context.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Price } from '../../ui/Price.tsx';
import { CartLineRow } from './CartLineRow.tsx';
import { CouponField } from './CouponField.tsx';
import CompleteYourMeal from '../suggestions/CompleteYourMeal.tsx';
import { TotalsBreakdown } from './TotalsBreakdown.tsx';
import { useCartReadiness } from './use-cart-readiness.ts';
import { useServerTotals } from './use-server-totals.ts';
import classes from './CartScreen.module.css';
import { CheckoutButton } from './CheckoutButton.tsx';
import { LimitedTextarea } from '../../ui/LimitedText.tsx';
import { TEXT_LIMITS } from '../../domain/text-limits.ts';
import { ContinueOnPhoneButton } from '../device/ContinueOnPhoneButton.tsx';
import { cartTotals } from '../../stores/cart-totals.ts';

// Loaded only where the business suggests: the rules and cards stay out of the cart's own chunk.

export interface CartScreenProps {
  type: OrderSellingType;
  /** Set when the checkout sent the customer back: the type takes no orders now. */
  notice?: 'closed';
}

/** The cart page: lines, notes, coupon and the amounts, then on to the checkout. */
export const CartScreen = observer(function CartScreen({ type, notice }: CartScreenProps) {
  const stores = useStores();
  const { cart, business } = stores;
  const { t } = useLingui();
  const shown = useServerTotals(type);
  const readiness = useCartReadiness(type);
  const [note, setNote] = useState(cart.note);
  const referenceId = business.referenceId ?? '';
  const currency = business.currency;
  const grossByKey = new Map(cartTotals(cart, type).lines.map((line) => [line.key, line.gross]));

  if (cart.isEmpty) {
    return (
      <EmptyState
        order={1}
        title={t`Your cart is empty`}
        action={
          <Button
            renderRoot={(props) => (
              <Link {...props} to="/$referenceId/$type" params={{ referenceId, type }} />
            )}
          >
            <Trans>Browse the menu</Trans>
          </Button>
        }
      >
        <Trans>Add something from the menu and it will show up here.</Trans>
      </EmptyState>
    );
  }

  // The cart route loads the delivery store for a delivery.
  const delivery = type === 'delivery' ? stores.delivery : null;
  const feeKnown =
    delivery !== null &&
    (delivery.zone !== null || (delivery.isShipping && delivery.selectedCountry !== null));
  const blocked = !readiness.canOrder || readiness.shortfall > 0 || readiness.staleLines > 0;
  return (
    <Stack gap="lg" className={classes.page}>
      <Title order={1}>
        <Trans>Your cart</Trans>
      </Title>
      {(notice === 'closed' || !readiness.canOrder) && (
        <Alert color="orange" role="alert" data-testid="cart-closed">
          <Trans>We are not taking these orders right now. Please come back during opening hours.</Trans>
        </Alert>
      )}
      <Stack component="ul" gap={0} className={classes.lines} aria-label={t`Items in your cart`}>
        {cart.items.map((line) => (
          <CartLineRow
            key={line.key}
            line={line}
            amount={grossByKey.get(line.key) ?? null}
            currency={currency}
          />
        ))}
      </Stack>
      {/* With the page, not after it: arriving later, it pushed the note, the totals and the
          checkout button down under the customer's finger (CLS 0.22 on a cart opened cold). */}
      {business.business?.suggestions && <CompleteYourMeal type={type} headingOrder={2} />}
      <LimitedTextarea
        limit={TEXT_LIMITS.orderNote}
        label={t`Note for the order`}
        placeholder={t`Anything we should know?`}
        rows={2}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        onBlur={() => cart.setNote(note)}
      />
      <CouponField type={type} />
      <Paper withBorder p="md" className={classes.summary}>
        <TotalsBreakdown
          totals={shown.totals}
          currency={currency}
          withDeliveryFee={feeKnown}
          source={shown.source}
        />
        {type === 'delivery' && !feeKnown && (
          <Text size="sm" mt="xs">
            <Trans>The delivery fee is added at checkout, once you choose where to deliver.</Trans>
          </Text>
        )}
      </Paper>
      {readiness.shortfall > 0 && (
        <Text role="status" data-testid="cart-minimum">
          <Trans>
            The minimum order is <Price amount={readiness.minimum} currency={currency} />. Add{' '}
            <Price amount={readiness.shortfall} currency={currency} /> more to check out.
          </Trans>
        </Text>
      )}
      <CheckoutButton
        referenceId={referenceId}
        type={type}
        size="lg"
        disabled={blocked}
        testId="go-to-checkout"
      />
      <ContinueOnPhoneButton type={type} />
    </Stack>
  );
});
