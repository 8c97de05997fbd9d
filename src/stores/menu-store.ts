import { makeAutoObservable, observable, observableRef, runInAction } from 'mobx';
import type { Menu, MenuResponse, MenusByType, RestaurantResponse, SmartCategory } from '../api/types.ts';
import { isApiError, unwrap, type FailedCall } from '../api/errors.ts';
import { isWithinWeekAvailability, visibleMenu } from '../domain/availability.ts';
import type { ZonedMoment } from '../domain/zoned-time.ts';
import type { Category, ItemSellingType, MenuItem } from '../domain/model.ts';
import { businessNow } from './business-time.ts';
import type { StoreDeps } from './deps.ts';
import type { RootStore } from './root-store.ts';

export type MenuFetchState = 'not-fetched' | 'fetching' | 'fetched' | 'error';

/** Where an item sits in the category tree; discounts look up the grand category. */
export interface MenuItemEntry {
  item: MenuItem;
  categoryId: number;
  grandCategoryId: number;
}

/** A smart category with the items that are shown now. */
export interface VisibleSmartCategory {
  category: SmartCategory;
  items: MenuItem[];
}

type MenuKey = keyof MenusByType;
const MENU_KEY_BY_TYPE: Record<ItemSellingType, MenuKey> = {
  car_pickup: 'carPickUp',
  delivery: 'delivery',
  dine_in: 'dineIn',
  reservation: 'reservation',
};

function indexCategories(categories: readonly Category[], into: Map<number, MenuItemEntry>): void {
  const walk = (category: Category, grandCategoryId: number) => {
    for (const item of category.items) {
      if (!into.has(item.id)) into.set(item.id, { item, categoryId: category.id, grandCategoryId });
    }
    for (const sub of category.subcategories) walk(sub, grandCategoryId);
  };
  for (const grand of categories) walk(grand, grand.id);
}

/** The branch's menu (standard and per order type), fetched once, and items loaded one by one. */
export class MenuStore {
  state: MenuFetchState = 'not-fetched';
  /**
   * Why the menu did not come, for the screen to say in the customer's language: the server's
   * message with `error: 1` (spec §8), else how the call failed (spec §8's generic text then).
   */
  failure: FailedCall | null = null;
  menu: Menu | null = null;
  menus: MenusByType = {};
  smartCategories: SmartCategory[] = [];
  highlightedCat: number | null = null;
  showStandardSubCats = false;
  /** Items loaded by id for the item page (they may be missing from the menu for this type). */
  private readonly loadedItems = observable.map<number, MenuItem>([], { deep: false });
  private fetching: Promise<void> | null = null;

  constructor(
    private readonly root: RootStore,
    private readonly deps: Pick<StoreDeps, 'api' | 'clock'>,
  ) {
    makeAutoObservable<MenuStore, 'root' | 'deps' | 'loadedItems' | 'fetching'>(
      this,
      {
        root: false,
        deps: false,
        loadedItems: false,
        fetching: false,
        menu: observableRef,
        menus: observableRef,
      },
      { autoBind: true },
    );
  }

  get isFetching(): boolean {
    return this.state === 'fetching';
  }

  get isFetched(): boolean {
    return this.state === 'fetched';
  }

  /** The business's standard menu is shown (as opposed to a menu made for one order type). */
  get isStandardMenu(): boolean {
    return this.menu?.is_standard ?? true;
  }

  /** Takes the menu the restaurant (or menu) response carries; a response without one changes nothing. */
  takeFromResponse(response: RestaurantResponse | MenuResponse): void {
    if (!response.menu) return;
    this.menu = response.menu;
    this.menus = response.menus ?? {};
    this.smartCategories = response.smart_categories;
    this.highlightedCat = response.highlightedCat;
    this.showStandardSubCats = response.showStandardSubCats;
    this.state = 'fetched';
    this.failure = null;
  }

  /** Fetches the branch menu unless it is fetched or being fetched (spec §4: fetched only once). */
  ensureLoaded(): Promise<void> {
    if (this.state === 'fetched') return Promise.resolve();
    if (this.fetching) return this.fetching;
    const branchId = this.root.business.branchId;
    if (branchId === null) return Promise.resolve();
    this.state = 'fetching';
    this.failure = null;
    const promise = this.fetchMenu(branchId).finally(() => {
      if (this.fetching === promise) this.fetching = null;
    });
    this.fetching = promise;
    return promise;
  }

  private async fetchMenu(branchId: number): Promise<void> {
    try {
      const response = await unwrap(
        this.deps.api.GET('/webapp/v5/menu/{branchId}', { params: { path: { branchId } } }),
      );
      runInAction(() => {
        if (response.menu) this.takeFromResponse(response);
        else this.fail({ kind: 'server-message', serverMessage: response.message ?? null });
      });
    } catch (error) {
      runInAction(() => this.fail(isApiError(error) ? error : { kind: 'http', serverMessage: null }));
    }
  }

  private fail(failure: FailedCall): void {
    this.state = 'error';
    this.failure = failure;
  }

  /** The menu for an order type: its own menu when the business has one, else the standard menu. */
  menuFor(type: ItemSellingType): Menu | null {
    return this.menus[MENU_KEY_BY_TYPE[type]] ?? this.menu;
  }

  /** Categories (with subcategories and items) shown now for the order type, per spec §5. */
  visibleCategories(type: ItemSellingType, at: ZonedMoment = this.now()): Category[] {
    const menu = this.menuFor(type);
    const branchId = this.root.business.branchId;
    if (!menu || branchId === null) return [];
    return visibleMenu(menu.categories, { branchId, sellingType: type, at });
  }

  /** Smart categories open now, each with those of its items that are shown now. */
  visibleSmartCategories(type: ItemSellingType, at: ZonedMoment = this.now()): VisibleSmartCategory[] {
    // Only items shown now may appear in a smart category: it must not bypass availability.
    const shown = new Map<number, MenuItemEntry>();
    indexCategories(this.visibleCategories(type, at), shown);
    return this.smartCategories
      .filter((category) => isWithinWeekAvailability(category.week_availability, at))
      .map((category) => ({
        category,
        items: category.item_ids
          .map((id) => shown.get(id)?.item)
          .filter((item): item is MenuItem => item !== undefined),
      }))
      .filter((entry) => entry.items.length > 0);
  }

  /** Every item of every menu by id, with its category and grand category. */
  private get itemIndex(): Map<number, MenuItemEntry> {
    const index = new Map<number, MenuItemEntry>();
    const menus = [this.menu, ...Object.values(this.menus)].filter((menu): menu is Menu => menu != null);
    for (const menu of menus) indexCategories(menu.categories, index);
    return index;
  }

  entryOf(itemId: number): MenuItemEntry | null {
    return this.itemIndex.get(itemId) ?? null;
  }

  /** An item by id from the menus, else from the items loaded one by one. */
  itemById(itemId: number): MenuItem | null {
    return this.itemIndex.get(itemId)?.item ?? this.loadedItems.get(itemId) ?? null;
  }

  grandCategoryIdOf(itemId: number): number | null {
    return this.itemIndex.get(itemId)?.grandCategoryId ?? null;
  }

  /**
   * The item page's item for the current branch. Null when the server does not know it (404), so
   * the route can send the customer to /404; other failures are thrown for the error screen.
   */
  async loadItem(itemId: number): Promise<MenuItem | null> {
    const branchId = this.root.business.branchId;
    if (branchId === null || !Number.isInteger(itemId) || itemId <= 0) return null;
    try {
      const { item } = await unwrap(
        this.deps.api.GET('/webapp/v5/item/{branchId}/{itemId}', { params: { path: { branchId, itemId } } }),
      );
      runInAction(() => this.loadedItems.set(item.id, item));
      return item;
    } catch (error) {
      if (isApiError(error) && error.kind === 'http' && error.status === 404) return null;
      throw error;
    }
  }

  /** Forgets the menu, for another business or branch. */
  reset(): void {
    this.state = 'not-fetched';
    this.failure = null;
    this.menu = null;
    this.menus = {};
    this.smartCategories = [];
    this.highlightedCat = null;
    this.showStandardSubCats = false;
    this.loadedItems.clear();
    this.fetching = null;
  }

  private now(): ZonedMoment {
    return businessNow(this.deps.clock, this.root.business.timeZone);
  }
}
