import { Alert, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { GeocodeClient } from '../../api/outside-clients.ts';
import type { Table } from '../../api/types.ts';
import type { OrderSellingType } from '../../domain/model.ts';
import type { PlacedOrder } from '../../stores/orders-store.ts';
import { useStores } from '../../stores/store-context.tsx';
import { TotalsBreakdown } from '../cart/TotalsBreakdown.tsx';
import { useCartReadiness } from '../cart/use-cart-readiness.ts';
import { useServerTotals } from '../cart/use-server-totals.ts';
import { DeliverySection } from '../delivery/DeliverySection.tsx';
import { SaveAddressOffer } from '../delivery/SaveAddressOffer.tsx';
import { SavedLocationPicker } from '../delivery/SavedLocationPicker.tsx';
import { sellingTypeLabel } from '../home/selling-type-labels.ts';
import { CarSection } from './CarSection.tsx';
import { CheckoutLines } from './CheckoutLines.tsx';
import { checkoutDefaultSchedule, checkoutScheduleOptions } from './checkout-schedule.ts';
import { ContactSection } from './ContactSection.tsx';
import { DineInSection } from './DineInSection.tsx';
import { GiftSection } from './GiftSection.tsx';
import { OrderSubmitNotice } from './OrderSubmitNotice.tsx';
import { PaymentSection } from './PaymentSection.tsx';
import { offeredPaymentMethods, paymentTypeToUse } from './payment-methods.ts';
import { PlaceOrderButton } from './PlaceOrderButton.tsx';
import { startingSchedule } from './schedule-choice.ts';
import { ScheduleSection } from './ScheduleSection.tsx';
import { useCheckoutChecks } from './use-checkout-checks.ts';
import { usePaymentPage } from './use-payment-page.ts';
import { Price } from '../../ui/Price.tsx';
import classes from './CheckoutScreen.module.css';
import { EditCartButton } from '../cart/EditCartButton.tsx';

export interface CheckoutScreenProps {
  type: OrderSellingType;
  /** The branch's tables (dine-in), null when unknown. */
  tables: Table[] | null;
  geocoder: GeocodeClient;
  tileUrl: string;
}

/** The checkout: where and when, who, how to pay, the amounts, and the one button. */
export const CheckoutScreen = observer(function CheckoutScreen({
  type,
  tables: branchTables,
  geocoder,
  tileUrl,
}: CheckoutScreenProps) {
  const stores = useStores();
  const { cart, business, orders } = stores;
  // The checkout route loads the delivery store for a delivery.
  const delivery = type === 'delivery' ? stores.delivery : null;
  // A kiosk's customer eats here or takes away without a table: the order is called out.
  // Tables loaded again by the dine-in section's "Try again" replace the route's failed load.
  const tables = stores.device.isKiosk ? null : (stores.branchContent.tables ?? branchTables);
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const goToPayment = usePaymentPage();
  const [showErrors, setShowErrors] = useState(false);
  const referenceId = business.referenceId ?? '';
  const scheduleOptions = checkoutScheduleOptions(stores, type);
  const methods = offeredPaymentMethods(
    business.business?.payment_methods ?? [],
    type,
    delivery?.config ?? null,
    stores.device.isKiosk,
    stores.device.terminalId !== null,
  );
  const checking = useCheckoutChecks(type, tables, scheduleOptions);
  const { errors } = checking;
  const shown = useServerTotals(type);
  const readiness = useCartReadiness(type);

  // The checkout starts from a schedule and a payment method the business offers today.
  const startSchedule = startingSchedule(
    cart.schedule,
    scheduleOptions,
    checkoutDefaultSchedule(stores, type),
  );
  const usePaymentType = paymentTypeToUse(cart.payment_type, methods);
  useEffect(() => {
    if (startSchedule) cart.setSchedule(startSchedule);
    if (usePaymentType !== null && usePaymentType !== cart.payment_type) cart.setPaymentType(usePaymentType);
  }, [cart, startSchedule, usePaymentType]);
  // A failure from an earlier visit is not news on a fresh checkout.
  useEffect(() => orders.clearError, [orders]);

  const place = async () => {
    if (orders.outcomeUnknown) return goToPlaced(await orders.placeOrder(type));
    setShowErrors(true);
    // The checks arrive just after the first paint; a tap before them waits for them.
    const checks = await checking.ready();
    if (!checks) return orders.reportUnreachable();
    if (checks.hasCheckoutErrors(checking.errorsNow(checks))) {
      document.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]')?.focus();
      return;
    }
    if (!stores.auth.isAuthenticated) {
      // The server wants the number in international form; the customer may have typed it locally.
      const phone = checks.checkPhone(cart.phone, business.business?.country_code);
      cart.setContact(cart.name.trim(), phone.ok ? phone.e164 : cart.phone);
    }
    await goToPlaced(await orders.placeOrder(type));
  };

  const goToPlaced = async (placed: PlacedOrder | null) => {
    if (!placed) return;
    // No payment page, or one this deployment does not trust: the order page shows its status.
    if (await goToPayment(placed.paymentUrl)) return;
    await navigate({
      to: '/$referenceId/order/$orderId',
      params: { referenceId, orderId: String(placed.order.id) },
    });
  };

  const locked = orders.outcomeUnknown;
  const deliveryFeeKnown =
    delivery !== null && (delivery.isShipping ? delivery.selectedCountry !== null : delivery.zone !== null);
  const shownErrors = showErrors ? errors : {};
  // The order's note and the lines' notes are written on the cart page, not here.
  const cartNoteTooLong = (errors.tooLong ?? []).some(
    (path) => path === 'comment' || path.startsWith('order_lines.'),
  );
  return (
    // The first touch or focus anywhere on the form loads its checks (use-checkout-checks.ts).
    <Stack
      gap="xl"
      className={classes.page}
      onPointerDownCapture={checking.prepare}
      onFocusCapture={checking.prepare}
    >
      <Group justify="space-between" align="baseline">
        <Title order={1}>
          <Trans>Checkout</Trans>
        </Title>
        <Text>{i18n._(sellingTypeLabel(type, stores.device))}</Text>
      </Group>
      {/* The gap to the minimum order from the first look, not only beside a greyed-out button
          once every field is filled (issue #32). */}
      {readiness.shortfall > 0 && (
        <Alert color="orange" role="status" data-testid="checkout-minimum" id="checkout-minimum">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {type === 'delivery' ? (
                <Trans>
                  Add <Price amount={readiness.shortfall} currency={business.currency} /> more for delivery:
                  the minimum order is <Price amount={readiness.minimum} currency={business.currency} />.
                </Trans>
              ) : (
                <Trans>
                  The minimum order is <Price amount={readiness.minimum} currency={business.currency} />. Add{' '}
                  <Price amount={readiness.shortfall} currency={business.currency} /> more to place it.
                </Trans>
              )}
            </Text>
            {!locked && (
              <EditCartButton variant="light" referenceId={referenceId} type={type}>
                <Trans>Edit cart</Trans>
              </EditCartButton>
            )}
          </Stack>
        </Alert>
      )}
      {/* While an order's outcome is unknown only that order can be sent: its fields are locked,
          so what the customer sees is what the server is asked about (see IdempotentAttempt). */}
      <fieldset
        disabled={locked}
        aria-describedby={locked ? 'order-locked-reason' : undefined}
        className={classes.fields}
        data-testid="checkout-fields"
      >
        <Stack gap="xl">
          {locked && (
            <Alert color="gray" role="note" id="order-locked-reason" data-testid="order-locked">
              <Trans>Your order's details are locked until we know whether it went through.</Trans>
            </Alert>
          )}
          {type === 'dine_in' && <DineInSection tables={tables} errors={shownErrors} />}
          {type === 'car_pickup' && <CarSection errors={shownErrors} />}
          {type === 'delivery' && (
            <DeliverySection errors={shownErrors} geocoder={geocoder} tileUrl={tileUrl}>
              {stores.auth.isAuthenticated && <SavedLocationPicker />}
            </DeliverySection>
          )}
          {type === 'delivery' && stores.auth.isAuthenticated && <SaveAddressOffer />}
          <ScheduleSection options={scheduleOptions} errors={shownErrors} />
          <ContactSection errors={shownErrors} />
          {type === 'delivery' && <GiftSection errors={shownErrors} />}
          <PaymentSection
            methods={methods}
            walletPaysAll={shown.totals.walletDiscount > 0 && shown.totals.total === 0}
          />
        </Stack>
      </fieldset>
      <Paper
        withBorder
        p="md"
        component="section"
        aria-labelledby="summary-title"
        className={classes.summary}
      >
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h3" id="summary-title">
            <Trans>Order summary</Trans>
          </Title>
          {!locked && (
            <EditCartButton variant="subtle" referenceId={referenceId} type={type}>
              <Trans>Edit cart</Trans>
            </EditCartButton>
          )}
        </Group>
        <CheckoutLines type={type} />
        <Divider my="sm" />
        <TotalsBreakdown
          totals={shown.totals}
          currency={business.currency}
          // The fee line waits for the area (or country abroad) that sets it: "KWD 0" before one
          // was chosen read as free delivery (issue #32). The area's fee shows beside the picker.
          withDeliveryFee={type === 'delivery' && deliveryFeeKnown}
          source={shown.source}
        />
      </Paper>
      {showErrors && checking.hasErrors && (
        <Alert color="red" role="alert" data-testid="checkout-invalid">
          {cartNoteTooLong
            ? t`A note in your cart is too long. Edit the cart to shorten it.`
            : t`Please check the highlighted fields.`}
        </Alert>
      )}
      <OrderSubmitNotice orders={orders} onSubmit={place} />
      <PlaceOrderButton
        total={shown.totals.total}
        currency={business.currency}
        onPlace={place}
        busy={orders.placing}
        disabled={readiness.shortfall > 0 || readiness.staleLines > 0 || locked}
        describedBy={readiness.shortfall > 0 ? 'checkout-minimum' : undefined}
      />
    </Stack>
  );
});
