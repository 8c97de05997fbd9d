import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { scenarioFacts } from '../../mocks/test-support.ts';
import {
  createTestRootStore,
  TEST_API_BASE_URL,
  setUpMockBackend,
} from '../../tests/support/test-root-store.ts';
import type { RootStore } from './root-store.ts';

const { server, backend } = setUpMockBackend();
const demo = scenarioFacts(backend, 'demo');
let stores: RootStore;

afterEach(() => stores.dispose());

async function demoStores(): Promise<RootStore> {
  stores = createTestRootStore().stores;
  await stores.business.load('demo');
  return stores;
}

function itemIds(categories: ReturnType<RootStore['menu']['visibleCategories']>): number[] {
  return categories.flatMap((category) => [
    ...category.items.map((item) => item.id),
    ...itemIds(category.subcategories),
  ]);
}

describe('MenuStore', () => {
  it('takes the menu from the restaurant response, fetched once', async () => {
    const { menu } = await demoStores();
    expect(menu.state).toBe('fetched');
    expect(menu.isFetched).toBe(true);
    expect(menu.menu?.categories.length).toBeGreaterThan(0);
    await menu.ensureLoaded();
    expect(menu.state).toBe('fetched');
  });

  it('shows only dine-in items that are visible and available now, and looks items up by id', async () => {
    const { menu } = await demoStores();
    const shown = itemIds(menu.visibleCategories('dine_in'));
    expect(shown.length).toBeGreaterThan(0);
    for (const id of shown) {
      const item = menu.itemById(id);
      expect(item?.visible).toBe(true);
      expect(item?.types.some((type) => ['dine_in', 'dinein', 'product_service'].includes(type))).toBe(true);
    }
    const first = demo.items[0]!;
    expect(menu.itemById(first.id)?.name).toEqual(first.name);
    expect(menu.grandCategoryIdOf(first.id)).not.toBeNull();
    expect(menu.itemById(-1)).toBeNull();
  });

  it('hides an item outside its branch availability window (06:00–23:30 in the city branch)', async () => {
    const { menu } = await demoStores();
    const windowed = demo.seed.categories[5]!.items[0]!;
    const shownAt = (wallClock: string) =>
      (['dine_in', 'car_pickup', 'delivery', 'reservation'] as const).some((type) =>
        itemIds(menu.visibleCategories(type, DateTime.fromISO(wallClock, { zone: 'Asia/Kuwait' }))).includes(
          windowed.id,
        ),
      );
    expect(shownAt('2025-11-18T12:00')).toBe(true);
    expect(shownAt('2025-11-18T23:45')).toBe(false);
  });

  it.each([
    ['at noon, with the lunch specials', '2025-11-18T12:00', ['Best sellers', 'Lunch specials']],
    ['in the evening, without them', '2025-11-18T19:00', ['Best sellers']],
  ])('lists smart categories open now %s', async (_case, wallClock, expected) => {
    const { menu } = await demoStores();
    const at = DateTime.fromISO(wallClock, { zone: 'Asia/Kuwait' });
    const smart = menu.visibleSmartCategories('dine_in', at);
    expect(smart.map((entry) => entry.category.name.en)).toEqual(expected);
    const shown = new Set(itemIds(menu.visibleCategories('dine_in', at)));
    expect(smart.every((entry) => entry.items.every((item) => shown.has(item.id)))).toBe(true);
  });

  it('loads one item for the branch, and null for an unknown item', async () => {
    const { menu } = await demoStores();
    const item = demo.items[2]!;
    expect((await menu.loadItem(item.id))?.id).toBe(item.id);
    expect(await menu.loadItem(987_654_321)).toBeNull();
  });

  it.each([
    [
      'error: 1 with the server message',
      () =>
        HttpResponse.json({
          error: 1,
          message: 'Menu is being updated',
          menu: null,
          smart_categories: [],
          highlightedCat: null,
          showStandardSubCats: false,
        }),
      { kind: 'server-message', serverMessage: 'Menu is being updated' },
    ],
    [
      'a server error',
      () => HttpResponse.json({ message: 'boom' }, { status: 500 }),
      { kind: 'http', serverMessage: 'boom' },
    ],
    ['a network failure', () => HttpResponse.error(), { kind: 'network', serverMessage: null }],
  ])('keeps why it failed on %s', async (_case, reply, expected) => {
    const { menu } = await demoStores();
    server.use(http.get(`${TEST_API_BASE_URL}/webapp/v5/menu/:branchId`, reply));
    menu.reset();
    await menu.ensureLoaded();
    expect(menu.state).toBe('error');
    expect(menu.failure).toMatchObject(expected);
  });

  it('fetches the menu when the business response has none', async () => {
    const { menu } = await demoStores();
    menu.reset();
    const loading = menu.ensureLoaded();
    expect(menu.isFetching).toBe(true);
    await loading;
    expect(menu.state).toBe('fetched');
    expect(menu.itemById(demo.items[0]!.id)).not.toBeNull();
  });
});
