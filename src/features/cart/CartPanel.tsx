import { Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { Suspense, useMemo } from 'react';
import type { OrderSellingType } from '../../domain/model.ts';
import { useStores } from '../../stores/store-context.tsx';
import { CartLineRow } from './CartLineRow.tsx';
import { TotalsBreakdown } from './TotalsBreakdown.tsx';
import { useCartReadiness } from './use-cart-readiness.ts';
import { totalsFromClient } from './totals-view.ts';
import classes from './CartScreen.module.css';
import { EditCartButton } from './EditCartButton.tsx';
import { CheckoutButton } from './CheckoutButton.tsx';
import { ContinueOnPhoneButton } from '../device/ContinueOnPhoneButton.tsx';
import { lazyWithMessages } from '../../i18n/lazy-with-messages.ts';
import { cartTotals } from '../../stores/cart-totals.ts';
import { useShownAfterPaint } from '../../app/use-shown-after-paint.ts';

// Loaded only where the business suggests: the rules and cards stay out of the cart's own chunk.
const CompleteYourMeal = lazyWithMessages(() => import('../suggestions/CompleteYourMeal.tsx'));

/**
 * The cart on tablets and kiosks, in the sheet the bottom order bar opens: lines with their steppers, the
 * total, and the way on. It shows the cart's own figures; the cart and checkout pages ask the
 * server, which agrees to the minor unit.
 */
export const CartPanel = observer(function CartPanel({
  type,
  titled = true,
  withCheckout = true,
}: {
  type: OrderSellingType;
  /** False inside a sheet, whose own title names it. */
  titled?: boolean;
  /** False where the panel's holder has its own way on (a table tablet's "Send to kitchen"). */
  withCheckout?: boolean;
}) {
  const { cart, business } = useStores();
  const { t } = useLingui();
  const readiness = useCartReadiness(type);
  const referenceId = business.referenceId ?? '';
  // The lines and totals follow a change one frame late: a tap's "Add" beside the menu (a table
  // tablet) or a stepper's step paints its own answer and the bar's count and total first.
  const [items, totals] = useShownAfterPaint([cart.items, cartTotals(cart, type)] as const);
  const grossByKey = new Map(totals.lines.map((line) => [line.key, line.gross]));
  const totalsView = useMemo(() => totalsFromClient(totals), [totals]);
  const blocked = cart.isEmpty || !readiness.canOrder || readiness.shortfall > 0 || readiness.staleLines > 0;

  return (
    <Stack
      gap="md"
      component="section"
      aria-labelledby={titled ? 'cart-panel-title' : undefined}
      aria-label={titled ? undefined : t`Your order`}
      data-testid="cart-panel"
    >
      {titled && (
        <Title order={2} size="h3" id="cart-panel-title">
          <Trans>Your order</Trans>
        </Title>
      )}
      {items.length === 0 ? (
        <Text>
          <Trans>Your cart is empty.</Trans>
        </Text>
      ) : (
        <>
          <Stack component="ul" gap={0} className={classes.lines} aria-label={t`Items in your cart`}>
            {items.map((line) => (
              <CartLineRow
                key={line.key}
                line={line}
                amount={grossByKey.get(line.key) ?? null}
                currency={business.currency}
                compact
              />
            ))}
          </Stack>
          <TotalsBreakdown
            totals={totalsView}
            currency={business.currency}
            withDeliveryFee={false}
            source="client"
          />
          {business.business?.suggestions && (
            <Suspense fallback={null}>
              <CompleteYourMeal type={type} headingOrder={3} />
            </Suspense>
          )}
        </>
      )}
      <EditCartButton variant="light" fullWidth referenceId={referenceId} type={type}>
        <Trans>View cart</Trans>
      </EditCartButton>
      {withCheckout && !blocked && (
        <CheckoutButton referenceId={referenceId} type={type} testId="panel-checkout" />
      )}
      <ContinueOnPhoneButton type={type} />
    </Stack>
  );
});
