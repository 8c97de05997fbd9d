import { useLingui } from '@lingui/react/macro';
import type { OrderError, OrderErrorKind } from '../../stores/order-error.ts';
import { SubmitErrorNotice } from './SubmitErrorNotice.tsx';

/** Why the order did not go through, in the visitor's language; the cart and form are kept. */
export function OrderErrorNotice({ error, onRetry }: { error: OrderError; onRetry: () => void }) {
  const { t } = useLingui();
  const messages: Record<OrderErrorKind, string> = {
    'empty-cart': t`Your cart is empty.`,
    'missing-contact': t`Please enter your name and phone number.`,
    closed: t`We are not taking these orders right now. Please choose a later time.`,
    'below-minimum': t`Your order is below the minimum order amount.`,
    'invalid-address': t`Please complete the delivery address.`,
    network: t`We could not reach the restaurant, so your order was not sent. Check your connection and try again.`,
    offline: t`You are offline, so your order was not sent. Your cart is kept: place the order again when the connection is back.`,
    'unknown-outcome': t`We could not tell whether your order went through. We are checking with the restaurant.`,
    'in-flight': t`Your order is still being sent. Please wait a moment and try again.`,
    invalid: t`The order could not be accepted. Please check your details.`,
    unauthorized: t`Please log in again to place this order.`,
    server: t`Something went wrong on our side. Please try again.`,
  };
  return (
    <SubmitErrorNotice
      error={error}
      onRetry={onRetry}
      messages={messages}
      title={t`Your order was not placed`}
      testId="order-error"
    />
  );
}
