import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen.ts';
import type { RouterContext } from './router-context.ts';

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    trailingSlash: 'never',
    defaultPreload: 'intent',
    // The spinner appears only when a page takes long enough to notice, and then stays long enough
    // not to flicker.
    defaultPendingMs: 300,
    defaultPendingMinMs: 300,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

declare module '@tanstack/history' {
  interface HistoryState {
    /** The item page was opened from a menu page: "Add" goes back there (ItemScreen). */
    fromBrowse?: boolean;
  }
}
