/**
 * "Goes well with": what to suggest to a cart. The business's own suggestions come first (an
 * item's list, then its category's), then, when those run short, items of the add-on categories
 * (drinks, sides, desserts) the cart holds nothing of. Never an item the menu does not show now,
 * one the dietary filter hides, one already in the cart or one already suggested this session.
 * An item that needs a choice (options, a size, a note) is suggested as a way to its page.
 */
import { addAction } from './cart-lines.ts';
import { hidesItem, type DietaryFilter } from './dietary-filter.ts';
import type { Category, MenuItem } from './model.ts';

/** Suggestions at once: a panel or a cart section stays a short, easy choice. */
export const MOST_SUGGESTIONS = 3;

export type SuggestionDevice = 'phone' | 'kiosk' | 'table';

/** The business's switch per device kind (the contract's SuggestionSettings); missing means off. */
export type SuggestionSettings = Record<SuggestionDevice, boolean>;

export interface SuggestionPlaces {
  /** The panel right after "Add" of an item with suggestions (kiosk and table tablet). */
  afterAdd: boolean;
  /** "Complete your meal" in the cart. */
  cart: boolean;
}

/** Where a device shows suggestions: a phone in the cart only, where the customer reviews. */
export function suggestionPlaces(
  settings: SuggestionSettings | null | undefined,
  device: SuggestionDevice,
): SuggestionPlaces {
  const on = settings?.[device] === true;
  return { afterAdd: on && device !== 'phone', cart: on };
}

export interface Suggestion {
  item: MenuItem;
  /** False when the item needs a choice first: the suggestion opens its page. */
  oneTap: boolean;
}

export interface SuggestionQuery {
  /** The menu as shown now (visibleMenu): hidden, unavailable and closed items are not in it. */
  shown: readonly Category[];
  /** The whole menu of the order type: the items' and categories' lists and add-on marks. */
  menu: readonly Category[];
  /** What the suggestions go with, in order: the item just added, or the cart's items. */
  forItemIds: readonly number[];
  cartItemIds: readonly number[];
  /** Suggested before in this session: never again. */
  alreadySuggested: ReadonlySet<number>;
  filter: DietaryFilter;
  adding: { hidePrice: boolean; cartEnabled: boolean; modifiersEnabled: boolean };
  limit?: number;
}

interface Indexed {
  item: MenuItem;
  /** The item's category first, then its parents up to the grand category. */
  categories: Category[];
}

function indexMenu(
  categories: readonly Category[],
  parents: Category[] = [],
  out = new Map<number, Indexed>(),
) {
  for (const category of categories) {
    const path = [category, ...parents];
    for (const item of category.items) if (!out.has(item.id)) out.set(item.id, { item, categories: path });
    indexMenu(category.subcategories, path, out);
  }
  return out;
}

function addOnCategories(categories: readonly Category[]): Category[] {
  return categories.flatMap((category) =>
    category.add_on === true ? [category] : addOnCategories(category.subcategories),
  );
}

function itemsUnder(category: Category): MenuItem[] {
  return [...category.items, ...category.subcategories.flatMap(itemsUnder)];
}

/** The suggestions for the query, at most `limit` (MOST_SUGGESTIONS), best first. */
export function suggestionsFor(query: SuggestionQuery): Suggestion[] {
  const limit = query.limit ?? MOST_SUGGESTIONS;
  const shown = indexMenu(query.shown);
  const menu = indexMenu(query.menu);
  const inCart = new Set(query.cartItemIds);
  const picked: Suggestion[] = [];
  const pickedIds = new Set<number>();
  const suggestionOf = (id: number): Suggestion | null => {
    if (pickedIds.has(id) || inCart.has(id) || query.forItemIds.includes(id)) return null;
    if (query.alreadySuggested.has(id)) return null;
    const item = shown.get(id)?.item;
    if (!item || hidesItem(query.filter, item)) return null;
    const action = addAction({ item, ...query.adding });
    if (action === 'blocked') return null;
    return { item, oneTap: action === 'add' };
  };
  const take = (suggestion: Suggestion | null) => {
    if (!suggestion || picked.length >= limit) return;
    picked.push(suggestion);
    pickedIds.add(suggestion.item.id);
  };

  for (const forId of query.forItemIds) {
    const entry = menu.get(forId);
    if (!entry) continue;
    const lists = [
      entry.item.suggested_item_ids ?? [],
      ...entry.categories.map((c) => c.suggested_item_ids ?? []),
    ];
    for (const id of lists.flat()) take(suggestionOf(id));
  }

  // The fallback: the add-on categories neither the cart nor a suggestion covers, one item of
  // each in menu order, then a second … (a meal wants a drink and a dessert, not three drinks).
  const covered = new Set(
    [...inCart, ...pickedIds].flatMap((id) => menu.get(id)?.categories.map((category) => category.id) ?? []),
  );
  const queues = addOnCategories(query.menu)
    .filter((category) => !covered.has(category.id))
    .map((category) =>
      itemsUnder(category)
        .map((item) => suggestionOf(item.id))
        .filter((suggestion): suggestion is Suggestion => suggestion !== null)
        // One tap first: a fallback is a nudge, not a form.
        .sort((a, b) => Number(b.oneTap) - Number(a.oneTap)),
    );
  for (let round = 0; picked.length < limit && queues.some((queue) => queue.length > round); round += 1) {
    for (const queue of queues) {
      const next = queue[round];
      if (next) take(suggestionOf(next.item.id));
    }
  }
  return picked;
}

/** True when the business suggests something for this item (its own list or its categories'). */
export function hasOwnSuggestions(menu: readonly Category[], itemId: number): boolean {
  const entry = indexMenu(menu).get(itemId);
  if (!entry) return false;
  return [entry.item, ...entry.categories].some((owner) => (owner.suggested_item_ids?.length ?? 0) > 0);
}
