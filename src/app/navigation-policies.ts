import type { NavigationPolicy } from '../domain/outside-url.ts';
import type { AppConfig } from './config.ts';

/** Where an outside address comes from decides what may be done with it (src/domain/outside-url.ts). */
export type OutsideEntry = 'business-redirect' | 'payment' | 'banner';

export function navigationPolicy(
  entry: OutsideEntry,
  config: Pick<AppConfig, 'redirectAllowlist'>,
  appOrigin: string = window.location.origin,
): NavigationPolicy {
  return {
    appOrigin,
    allowedHosts: config.redirectAllowlist,
    // A banner is the business's own content and may link anywhere on the web, in a new tab; a
    // redirect or payment page elsewhere is shown to the customer first.
    otherHosts: entry === 'banner' ? 'follow' : 'ask',
  };
}
