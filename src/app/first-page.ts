import type { I18n } from '@lingui/core';
import type { RootStore } from '../stores/root-store.ts';
import type { createAppRouter } from './router.ts';
import { SOMETHING_WENT_WRONG } from '../ui/failed-call-text.ts';

/**
 * Starts what the first page needs at once, while the language catalog loads: the code of its
 * routes and its business (the call that also carries the menu). Left to the router they would
 * start one after the other, after the catalog. The router's own load then finds them under way.
 */
export function startFirstPage(
  router: ReturnType<typeof createAppRouter>,
  stores: RootStore,
  i18n: I18n,
): void {
  const [routes, params] = router.getMatchedRoutes(window.location.pathname);
  for (const route of routes) router.loadRouteChunk(route)?.catch(() => undefined); // the router's load reports it
  const referenceId = params.referenceId;
  if (referenceId) stores.business.prefetch(referenceId, () => i18n._(SOMETHING_WENT_WRONG));
}
