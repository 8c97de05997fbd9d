import { Alert, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CardSummary, Order } from '../../api/types.ts';
import { OrderPlacedPanel } from './OrderPlacedPanel.tsx';
import classes from './KioskOrderDone.module.css';

/**
 * A kiosk's order once placed (and paid, when by card): the number to listen for, large, what
 * happens next and the code to follow it on a phone; nothing else, for a customer who walks away
 * (the kiosk's bottom bar counts down to the next customer's start).
 */
export function KioskOrderDone({
  order,
  orderUrl,
  paidWith,
}: {
  order: Order;
  orderUrl: string;
  paidWith: CardSummary | null;
}) {
  const { t } = useLingui();
  return (
    <div className={classes.screen} data-testid="order-page" data-order-id={order.id}>
      <Title order={1} className={classes.title} data-testid="order-heading">
        {t`Thank you for your order!`}
      </Title>
      {order.payment_status === 'failed' && (
        <Alert color="red" role="alert">
          <Trans>The payment for this order failed, so the order was not sent to the kitchen.</Trans>
        </Alert>
      )}
      <OrderPlacedPanel order={order} orderUrl={orderUrl} paidWith={paidWith} />
    </div>
  );
}
