/**
 * The dietary filter: a customer excludes ingredients (nuts, gluten, milk …) and requires tags
 * (vegetarian, halal …); the menu, a category and search then hide the items that do not fit and
 * say how many they hid.
 *
 * An item whose ingredients the business has not listed (`ingredient_ids` missing) cannot be said
 * to contain an excluded one, so exclusions keep it (its page says its ingredients are not listed);
 * a required tag, though, must be on the item, so an item without tags never has it.
 */
import type { Category, MenuItem } from './model.ts';

export interface DietaryFilter {
  excludedIngredientIds: readonly number[];
  requiredTagIds: readonly number[];
}

export const NO_DIETARY_FILTER: DietaryFilter = { excludedIngredientIds: [], requiredTagIds: [] };

export type DietaryFacts = Pick<MenuItem, 'tag_ids' | 'ingredient_ids'>;

export function isDietaryFilterActive(filter: DietaryFilter): boolean {
  return filter.excludedIngredientIds.length > 0 || filter.requiredTagIds.length > 0;
}

/** True when the filter hides the item: it contains an excluded ingredient or lacks a required tag. */
export function hidesItem(filter: DietaryFilter, item: DietaryFacts): boolean {
  const ingredients = item.ingredient_ids ?? [];
  if (filter.excludedIngredientIds.some((id) => ingredients.includes(id))) return true;
  const tags = item.tag_ids ?? [];
  return !filter.requiredTagIds.every((id) => tags.includes(id));
}

export interface FilteredItems<T> {
  shown: T[];
  /** Ids of the hidden items (an item listed twice counts once). */
  hiddenIds: Set<number>;
}

/** The entries the filter keeps, in their order, and the ids of the items it hid. */
export function filterItems<T>(
  entries: readonly T[],
  filter: DietaryFilter,
  itemOf: (entry: T) => Pick<MenuItem, 'id'> & DietaryFacts,
): FilteredItems<T> {
  const hiddenIds = new Set<number>();
  if (!isDietaryFilterActive(filter)) return { shown: [...entries], hiddenIds };
  const shown = entries.filter((entry) => {
    const item = itemOf(entry);
    if (!hidesItem(filter, item)) return true;
    hiddenIds.add(item.id);
    return false;
  });
  return { shown, hiddenIds };
}

export interface FilteredCategories {
  categories: Category[];
  hiddenIds: Set<number>;
}

/**
 * The category tree without the items the filter hides. A category left with no items and no
 * subcategories by the filter goes too (a heading over nothing helps nobody); one that was empty
 * before stays as the menu had it. `keepRoots` keeps the top level (a category's own page).
 */
export function filterCategories(
  categories: readonly Category[],
  filter: DietaryFilter,
  options: { keepRoots?: boolean } = {},
): FilteredCategories {
  const hiddenIds = new Set<number>();
  if (!isDietaryFilterActive(filter)) return { categories: [...categories], hiddenIds };
  const prune = (category: Category, isRoot: boolean): Category | null => {
    const items = filterItems(category.items, filter, (item) => item);
    for (const id of items.hiddenIds) hiddenIds.add(id);
    const subcategories = category.subcategories.flatMap((sub) => prune(sub, false) ?? []);
    const emptied =
      items.shown.length === 0 &&
      subcategories.length === 0 &&
      (category.items.length > 0 || category.subcategories.length > 0);
    if (emptied && !(isRoot && options.keepRoots)) return null;
    return { ...category, items: items.shown, subcategories };
  };
  return { categories: categories.flatMap((category) => prune(category, true) ?? []), hiddenIds };
}

/** The list with the id added, or removed when it was there (a chip's tap). */
export function toggledId(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];
}
