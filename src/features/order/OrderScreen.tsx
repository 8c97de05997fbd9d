import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { formatDateTime, formatExpectedTime } from '../../i18n/date-format.ts';
import { formatList } from '../../i18n/list-format.ts';
import { useStores } from '../../stores/store-context.tsx';
import { Price } from '../../ui/Price.tsx';
import { TotalsBreakdown } from '../cart/TotalsBreakdown.tsx';
import { totalsFromServer } from '../cart/totals-view.ts';
import { useLocalized } from '../cart/use-localized.ts';
import { sellingTypeLabel } from '../home/selling-type-labels.ts';
import { OrderGift } from './OrderGift.tsx';
import { OrderStatusStepper } from './OrderStatusStepper.tsx';
import { OrderPlacedPanel } from './OrderPlacedPanel.tsx';
import { KioskOrderDone } from './KioskOrderDone.tsx';
import { lazyWithMessages } from '../../i18n/lazy-with-messages.ts';
import { Suspense } from 'react';
import classes from './OrderScreen.module.css';

// A kiosk's card payment on its terminal (issue 31): loaded only when an order waits for a card.
const TerminalPaymentPanel = lazyWithMessages(() => import('../device/TerminalPaymentPanel.tsx'));

/** How often "in 10 minutes" is brought up to date. */
const CLOCK_REFRESH_MS = 30_000;

/**
 * An order: a thank-you when it was just placed from this device, its number, a status stepper
 * that follows it (polling stops when the page closes or the order is final), lines and amounts.
 */
export const OrderScreen = observer(function OrderScreen({ orderId }: { orderId: number }) {
  const stores = useStores();
  const { orders, business, preferences, device, deps, menu } = stores;
  const { t, i18n } = useLingui();
  const text = useLocalized();
  const order = orders.order?.id === orderId ? orders.order : null;
  const final = orders.isOrderFinal;

  useEffect(() => {
    if (final) return;
    return orders.startPolling(orderId);
  }, [orders, orderId, final]);
  useEffect(() => {
    if (order) orders.settlePayment(order);
  }, [orders, order]);
  // "in 10 minutes" counts down while the page is open.
  const [nowMs, setNowMs] = useState(() => deps.clock.now());
  useEffect(() => {
    if (final) return;
    const timer = window.setInterval(() => setNowMs(deps.clock.now()), CLOCK_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [deps.clock, final]);

  if (!order) return null;
  const justPlaced = orders.lastPlaced?.order.id === order.id;
  const terminal = orders.terminalPaymentIfLoaded;
  // Followed by the terminal's store, or (after a reload, before that store loaded) held by this device.
  const followed = terminal?.orderId === order.id || orders.heldTerminalOrderId === order.id;
  // Waiting for a card on the kiosk's terminal: the payment screen instead of the order number.
  const awaitsCard =
    device.isManagedDevice &&
    (justPlaced || followed) &&
    (terminal?.orderId === order.id ? terminal.holds(order.id) : orders.awaitsTerminalPayment(order));
  // A managed device's just-placed order: its number large, what happens next, the follow-on code.
  const placedPanel = (justPlaced || followed) && device.isManagedDevice && !awaitsCard;
  const orderUrl = `${window.location.origin}/${encodeURIComponent(business.referenceId ?? '')}/order/${order.id}`;
  // A kiosk's placed order: the number, what happens next and the code, nothing else (issue 30).
  if (device.isKiosk && (justPlaced || followed) && !awaitsCard) {
    return (
      <KioskOrderDone order={order} orderUrl={orderUrl} paidWith={terminal?.paidCard(order.id) ?? null} />
    );
  }
  const formatContext = {
    language: preferences.language,
    countryCode: business.business?.country_code,
    timeZone: business.timeZone,
  };
  const currency = business.currency;
  const referenceId = business.referenceId ?? '';
  const orderNumber = order.number;
  // Today: "12:10 · in 10 minutes", not "Tue, Nov 18, 2025, 12:10 PM" (issue #32).
  const expectedAt = order.estimated_ready_at
    ? formatExpectedTime(order.estimated_ready_at, nowMs, formatContext)
    : '';
  const lineDetails = (line: (typeof order.order_lines)[number]) =>
    formatList(
      [
        // A size only where the dish has several ("Large"), not the one price every dish has.
        line.price_label && menu.itemById(line.item_id)?.price_labels.length !== 1
          ? text(line.price_label)
          : '',
        ...line.modifiers_details.map((modifier) =>
          modifier.quantity > 1
            ? `${text(modifier.name)} × ${i18n.number(modifier.quantity)}`
            : text(modifier.name),
        ),
      ],
      preferences.language,
    );

  return (
    <Stack gap="lg" className={classes.page} data-testid="order-page" data-order-id={order.id}>
      <Stack gap={4}>
        <Title order={1} data-testid="order-heading">
          {awaitsCard
            ? // Not thanked before the card is approved: what to do now (issue 31).
              terminal?.inProgress === false && terminal.phase !== null
              ? t`Your order is not paid yet`
              : t`Pay on the card terminal to finish your order`
            : justPlaced
              ? t`Thank you for your order!`
              : t`Your order`}
        </Title>
        {/* A table tablet's placed panel shows the number large: not twice. */}
        {!placedPanel && (
          <Text size="lg" data-testid="order-number">
            <Trans>
              Order number <bdi>{orderNumber}</bdi>
            </Trans>
          </Text>
        )}
        <Text>
          {i18n._(
            sellingTypeLabel(order.selling_type, {
              isKiosk: device.isKiosk,
              takeAway: order.take_away === true,
            }),
          )}
          {order.table && <span data-testid="order-table">{` · ${text(order.table.name)}`}</span>}
          {order.scheduled_for && ` · ${formatDateTime(order.scheduled_for, formatContext)}`}
        </Text>
      </Stack>
      {awaitsCard && (
        <Suspense fallback={null}>
          <TerminalPaymentPanel order={order} />
        </Suspense>
      )}
      {placedPanel && (
        <OrderPlacedPanel paidWith={terminal?.paidCard(order.id) ?? null} order={order} orderUrl={orderUrl} />
      )}
      {order.payment_status === 'failed' && (
        <Alert color="red" role="alert">
          <Trans>The payment for this order failed, so the order was not sent to the kitchen.</Trans>
        </Alert>
      )}
      {order.payment_status === 'paid' && order.payment_type === 1 && (
        <Alert color="green" role="status">
          <Trans>Payment received.</Trans>
        </Alert>
      )}
      {/* Unpaid and away from the kitchen while the card is awaited: no status, no expected time. */}
      {!awaitsCard && (
        <Paper withBorder p="md" component="section" aria-labelledby="status-title">
          <Title order={2} size="h3" id="status-title" mb="sm">
            <Trans>Status</Trans>
          </Title>
          <OrderStatusStepper order={order} formatContext={formatContext} />
          {order.estimated_ready_at && !final && (
            <Text size="sm" mt="sm">
              <Trans>Expected at {expectedAt}</Trans>
            </Text>
          )}
        </Paper>
      )}
      {order.gift && <OrderGift gift={order.gift} />}
      <Paper withBorder p="md" component="section" aria-labelledby="lines-title">
        <Title order={2} size="h3" id="lines-title" mb="sm">
          <Trans>Items</Trans>
        </Title>
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {order.order_lines.map((line, index) => {
            const details = lineDetails(line);
            return (
              <Group key={index} component="li" justify="space-between" align="flex-start" wrap="nowrap">
                <div>
                  <Text>
                    {i18n.number(line.quantity)} × {text(line.name)}
                  </Text>
                  {details && (
                    <Text size="sm" data-testid="order-line-options">
                      {details}
                    </Text>
                  )}
                  {line.comment && (
                    <Text size="sm" fs="italic">
                      {line.comment}
                    </Text>
                  )}
                </div>
                <Price amount={line.total_price} currency={currency} />
              </Group>
            );
          })}
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <TotalsBreakdown
          totals={totalsFromServer(order.amounts)}
          currency={currency}
          withDeliveryFee={order.selling_type === 'delivery'}
          source="server"
        />
      </Paper>
      {/* The payment screen is the way on while the card is awaited. */}
      {!awaitsCard && (
        <Group>
          <Button renderRoot={(props) => <Link {...props} to="/$referenceId" params={{ referenceId }} />}>
            <Trans>Back to the shop</Trans>
          </Button>
          <Button
            variant="light"
            renderRoot={(props) => (
              <Link {...props} to="/$referenceId/orders/status" params={{ referenceId }} />
            )}
          >
            <Trans>My orders</Trans>
          </Button>
        </Group>
      )}
    </Stack>
  );
});
