/**
 * Tags and ingredients (x-designed, issue 14): in every scenario the reply is documented, lists
 * exactly the tags and ingredients the branch's items carry (allergens first), and the items of the
 * menu, an item and search name only ids the reply explains.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeMocks } from '../../mocks/node.ts';
import { SCENARIO_NAMES } from '../../mocks/db/records.ts';
import { call, scenarioFacts } from '../../mocks/test-support.ts';
import { listOperations, validateResponse } from './contract-document.ts';

const { server, backend } = createNodeMocks();
const operation = (id: string) => listOperations().find((op) => op.operationId === id)!;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

interface Item {
  id: number;
  name: { en?: string };
  tag_ids?: number[];
  ingredient_ids?: number[];
}
interface Category {
  items: Item[];
  subcategories: Category[];
}
const itemsOf = (categories: Category[]): Item[] =>
  categories.flatMap((category) => [...category.items, ...itemsOf(category.subcategories)]);

describe.each(SCENARIO_NAMES.filter((name) => name !== 'moved'))('tags-ingredients of %s', (name) => {
  it('explains every tag and ingredient the branch’s items carry, and nothing else', async () => {
    const { branchId } = scenarioFacts(backend, name);
    const reply = await call('GET', `/api/tags-ingredients?branch_id=${branchId}&locale=en`);
    expect(validateResponse(operation('getTagsAndIngredients'), reply.status, reply.body)).toEqual({
      documented: true,
      errors: [],
    });
    const menu = await call('GET', `/api/webapp/v5/menu/${branchId}`);
    const items = itemsOf(menu.body.menu.categories as Category[]);
    const used = (field: 'tag_ids' | 'ingredient_ids') => new Set(items.flatMap((item) => item[field] ?? []));
    const tagIds = (reply.body.tags as { id: number }[]).map((tag) => tag.id);
    const ingredients = reply.body.ingredients as { id: number; allergen: boolean }[];
    expect(new Set(tagIds)).toEqual(used('tag_ids'));
    expect(new Set(ingredients.map((entry) => entry.id))).toEqual(used('ingredient_ids'));
    // Allergens first: no allergen after the first other ingredient.
    const firstOther = ingredients.findIndex((entry) => !entry.allergen);
    expect(firstOther === -1 || ingredients.slice(firstOther).every((entry) => !entry.allergen)).toBe(true);
    // Every item says what it contains (the mock knows every dish's recipe).
    expect(items.every((item) => Array.isArray(item.ingredient_ids))).toBe(true);
  });
});

describe('real ingredients of the demo’s dishes', () => {
  it.each([
    ['Hummus', ['Chickpeas', 'Sesame'], ['Tree nuts', 'Milk']],
    ['Baklava', ['Tree nuts', 'Gluten', 'Milk'], ['Chickpeas']],
    ['Shrimp Mutabbaq', ['Shellfish', 'Rice'], ['Gluten']],
    ['Mineral Water', [], ['Milk']],
  ])('%s contains %j and not %j', async (dish, contains, not) => {
    const { branchId } = scenarioFacts(backend, 'demo');
    const names = new Map<number, string>(
      (
        (await call('GET', `/api/tags-ingredients?branch_id=${branchId}&locale=en`)).body.ingredients as {
          id: number;
          name: { en: string };
        }[]
      ).map((entry) => [entry.id, entry.name.en]),
    );
    const items = itemsOf(
      (await call('GET', `/api/webapp/v5/menu/${branchId}`)).body.menu.categories as Category[],
    );
    const item = items.find((candidate) => candidate.name.en === dish)!;
    const named = (item.ingredient_ids ?? []).map((id) => names.get(id));
    for (const name of contains) expect(named).toContain(name);
    for (const name of not) expect(named).not.toContain(name);
  });
});
