import { Alert, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Order } from '../../api/types.ts';
import { formatTime } from '../../i18n/date-format.ts';
import { stepIndexOf, stepsFor, type OrderStep } from './order-steps.ts';
import classes from './OrderStatusStepper.module.css';

export interface OrderStatusStepperProps {
  order: Pick<Order, 'status' | 'selling_type' | 'status_history'>;
  formatContext: { language: string; countryCode?: string | null; timeZone: string };
}

/**
 * Where the order is: an ordered list of steps with the current one marked (aria-current), each
 * reached step with its time. The list is announced politely when the status changes.
 */
export function OrderStatusStepper({ order, formatContext }: OrderStatusStepperProps) {
  const { t } = useLingui();
  const labels: Record<OrderStep, string> = {
    pending: t`Received`,
    accepted: t`Accepted`,
    preparing: t`Preparing`,
    ready: order.selling_type === 'delivery' ? t`Ready` : t`Ready for you`,
    out_for_delivery: t`On the way`,
    delivered: t`Delivered`,
    completed: t`Completed`,
  };
  if (order.status === 'cancelled') {
    return (
      <Alert color="red" role="status" data-testid="order-cancelled">
        <Trans>This order was cancelled.</Trans>
      </Alert>
    );
  }
  const current = stepIndexOf(order.status, order.selling_type);
  const reachedAt = new Map(order.status_history.map((change) => [change.status, change.at]));
  return (
    <div aria-live="polite">
      <ol
        className={classes.steps}
        aria-label={t`Order status`}
        data-testid="order-steps"
        data-status={order.status}
      >
        {stepsFor(order.selling_type).map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          const at = reachedAt.get(step);
          return (
            <li
              key={step}
              className={classes.step}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={classes.dot} aria-hidden="true" />
              <Text component="span" fw={state === 'current' ? 700 : undefined}>
                {labels[step]}
              </Text>
              {at && state !== 'todo' && (
                <Text component="span" size="sm" className={classes.time}>
                  <bdi>{formatTime(at, formatContext)}</bdi>
                </Text>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
