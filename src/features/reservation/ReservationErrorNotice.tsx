import { useLingui } from '@lingui/react/macro';
import type { OrderError, OrderErrorKind } from '../../stores/order-error.ts';
import { SubmitErrorNotice } from '../checkout/SubmitErrorNotice.tsx';

/** Why the reservation was not made, in the visitor's language; the form is kept. */
export function ReservationErrorNotice({ error, onRetry }: { error: OrderError; onRetry: () => void }) {
  const { t } = useLingui();
  const messages: Record<OrderErrorKind, string> = {
    'empty-cart': t`Your pre-order is empty.`,
    'missing-contact': t`Please enter your name and phone number.`,
    closed: t`We are not taking reservations for that time. Please choose another.`,
    'below-minimum': t`Your pre-order is below the minimum order amount.`,
    'invalid-address': t`Please check your details.`,
    network: t`We could not reach the restaurant, so your reservation was not sent. Check your connection and try again.`,
    offline: t`You are offline, so your reservation was not sent. Try again when the connection is back.`,
    'unknown-outcome': t`We could not tell whether your reservation went through. We are checking with the restaurant.`,
    'in-flight': t`Your reservation is still being sent. Please wait a moment and try again.`,
    invalid: t`The reservation could not be accepted. Please check your details.`,
    unauthorized: t`Please log in again to make this reservation.`,
    server: t`Something went wrong on our side. Please try again.`,
  };
  return (
    <SubmitErrorNotice
      error={error}
      onRetry={onRetry}
      messages={messages}
      title={t`Your reservation was not made`}
      testId="reservation-error"
    />
  );
}
