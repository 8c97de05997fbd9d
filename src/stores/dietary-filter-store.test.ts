/**
 * The dietary filter store against the mock backend: the demo's real ingredients (a hummus has
 * chickpeas and sesame, a baklava nuts), remembered on a phone across a reload and a logout, and
 * forgotten with the customer on a kiosk.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestRootStore, MemoryStorage, setUpMockBackend } from '../../tests/support/test-root-store.ts';
import type { Ingredient } from '../api/types.ts';
import { saveDeviceSetup } from './device-staff.ts';
import { DIETARY_FILTER_KEY } from './on-demand-keys.ts';
import type { RootStore } from './root-store.ts';

setUpMockBackend();
const built: RootStore[] = [];

async function openDemo(storage = new MemoryStorage()) {
  const { stores } = createTestRootStore({ storage });
  built.push(stores);
  await stores.hydrated;
  await stores.business.load('demo');
  await stores.menu.ensureLoaded();
  const filter = await stores.loadDietaryFilter();
  return { stores, filter, storage };
}

afterEach(() => {
  for (const stores of built.splice(0)) stores.dispose();
});

const named = (ingredients: Ingredient[], en: string) => ingredients.find((entry) => entry.name.en === en)!;

describe('DietaryFilterStore', () => {
  it('loads the branch’s ingredients, allergens first, and its tags with their kinds', async () => {
    const { filter } = await openDemo();
    await filter.loadChoices();
    const { ingredients, tags } = filter.choices!;
    const firstPlain = ingredients.findIndex((entry) => !entry.allergen);
    expect(ingredients.slice(firstPlain).every((entry) => !entry.allergen)).toBe(true);
    expect(named(ingredients, 'Tree nuts').allergen).toBe(true);
    expect(named(ingredients, 'Chickpeas').name.ar).toBe('حمص حب');
    expect(tags.find((tag) => tag.name.en === 'Vegetarian')?.kind).toBe('diet');
    expect(tags.find((tag) => tag.name.en === 'Halal')?.kind).toBe('religious');
  });

  it('hides exactly the items containing an excluded ingredient, and counts them', async () => {
    const { stores, filter } = await openDemo();
    await filter.loadChoices();
    const nuts = named(filter.choices!.ingredients, 'Tree nuts');
    const categories = stores.menu.visibleCategories('dine_in');
    const all = categories.flatMap(function items(category): { id: number; ingredient_ids?: number[] }[] {
      return [...category.items, ...category.subcategories.flatMap(items)];
    });
    const withNuts = new Set(
      all.filter((item) => item.ingredient_ids?.includes(nuts.id)).map((item) => item.id),
    );
    expect(withNuts.size).toBeGreaterThan(0);

    filter.toggleIngredient(nuts.id);
    const result = filter.applyToCategories(categories);
    expect(result.hiddenIds).toEqual(withNuts);

    filter.clear();
    expect(filter.isActive).toBe(false);
    expect(filter.applyToCategories(categories).hiddenIds.size).toBe(0);
  });

  it('is remembered on a phone after a reload and after logout', async () => {
    const { stores, filter, storage } = await openDemo();
    filter.toggleIngredient(7);
    filter.toggleTag(9);
    expect(filter.choiceCount).toBe(2);
    await stores.endCustomerSession();
    expect(filter.filter.excludedIngredientIds).toEqual([7]);

    const reloaded = await openDemo(storage);
    expect(reloaded.filter.filter).toEqual({ excludedIngredientIds: [7], requiredTagIds: [9] });
  });

  it('loads its code at start only when this phone remembers a filter', async () => {
    const { storage } = await openDemo();
    const fresh = createTestRootStore({ storage });
    built.push(fresh.stores);
    await fresh.stores.hydrated;
    await Promise.resolve();
    expect(fresh.stores.dietaryFilterIfLoaded).toBeNull();

    storage.setItem(
      DIETARY_FILTER_KEY,
      JSON.stringify({ version: 1, data: { byBusiness: { 1: { excluded: [3], required: [] } } } }),
    );
    const remembering = createTestRootStore({ storage });
    built.push(remembering.stores);
    await remembering.stores.hydrated;
    await expect.poll(() => remembering.stores.dietaryFilterIfLoaded).not.toBeNull();
  });

  it('is the customer’s on a kiosk: never stored, gone when the session ends', async () => {
    const { stores, storage } = await openDemo();
    await saveDeviceSetup(stores.device, {
      mode: 'kiosk',
      referenceId: 'demo',
      branchId: stores.business.branchId!,
      tableId: null,
      idleSeconds: 60,
      pin: '4826',
    });
    storage.removeItem(DIETARY_FILTER_KEY);
    const kiosk = await openDemo(storage);
    expect(kiosk.stores.device.isKiosk).toBe(true);
    kiosk.filter.toggleIngredient(7);
    expect(storage.getItem(DIETARY_FILTER_KEY)).toBeNull();

    await kiosk.stores.endCustomerSession();
    expect(kiosk.filter.isActive).toBe(false);
  });

  it('drops damaged stored entries and keeps the sound ones', async () => {
    const storage = new MemoryStorage();
    storage.setItem(
      DIETARY_FILTER_KEY,
      JSON.stringify({
        version: 1,
        data: { byBusiness: { 5: { excluded: ['x'], required: [] }, 6: { excluded: [2], required: [4] } } },
      }),
    );
    const { filter } = await openDemo(storage);
    expect(filter.byBusiness).toEqual({ 6: { excluded: [2], required: [4] } });
  });
});
