import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { unwrap } from '../api/errors.ts';
import type { Ingredient, Tag, TagsIngredientsResponse } from '../api/types.ts';
import {
  filterCategories,
  filterItems,
  isDietaryFilterActive,
  NO_DIETARY_FILTER,
  toggledId,
  type DietaryFilter,
  type FilteredCategories,
  type FilteredItems,
} from '../domain/dietary-filter.ts';
import type { Category, MenuItem } from '../domain/model.ts';
import type { StoreDeps } from './deps.ts';
import { DIETARY_FILTER_KEY } from './on-demand-keys.ts';
import {
  arrayOf,
  isNumber,
  isRecord,
  persistStore,
  stopPersistingStore,
  type PersistSpec,
} from './persistence.ts';
import type { RootStore } from './root-store.ts';

interface StoredFilter {
  excluded: number[];
  required: number[];
}

/** The choices of one business: its ingredient and tag ids mean nothing to another business. */
type FiltersByBusiness = Record<string, StoredFilter>;

const isIdList = arrayOf((value) => isNumber(value) && Number.isInteger(value));

/** Version 1: `{ byBusiness: { [ownerId]: { excluded, required } } }`; damaged entries are dropped. */
export const DIETARY_FILTER_PERSISTENCE: PersistSpec<DietaryFilterStore, 'byBusiness'> = {
  name: DIETARY_FILTER_KEY,
  version: 1,
  properties: ['byBusiness'],
  restore: (data) => {
    if (!isRecord(data.byBusiness)) return null;
    const byBusiness: FiltersByBusiness = {};
    for (const [owner, value] of Object.entries(data.byBusiness)) {
      if (isRecord(value) && isIdList(value.excluded) && isIdList(value.required))
        byBusiness[owner] = { excluded: value.excluded as number[], required: value.required as number[] };
    }
    return { byBusiness };
  },
};

type OptionsState =
  | { status: 'idle' | 'loading' | 'failed' }
  | { status: 'loaded'; branchId: number; locale: string; reply: TagsIngredientsResponse };

/**
 * The customer's dietary filter (excluded ingredients, required tags) and the branch's tags and
 * ingredients to choose from. On a phone it is remembered on the device, logout included, like
 * the language; on a kiosk or table tablet it belongs to the customer in front of it and goes
 * with `endCustomerSession()`. Loaded on demand: the menu's first
 * load carries none of it.
 */
export class DietaryFilterStore {
  byBusiness: FiltersByBusiness = {};
  private options: OptionsState = { status: 'idle' };
  readonly hydrated: Promise<void>;

  constructor(
    private readonly root: RootStore,
    private readonly deps: Pick<StoreDeps, 'api' | 'storage'>,
  ) {
    makeAutoObservable<DietaryFilterStore, 'root' | 'deps' | 'options'>(
      this,
      { root: false, deps: false, options: observableRef, hydrated: false },
      { autoBind: true },
    );
    // On a kiosk or table tablet the filter is the customer's; a phone's outlives logout. Before
    // this store loads there is nothing to forget: a managed device never stores the filter.
    root.customerSession.register('dietary-filter', () => {
      if (root.device.isManagedDevice) this.forgetAll();
    });
    this.hydrated = root.device.hydrated.then(() =>
      root.device.isManagedDevice ? undefined : persistStore(this, DIETARY_FILTER_PERSISTENCE, deps.storage),
    );
  }

  private get businessKey(): string | null {
    const owner = this.root.business.ownerId;
    return owner === null ? null : String(owner);
  }

  /** The current business's filter. */
  get filter(): DietaryFilter {
    const stored = this.businessKey === null ? undefined : this.byBusiness[this.businessKey];
    if (!stored) return NO_DIETARY_FILTER;
    return { excludedIngredientIds: stored.excluded, requiredTagIds: stored.required };
  }

  get isActive(): boolean {
    return isDietaryFilterActive(this.filter);
  }

  /** How many ingredients and tags are chosen (the entry button's badge). */
  get choiceCount(): number {
    return this.filter.excludedIngredientIds.length + this.filter.requiredTagIds.length;
  }

  isExcluded(ingredientId: number): boolean {
    return this.filter.excludedIngredientIds.includes(ingredientId);
  }

  isRequired(tagId: number): boolean {
    return this.filter.requiredTagIds.includes(tagId);
  }

  toggleIngredient(ingredientId: number): void {
    this.change((filter) => ({ ...filter, excluded: toggledId(filter.excluded, ingredientId) }));
  }

  toggleTag(tagId: number): void {
    this.change((filter) => ({ ...filter, required: toggledId(filter.required, tagId) }));
  }

  /** One tap clears the whole filter of this business. */
  clear(): void {
    const key = this.businessKey;
    if (key === null || !(key in this.byBusiness)) return;
    const rest = { ...this.byBusiness };
    delete rest[key];
    this.byBusiness = rest;
  }

  /** A kiosk's next customer starts with no filter, in any business. */
  forgetAll(): void {
    this.byBusiness = {};
  }

  private change(update: (filter: StoredFilter) => StoredFilter): void {
    const key = this.businessKey;
    if (key === null) return;
    const next = update(this.byBusiness[key] ?? { excluded: [], required: [] });
    const rest = { ...this.byBusiness };
    delete rest[key];
    this.byBusiness = next.excluded.length + next.required.length > 0 ? { ...rest, [key]: next } : rest;
  }

  applyToCategories(categories: readonly Category[], options?: { keepRoots?: boolean }): FilteredCategories {
    return filterCategories(categories, this.filter, options);
  }

  /** The menu page: categories and smart categories without the hidden items, and how many dishes went. */
  applyToMenu<S extends { items: MenuItem[] }>(
    categories: readonly Category[],
    smart: readonly S[],
  ): { categories: Category[]; smart: S[]; hiddenCount: number } {
    const filtered = this.applyToCategories(categories);
    const hidden = new Set(filtered.hiddenIds);
    const keptSmart = smart.map((entry) => {
      const kept = this.applyToItems(entry.items, (item) => item);
      kept.hiddenIds.forEach((id) => hidden.add(id));
      return { ...entry, items: kept.shown };
    });
    return { categories: filtered.categories, smart: keptSmart, hiddenCount: hidden.size };
  }

  applyToItems<T>(entries: readonly T[], itemOf: (entry: T) => MenuItem): FilteredItems<T> {
    return filterItems(entries, this.filter, itemOf);
  }

  // ------------------------------------------------------------ the branch's tags and ingredients

  /** The branch's ingredients (allergens first) and tags in the active language, once loaded. */
  get choices(): { ingredients: Ingredient[]; tags: Tag[] } | null {
    const options = this.options;
    if (options.status !== 'loaded' || options.branchId !== this.root.business.branchId) return null;
    return { ingredients: options.reply.ingredients, tags: options.reply.tags };
  }

  get choicesFailed(): boolean {
    return this.options.status === 'failed';
  }

  /** Asks the server once per branch and language; a failure can be retried. */
  async loadChoices(): Promise<void> {
    const branchId = this.root.business.branchId;
    const locale = this.root.preferences.language;
    const options = this.options;
    if (branchId === null || options.status === 'loading') return;
    if (options.status === 'loaded' && options.branchId === branchId && options.locale === locale) return;
    this.options = { status: 'loading' };
    try {
      const reply = await unwrap(
        this.deps.api.GET('/tags-ingredients', { params: { query: { branch_id: branchId, locale } } }),
      );
      if (!Array.isArray(reply.ingredients) || !Array.isArray(reply.tags)) throw new Error('Malformed reply');
      runInAction(() => {
        this.options = { status: 'loaded', branchId, locale, reply };
      });
    } catch {
      runInAction(() => {
        this.options = { status: 'failed' };
      });
    }
  }

  dispose(): void {
    stopPersistingStore(this);
  }
}
