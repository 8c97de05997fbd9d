/**
 * Shared by the cart, checkout and order component tests: a RootStore on the mock backend's demo
 * data (through MSW, so the real api client and handlers run) and a memory router around a screen.
 */
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { createNodeMocks } from '../../../mocks/node.ts';
import { flattenMenu } from '../../../mocks/db/menu-builder.ts';
import type { MenuItem, OrderSellingType } from '../../domain/model.ts';
import { itemAvailabilityType } from '../../domain/selling-type.ts';
import type { RootStore } from '../../stores/root-store.ts';
import { StoreProvider } from '../../stores/store-context.tsx';
import { renderWithProviders } from '../../../tests/support/render.tsx';
import { createTestRootStore, TEST_NOW, type TestRootStore } from '../../../tests/support/test-root-store.ts';

export { TEST_NOW };

/** One mock backend per test file, with its clock pinned to the stores' clock. */
export function startMockBackend() {
  const mocks = createNodeMocks();
  mocks.backend.clock.set(TEST_NOW, { frozen: true });
  return mocks;
}

/** Stores with the given business loaded (shifts too), ready for a cart. */
export async function storesFor(referenceId: string): Promise<TestRootStore> {
  const test = createTestRootStore();
  await test.stores.hydrated;
  await test.stores.business.load(referenceId);
  await test.stores.shifts.fetch();
  return test;
}

/** Items of the loaded menu that the selling type offers, in menu order. */
export function itemsFor(stores: RootStore, type: OrderSellingType): MenuItem[] {
  const categories = stores.menu.menu?.categories ?? [];
  return flattenMenu(categories as never)
    .map((entry) => entry.item as MenuItem)
    .filter(
      (item) =>
        item.visible &&
        item.price_labels.length > 0 &&
        item.types.some((raw) => itemAvailabilityType(raw) === type),
    );
}

/** Renders a screen inside the stores and a router whose location is `path`. */
export async function renderScreen(stores: RootStore, screen: ReactElement, path = '/demo') {
  const rootRoute = createRootRoute({ component: () => screen });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  const result = renderWithProviders(
    <StoreProvider stores={stores}>
      <RouterProvider router={router} />
    </StoreProvider>,
  );
  return { ...result, router };
}
