import { Button, Paper, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { observer } from 'mobx-react-lite';
import type { CardSummary, Order } from '../../api/types.ts';
import { nextStepsAfterOrder, paymentKindOf, type NextStep } from '../../domain/order-next-step.ts';
import { useStores } from '../../stores/store-context.tsx';
import { LazyQrCode } from '../../ui/LazyQrCode.tsx';
import { useLocalized } from '../cart/use-localized.ts';
import { TableSittingTotal } from '../device/table/TableSittingTotal.tsx';
import { Receipt } from './Receipt.tsx';
import classes from './OrderPlacedPanel.module.css';

const NEXT_STEP: Record<Exclude<NextStep, 'brought-to-table'>, MessageDescriptor> = {
  'pay-at-counter': msg`Pay at the counter: show your order number.`,
  'pay-on-delivery': msg`Pay in cash when your order arrives.`,
  'call-your-number': msg`We will call your number when your food is ready.`,
  'brought-to-car': msg`We will bring your order to your car.`,
  delivered: msg`Your order will be delivered to you.`,
};

export interface OrderPlacedPanelProps {
  order: Order;
  /** The order's page, which anyone with the link may open to follow its status. */
  orderUrl: string;
  /** The card it was just paid with on the device's terminal (issue 31). */
  paidWith?: CardSummary | null;
}

/**
 * What a kiosk shows right after an order is placed: the number to listen for, large; what to do
 * next; a paper receipt; and a QR code to follow the order on a phone.
 */
export const OrderPlacedPanel = observer(function OrderPlacedPanel({
  order,
  orderUrl,
  paidWith = null,
}: OrderPlacedPanelProps) {
  const { business, device } = useStores();
  // A table tablet's party pays the sitting's bill at the table (issue 31): no counter, no receipt.
  const paysAtTable = device.isTableTablet && order.table != null;
  const { t, i18n } = useLingui();
  const text = useLocalized();
  const steps = nextStepsAfterOrder({
    sellingType: order.selling_type,
    paymentKind: paymentKindOf(order.payment_type, business.business?.payment_methods ?? []),
    paymentStatus: order.payment_status,
    hasTable: order.table != null,
    paysAtTable,
  });
  const tableName = order.table ? text(order.table.name) : '';
  const brand = paidWith ? paidWith.brand.charAt(0).toUpperCase() + paidWith.brand.slice(1) : '';
  const last4 = paidWith?.last4 ?? '';

  return (
    <Paper
      withBorder
      p="xl"
      component="section"
      aria-labelledby="order-placed-number-label"
      className={classes.panel}
      data-testid="order-placed"
    >
      <Stack gap="lg" align="stretch">
        <Text size="xl" id="order-placed-number-label">
          <Trans>Your order number</Trans>
        </Text>
        <p className={classes.number} data-testid="order-placed-number">
          <bdi>{order.number}</bdi>
        </p>
        {paidWith && (
          <Text size="xl" fw={700} data-testid="order-paid-by">
            {t`Paid by ${brand} ·· ${last4}`}
          </Text>
        )}
        {steps.length > 0 && (
          <ul className={classes.steps} data-testid="order-next-steps">
            {steps.map((step) => (
              <li key={step} data-step={step}>
                {step === 'brought-to-table'
                  ? t`Your food will be brought to ${tableName}.`
                  : i18n._(NEXT_STEP[step])}
              </li>
            ))}
          </ul>
        )}
        <div className={classes.follow}>
          <Stack gap="xs" align="center">
            <LazyQrCode
              value={orderUrl}
              label={t`QR code of this order's page, to follow it on your phone`}
              size={220}
              testId="order-qr"
            />
            <Text maw={260}>
              <Trans>Scan to follow your order on your phone.</Trans>
            </Text>
          </Stack>
          {/* A kiosk's done screen holds the number, the next steps and the code, nothing else. */}
          {paysAtTable ? (
            <TableSittingTotal />
          ) : device.isKiosk ? null : (
            <Button size="xl" variant="light" onClick={() => window.print()} data-testid="print-receipt">
              <Trans>Print receipt</Trans>
            </Button>
          )}
        </div>
      </Stack>
      {!paysAtTable && <Receipt order={order} />}
    </Paper>
  );
});
