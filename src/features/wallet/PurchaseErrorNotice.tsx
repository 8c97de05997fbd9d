import { useLingui } from '@lingui/react/macro';
import type { OrderError, OrderErrorKind } from '../../stores/order-error.ts';
import { SubmitErrorNotice } from '../checkout/SubmitErrorNotice.tsx';

/** Why a package purchase did not go through; nothing was charged unless the message says so. */
export function PurchaseErrorNotice({ error, onRetry }: { error: OrderError; onRetry: () => void }) {
  const { t } = useLingui();
  const messages: Record<OrderErrorKind, string> = {
    'empty-cart': t`This package could not be bought.`,
    'missing-contact': t`This package could not be bought.`,
    closed: t`This package could not be bought.`,
    'below-minimum': t`This package could not be bought.`,
    'invalid-address': t`This package could not be bought.`,
    offline: t`You are offline, so nothing was bought. Try again when the connection is back.`,
    network: t`We could not reach the restaurant, so nothing was bought. Check your connection and try again.`,
    'unknown-outcome': t`We could not tell whether your purchase went through. Try again: you will not be charged twice.`,
    'in-flight': t`Your purchase is still being processed. Please wait a moment and try again.`,
    invalid: t`This package could not be bought.`,
    unauthorized: t`Please log in again to buy this package.`,
    server: t`Something went wrong on our side. Please try again.`,
  };
  return (
    <SubmitErrorNotice
      error={error}
      onRetry={onRetry}
      messages={messages}
      title={t`The package was not bought`}
      testId="purchase-error"
    />
  );
}
