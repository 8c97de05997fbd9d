import { makeAutoObservable, observable } from 'mobx';
import { NO_DIETARY_FILTER } from '../domain/dietary-filter.ts';
import { quantityBounds } from '../domain/cart-lines.ts';
import type { OrderSellingType } from '../domain/model.ts';
import {
  hasOwnSuggestions,
  suggestionPlaces,
  suggestionsFor,
  type Suggestion,
  type SuggestionDevice,
  type SuggestionPlaces,
} from '../domain/suggestions.ts';
import type { RootStore } from './root-store.ts';

export interface SuggestionPanel {
  itemId: number;
  type: OrderSellingType;
  suggestions: Suggestion[];
}

/**
 * "Complete your meal" for one customer's session: the panel a kiosk or table tablet shows once
 * after "Add" of an item the business suggests things with, and the cart's list. What the panel
 * offered is never offered again in the session (a skipped drink stays skipped); the session's
 * reset forgets it. Loaded on demand: the menu's first load never carries it.
 */
export class SuggestionsStore {
  /** Item ids the panel offered this session. */
  readonly offered = observable.set<number>();
  /** The items whose panel was shown: once each. */
  private readonly panelShownFor = new Set<number>();
  /** The cart lines already looked at for a fresh "Add". */
  private readonly seenLineKeys = new Set<string>();
  panel: SuggestionPanel | null = null;

  constructor(private readonly root: RootStore) {
    // Lines restored from storage (a reload with a filled cart) are not an "Add" of this visit.
    for (const key of root.cart.restoredKeys) this.seenLineKeys.add(key);
    makeAutoObservable<SuggestionsStore, 'root' | 'panelShownFor' | 'seenLineKeys'>(
      this,
      { root: false, panelShownFor: false, seenLineKeys: false, offered: false },
      { autoBind: true },
    );
    root.customerSession.register('suggestions', this.forget);
  }

  get device(): SuggestionDevice {
    if (this.root.device.isKiosk) return 'kiosk';
    return this.root.device.isTableTablet ? 'table' : 'phone';
  }

  get places(): SuggestionPlaces {
    return suggestionPlaces(this.root.business.business?.suggestions, this.device);
  }

  private suggestions(type: OrderSellingType, forItemIds: readonly number[]): Suggestion[] {
    const { menu, business, cart } = this.root;
    const info = business.business;
    return suggestionsFor({
      shown: menu.visibleCategories(type),
      menu: menu.menuFor(type)?.categories ?? [],
      forItemIds,
      cartItemIds: cart.items.map((line) => line.item_id),
      alreadySuggested: this.offered,
      filter: this.root.dietaryFilterIfLoaded?.filter ?? NO_DIETARY_FILTER,
      adding: {
        hidePrice: info?.hide_price ?? false,
        cartEnabled: (info?.cart_enabled ?? false) && this.root.canOrder(type),
        modifiersEnabled: info?.modifiers_enabled ?? true,
      },
    });
  }

  /** "Complete your meal" in the cart: what goes with the cart's items. */
  forCart(type: OrderSellingType): Suggestion[] {
    if (!this.places.cart) return [];
    return this.suggestions(
      type,
      this.root.cart.items.map((line) => line.item_id),
    );
  }

  /**
   * Called when the cart's lines change: a line added from the menu or an item's page (not from a
   * suggestion) may bring the panel. The panel follows the cart, so "Add" anywhere needs no hook.
   */
  noticeAdds(type: OrderSellingType | null): void {
    const fresh = this.root.cart.items.filter((line) => !this.seenLineKeys.has(line.key));
    for (const line of fresh) this.seenLineKeys.add(line.key);
    const added = fresh.filter((line) => line.source !== 'suggestion').at(-1);
    if (added && type !== null) this.offerAfterAdd(added.item_id, type);
  }

  /** Right after "Add" of an item: the panel, when the business suggests something with it. */
  offerAfterAdd(itemId: number, type: OrderSellingType): void {
    if (!this.places.afterAdd || this.panelShownFor.has(itemId)) return;
    if (!hasOwnSuggestions(this.root.menu.menuFor(type)?.categories ?? [], itemId)) return;
    const suggestions = this.suggestions(type, [itemId]);
    if (suggestions.length === 0) return;
    this.panelShownFor.add(itemId);
    for (const suggestion of suggestions) this.offered.add(suggestion.item.id);
    this.panel = { itemId, type, suggestions };
  }

  closePanel(): void {
    this.panel = null;
  }

  /** One tap: the item's only price, its least quantity, marked as a suggestion's line. */
  add(suggestion: Suggestion): number | null {
    const label = suggestion.item.price_labels[0];
    if (!label) return null;
    const quantity = quantityBounds(label).min;
    const key = this.root.cart.add({
      item: suggestion.item,
      priceLabelId: label.id,
      quantity,
      source: 'suggestion',
    });
    return key === null ? null : quantity;
  }

  forget(): void {
    this.offered.clear();
    this.panelShownFor.clear();
    this.seenLineKeys.clear();
    this.panel = null;
  }
}

const storeByRoot = new WeakMap<RootStore, SuggestionsStore>();

/**
 * The root's suggestions store, built on first use by the screens that load this file (the panel,
 * the cart's section): one per root store, so the menu's first load never carries it.
 */
export function suggestionsStoreOf(root: RootStore): SuggestionsStore {
  let store = storeByRoot.get(root);
  if (!store) {
    store = new SuggestionsStore(root);
    storeByRoot.set(root, store);
  }
  return store;
}
