/**
 * Component-test harness for the browse screens: the app's providers (tests/support/render.tsx),
 * the stores, and a memory router so the screens' links render as they do in the app.
 */
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import {
  renderWithProviders,
  type ProviderOptions,
  type RenderWithProvidersResult,
} from '../../../tests/support/render.tsx';
import type { RootStore } from '../../stores/root-store.ts';
import { StoreProvider } from '../../stores/store-context.tsx';

// jsdom has no scrolling; the router's scroll restoration and the menu's jumps call it.
window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

export async function renderBrowse(
  ui: ReactElement,
  stores: RootStore,
  options: ProviderOptions & { path?: string } = {},
): Promise<RenderWithProvidersResult> {
  // As in the app shell: dialogs are portalled into <main id="main">.
  const rootRoute = createRootRoute({ component: () => <main id="main">{ui}</main> });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [options.path ?? '/demo/dine_in'] }),
  });
  await router.load();
  return renderWithProviders(
    <StoreProvider stores={stores}>
      {/* The app registers its own route tree's type; this one only hosts the screen under test. */}
      <RouterProvider router={router as never} />
    </StoreProvider>,
    options,
  );
}
