import { Stack } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { DEFAULT_PAYMENT_TYPE } from '../../../domain/checkout.ts';
import type { Minor, OrderSellingType } from '../../../domain/model.ts';
import type { OrdersStore, PlacedOrder } from '../../../stores/orders-store.ts';
import { useStores } from '../../../stores/store-context.tsx';
import { Price } from '../../../ui/Price.tsx';
import { useCartReadiness } from '../../cart/use-cart-readiness.ts';
import { checkoutDefaultSchedule, checkoutScheduleOptions } from '../../checkout/checkout-schedule.ts';
import { OrderSubmitNotice } from '../../checkout/OrderSubmitNotice.tsx';
import { offeredPaymentMethods, paymentTypeToUse } from '../../checkout/payment-methods.ts';
import { PlaceOrderButton } from '../../checkout/PlaceOrderButton.tsx';
import { startingSchedule } from '../../checkout/schedule-choice.ts';
import { useCheckoutChecks } from '../../checkout/use-checkout-checks.ts';
import { usePaymentPage } from '../../checkout/use-payment-page.ts';
import { cartTotals } from '../../../stores/cart-totals.ts';

/**
 * A table tablet's "Send to kitchen" beside the menu: the checkout's own order, placed from the
 * order panel. The bound table is where it goes and the sitting's bill is paid at the table, so
 * it is sent as the business's default (pay-later) method. Whatever the checkout would still ask
 * for (a detail the business requires, the shop closed, the minimum order) opens the checkout
 * instead, where it is said what is missing; a failure says so here and keeps the cart; an order is sent once
 * (the order store's one attempt, a double tap ignored).
 */
export const SendToKitchenButton = observer(function SendToKitchenButton({
  type,
}: {
  type: OrderSellingType;
}) {
  const stores = useStores();
  // The order store loads with the order panel (it is not part of the menu's first load).
  useEffect(() => {
    void stores.loadOrders().catch(() => undefined);
  }, [stores]);
  const orders = stores.ordersIfLoaded;
  if (!orders) {
    const { cart, business } = stores;
    const total = cartTotals(cart, type).total;
    return (
      <PlaceOrderButton
        total={total}
        currency={business.currency}
        onPlace={() => Promise.resolve()}
        disabled
        testId="send-to-kitchen"
        label={<SendLabel total={total} currency={business.currency} />}
      />
    );
  }
  return <SendToKitchen type={type} orders={orders} />;
});

function SendLabel({ total, currency }: { total: Minor; currency: string }) {
  return (
    <Trans>
      Send to kitchen · <Price amount={total} currency={currency} />
    </Trans>
  );
}

const SendToKitchen = observer(function SendToKitchen({
  type,
  orders,
}: {
  type: OrderSellingType;
  orders: OrdersStore;
}) {
  const stores = useStores();
  const { cart, business } = stores;
  const navigate = useNavigate();
  const goToPayment = usePaymentPage();
  const readiness = useCartReadiness(type);
  const scheduleOptions = checkoutScheduleOptions(stores, type);
  // The table tablet's chrome (TableHeaderName) loads the branch's tables.
  const checking = useCheckoutChecks(type, stores.branchContentIfLoaded?.tables ?? null, scheduleOptions);
  // The button is all there is to this order: its checks load with it.
  const { prepare } = checking;
  useEffect(prepare, [prepare]);
  const methods = offeredPaymentMethods(business.business?.payment_methods ?? [], type, null);
  const paymentType = paymentTypeToUse(DEFAULT_PAYMENT_TYPE, methods);
  const referenceId = business.referenceId ?? '';

  const goToPlaced = async (placed: PlacedOrder | null) => {
    if (!placed) return;
    if (await goToPayment(placed.paymentUrl)) return;
    await navigate({
      to: '/$referenceId/order/$orderId',
      params: { referenceId, orderId: String(placed.order.id) },
    });
  };

  const send = async () => {
    // The same order again while its outcome is unknown: never a second one.
    if (orders.outcomeUnknown) return goToPlaced(await orders.placeOrder(type));
    const checks = await checking.ready();
    if (!checks) return orders.reportUnreachable();
    const blocked = readiness.shortfall > 0 || readiness.staleLines > 0 || !readiness.canOrder;
    if (blocked || checks.hasCheckoutErrors(checking.errorsNow(checks)) || paymentType === null) {
      await navigate({ to: '/$referenceId/$type/checkout', params: { referenceId, type } });
      return;
    }
    const start = startingSchedule(cart.schedule, scheduleOptions, checkoutDefaultSchedule(stores, type));
    if (start) cart.setSchedule(start);
    cart.setPaymentType(paymentType);
    await goToPlaced(await orders.placeOrder(type));
  };

  const total = cartTotals(cart, type).total;
  return (
    <Stack gap="xs">
      <OrderSubmitNotice orders={orders} onSubmit={send} />
      <PlaceOrderButton
        total={total}
        currency={business.currency}
        onPlace={send}
        busy={orders.placing}
        disabled={cart.isEmpty}
        testId="send-to-kitchen"
        label={<SendLabel total={total} currency={business.currency} />}
      />
    </Stack>
  );
});
