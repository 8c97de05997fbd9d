import { Alert, Button, Stack, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { OrderError, OrderErrorKind } from '../../stores/order-error.ts';

export interface SubmitErrorNoticeProps {
  error: OrderError;
  onRetry: () => void;
  /** What went wrong, per kind, in the words of what was sent (an order, a reservation). */
  messages: Record<OrderErrorKind, string>;
  title: string;
  testId: string;
}

/** Why a submit did not go through, in the visitor's language; the cart and form are kept. */
export function SubmitErrorNotice({ error, onRetry, messages, title, testId }: SubmitErrorNoticeProps) {
  // The server writes its refusals for customers (e.g. "This time is not available any more").
  const detail =
    error.kind === 'invalid' || error.kind === 'closed' || error.kind === 'server' ? error.message : null;
  const retryable = error.kind === 'network' || error.kind === 'in-flight' || error.kind === 'server';
  return (
    <Alert color="red" role="alert" title={title} data-testid={testId} data-kind={error.kind}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{messages[error.kind]}</Text>
        {detail && <Text size="sm">{detail}</Text>}
        {retryable && (
          <Button variant="light" color="red" onClick={onRetry} data-testid={`${testId}-retry`}>
            <Trans>Try again</Trans>
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
