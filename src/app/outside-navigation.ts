/**
 * The outside-address rules (src/domain/outside-url.ts) as the first load reaches them, rarely: a
 * business that has moved, a logged-in customer sent back from the login page. The first load
 * imports this module on demand, so the rules stay out of the menu's entry chunk.
 */
import { navigationFor, type Navigation } from '../domain/outside-url.ts';
import type { AppConfig } from './config.ts';
import { navigationPolicy } from './navigation-policies.ts';

export { safeReturnPath } from '../domain/outside-url.ts';

/** Where a business's "moved" reply may send the customer (spec §2). */
export function businessRedirectNavigation(
  url: unknown,
  config: Pick<AppConfig, 'redirectAllowlist'>,
): Navigation {
  return navigationFor(url, navigationPolicy('business-redirect', config));
}
