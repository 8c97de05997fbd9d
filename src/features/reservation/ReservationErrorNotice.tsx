import { Alert, Button, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderError, OrderErrorKind } from '../../stores/order-error.ts';

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
    'unknown-outcome': t`We could not tell whether your reservation went through. We are checking with the restaurant.`,
    'in-flight': t`Your reservation is still being sent. Please wait a moment and try again.`,
    invalid: t`The reservation could not be accepted. Please check your details.`,
    unauthorized: t`Please log in again to make this reservation.`,
    server: t`Something went wrong on our side. Please try again.`,
  };
  const detail = error.kind === 'invalid' || error.kind === 'server' ? error.message : null;
  const retryable = error.kind === 'network' || error.kind === 'in-flight' || error.kind === 'server';
  return (
    <Alert
      color="red"
      role="alert"
      title={t`Your reservation was not made`}
      data-testid="reservation-error"
      data-kind={error.kind}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{messages[error.kind]}</Text>
        {detail && <Text size="sm">{detail}</Text>}
        {retryable && (
          <Button variant="light" color="red" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
