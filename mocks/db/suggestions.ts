/**
 * The business's "goes well with" suggestions in a scenario's menu: per item and per category, by
 * dish name (English), and the add-on categories (drinks, sides, desserts) the app falls back on.
 */
import type { Category, MenuItem } from '../../src/domain/model.ts';
import type { SuggestionSettings } from '../../src/domain/suggestions.ts';

export interface MenuSuggestions {
  /** Category name → dish names suggested with every item of it, best first. */
  categories?: Record<string, string[]>;
  /** Dish name → dish names suggested with it before its category's. */
  items?: Record<string, string[]>;
  addOns: string[];
}

export const SUGGESTIONS_EVERYWHERE: SuggestionSettings = { phone: true, kiosk: true, table: true };

function allItems(categories: readonly Category[]): MenuItem[] {
  return categories.flatMap((category) => [...category.items, ...allItems(category.subcategories)]);
}

/** Writes the suggestions into the menu tree (a seed is built once, so in place). */
export function addSuggestions(categories: Category[], suggestions: MenuSuggestions): void {
  const idOf = new Map(allItems(categories).map((item) => [item.name.en, item.id]));
  const ids = (names: string[]) =>
    names.map((name) => {
      const id = idOf.get(name);
      if (id === undefined) throw new Error(`No dish named ${name} to suggest`);
      return id;
    });
  for (const category of categories) {
    const name = category.name.en ?? '';
    const listed = suggestions.categories?.[name];
    if (listed) category.suggested_item_ids = ids(listed);
    if (suggestions.addOns.includes(name)) category.add_on = true;
  }
  for (const item of allItems(categories)) {
    const listed = suggestions.items?.[item.name.en ?? ''];
    if (listed) item.suggested_item_ids = ids(listed);
  }
}
