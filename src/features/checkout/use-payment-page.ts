import { useNavigate } from '@tanstack/react-router';
import { readConfig } from '../../app/config.ts';
import { navigationPolicy } from '../../app/navigation-policies.ts';
import { navigationFor } from '../../domain/outside-url.ts';

/**
 * Goes to the payment page the server named, through the rule for outside addresses; resolves
 * false when there is none to follow (none given, or on a host this deployment does not trust),
 * so the caller shows its own next page.
 */
export function usePaymentPage(): (paymentUrl: string | null) => Promise<boolean> {
  const navigate = useNavigate();
  return async (paymentUrl) => {
    if (!paymentUrl) return false;
    const payment = navigationFor(paymentUrl, navigationPolicy('payment', readConfig()));
    if (payment.kind === 'app') await navigate({ href: payment.path });
    else if (payment.kind === 'external') window.location.assign(payment.url);
    return payment.kind === 'app' || payment.kind === 'external';
  };
}
