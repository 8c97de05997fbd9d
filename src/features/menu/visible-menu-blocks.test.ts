import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestRootStore, setUpMockBackend } from '../../../tests/support/test-root-store.ts';
import type { RootStore } from '../../stores/root-store.ts';
import { visibleMenuBlocks } from './visible-menu-blocks.ts';

setUpMockBackend();

let stores: RootStore;
beforeEach(async () => {
  stores = createTestRootStore().stores;
  await stores.business.load('demo');
  await stores.menu.ensureLoaded();
});
afterEach(() => stores.dispose());

// Building makes new blocks every time: the same object means nothing was built.
describe("the menu's blocks, built once per visit", () => {
  it("built by the route's loader, are what the page's renders get while nothing changes", () => {
    const built = visibleMenuBlocks(stores, 'dine_in', true);
    expect(visibleMenuBlocks(stores, 'dine_in')).toBe(built);
    expect(visibleMenuBlocks(stores, 'dine_in')).toBe(built);
  });

  it('are built afresh on a new visit (what is on sale depends on the time)', () => {
    const built = visibleMenuBlocks(stores, 'dine_in', true);
    const next = visibleMenuBlocks(stores, 'dine_in', true);
    expect(next).not.toBe(built);
    expect(next).toEqual(built);
  });

  it.each([
    ['another selling type', () => Promise.resolve('car_pickup' as const)],
    [
      "the customer's dietary filter, once loaded",
      async () => {
        await stores.loadDietaryFilter();
        return 'dine_in' as const;
      },
    ],
  ])('are built again for %s', async (_, change) => {
    const built = visibleMenuBlocks(stores, 'dine_in', true);
    expect(visibleMenuBlocks(stores, await change())).not.toBe(built);
  });
});
