import { describe, expect, it } from 'vitest';
import {
  filterCategories,
  filterItems,
  hidesItem,
  isDietaryFilterActive,
  NO_DIETARY_FILTER,
  toggledId,
  type DietaryFacts,
  type DietaryFilter,
} from './dietary-filter.ts';
import { testMenuItem } from './menu-test-fixtures.ts';
import type { Category, MenuItem } from './model.ts';

// Ingredients: 1 nuts, 2 gluten, 3 milk, 4 chickpeas. Tags: 10 vegetarian, 11 halal.
const filter = (excluded: number[], required: number[] = []): DietaryFilter => ({
  excludedIngredientIds: excluded,
  requiredTagIds: required,
});

describe('hidesItem', () => {
  it.each<[string, DietaryFilter, DietaryFacts, boolean]>([
    ['no filter hides nothing', NO_DIETARY_FILTER, { ingredient_ids: [1, 2], tag_ids: [] }, false],
    ['an excluded ingredient hides', filter([1]), { ingredient_ids: [1, 2, 3], tag_ids: [10] }, true],
    ['another ingredient keeps', filter([1]), { ingredient_ids: [2, 3], tag_ids: [10] }, false],
    ['any of several exclusions hides', filter([4, 3]), { ingredient_ids: [3], tag_ids: [] }, true],
    ['an empty ingredient list keeps', filter([1]), { ingredient_ids: [], tag_ids: [] }, false],
    ['ingredients not listed keep (unknown)', filter([1]), { tag_ids: [10] }, false],
    ['a required tag present keeps', filter([], [10]), { ingredient_ids: [1], tag_ids: [10, 11] }, false],
    ['a required tag missing hides', filter([], [10]), { ingredient_ids: [4], tag_ids: [11] }, true],
    ['every required tag is needed', filter([], [10, 11]), { tag_ids: [10] }, true],
    ['no tags listed lacks a required tag', filter([], [11]), { ingredient_ids: [] }, true],
    [
      'both rules at once: tag fine, ingredient not',
      filter([2], [10]),
      { ingredient_ids: [2], tag_ids: [10] },
      true,
    ],
    ['both rules at once: both fine', filter([2], [10]), { ingredient_ids: [4], tag_ids: [10] }, false],
  ])('%s', (_name, rule, item, hidden) => {
    expect(hidesItem(rule, item)).toBe(hidden);
  });
});

describe('isDietaryFilterActive', () => {
  it.each([
    [NO_DIETARY_FILTER, false],
    [filter([1]), true],
    [filter([], [10]), true],
  ])('%j → %s', (rule, active) => {
    expect(isDietaryFilterActive(rule)).toBe(active);
  });
});

function item(id: number, ingredient_ids: number[] | undefined, tag_ids: number[] = []): MenuItem {
  return testMenuItem(id, { branches: [1], ingredient_ids, tag_ids });
}

function category(id: number, items: MenuItem[], subcategories: Category[] = []): Category {
  return { id, parent_id: null, name: { en: `Category ${id}` }, visible: true, items, subcategories };
}

const hummus = item(1, [4]);
const baklava = item(2, [1, 2, 3]);
const kunafa = item(3, [2, 3, 1]);
const water = item(4, []);
const special = item(5, undefined);

describe('filterItems', () => {
  it.each<[string, DietaryFilter, MenuItem[], number[], number[]]>([
    ['no filter keeps all', NO_DIETARY_FILTER, [hummus, baklava], [1, 2], []],
    ['nuts out', filter([1]), [hummus, baklava, kunafa, water, special], [1, 4, 5], [2, 3]],
    ['an item listed twice counts once', filter([1]), [baklava, hummus, baklava], [1], [2]],
    ['milk and chickpeas out', filter([3, 4]), [hummus, baklava, water], [4], [1, 2]],
  ])('%s', (_name, rule, items, shown, hidden) => {
    const result = filterItems(items, rule, (entry) => entry);
    expect(result.shown.map((entry) => entry.id)).toEqual(shown);
    expect([...result.hiddenIds].sort()).toEqual(hidden);
  });
});

describe('filterCategories', () => {
  const sweets = category(20, [baklava, kunafa]);
  const mezze = category(10, [hummus], [category(11, [baklava]), category(12, [])]);
  const drinks = category(30, [water]);

  it.each<[string, DietaryFilter, { keepRoots?: boolean }, string, number]>([
    ['no filter: the tree as it was', NO_DIETARY_FILTER, {}, '10[1](11[2],12[]) 20[2,3] 30[4]', 0],
    // Sweets lose every item and go; the mezze's subcategory of baklava goes; an empty one stays.
    ['nuts out', filter([1]), {}, '10[1](12[]) 30[4]', 2],
    ['nuts out, roots kept', filter([1]), { keepRoots: true }, '10[1](12[]) 20[] 30[4]', 2],
    ['vegetarian only: nothing is tagged', filter([], [10]), {}, '10[](12[])', 4],
  ])('%s', (_name, rule, options, tree, hiddenCount) => {
    const result = filterCategories([mezze, sweets, drinks], rule, options);
    expect(result.categories.map(describeTree).join(' ')).toBe(tree);
    expect(result.hiddenIds.size).toBe(hiddenCount);
  });

  it('leaves the menu it was given untouched', () => {
    filterCategories([mezze, sweets], filter([1]));
    expect(sweets.items).toHaveLength(2);
    expect(mezze.subcategories).toHaveLength(2);
  });
});

function describeTree(node: Category): string {
  const subs = node.subcategories.length > 0 ? `(${node.subcategories.map(describeTree).join(',')})` : '';
  return `${node.id}[${node.items.map((entry) => entry.id).join(',')}]${subs}`;
}

describe('toggledId', () => {
  it.each([
    [[], 3, [3]],
    [[1, 3], 3, [1]],
    [[1], 2, [1, 2]],
  ])('%j toggling %i → %j', (ids, id, expected) => {
    expect(toggledId(ids, id)).toEqual(expected);
  });
});
