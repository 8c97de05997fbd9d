import { makeAutoObservable, runInAction } from 'mobx';
import type { Business, Discounts, RestaurantResponse, ScheduledOrdersConfig } from '../api/types.ts';
import { ApiError, isApiError, unwrap } from '../api/errors.ts';
import { localized } from '../domain/locales.ts';
import { INTERFACE_LOCALES } from '../domain/locale-codes.ts';
import { DEFAULT_TIME_ZONE } from '../domain/zoned-time.ts';
import type { OrderSellingType } from '../domain/model.ts';
import type { BrandColors } from '../theme/app-theme.ts';
import type { DarkModeSetting } from '../theme/color-scheme.ts';
import { MessageError } from './message-error.ts';
import type { RootStore } from './root-store.ts';
import type { StoreDeps } from './deps.ts';

/** What the business-data check (spec §2 "fetch business") tells the route. */
export type BusinessLoadResult = { kind: 'ready' } | { kind: 'redirect'; url: string | null };

const INTERFACE = new Set<string>(INTERFACE_LOCALES);

const chosenBranchKey = (referenceId: string) => `chosen-branch:${referenceId}`;

/** The business behind the current /{referenceId}: its settings, branches and look. */
export class BusinessStore {
  referenceId: string | null = null;
  business: Business | null = null;
  discounts: Discounts | null = null;
  private loading: { referenceId: string; promise: Promise<BusinessLoadResult> } | null = null;
  private prefetched: { referenceId: string; promise: Promise<BusinessLoadResult> } | null = null;

  constructor(
    private readonly root: RootStore,
    private readonly deps: Pick<StoreDeps, 'api' | 'sessionStorage' | 'storage'>,
  ) {
    makeAutoObservable<BusinessStore, 'root' | 'deps' | 'loading' | 'prefetched'>(
      this,
      { root: false, deps: false, loading: false, prefetched: false },
      { autoBind: true },
    );
  }

  /**
   * Loads the business once per reference id (every route runs this check). A response without a
   * restaurant becomes the server's message for the customer, or "Something Went Wrong".
   */
  load(
    referenceId: string,
    fallbackMessage: string | (() => string) = 'Something Went Wrong',
  ): Promise<BusinessLoadResult> {
    const prefetched = this.prefetched;
    this.prefetched = null;
    if (prefetched?.referenceId === referenceId) return prefetched.promise;
    if (this.business && this.referenceId === referenceId) return Promise.resolve({ kind: 'ready' });
    if (this.loading?.referenceId === referenceId) return this.loading.promise;
    const promise = this.fetch(referenceId, fallbackMessage).finally(() => {
      if (this.loading?.promise === promise) this.loading = null;
    });
    this.loading = { referenceId, promise };
    return promise;
  }

  /**
   * Starts loading the business of the address the app opens on, before the router asks (boot):
   * the first `load` of that business then gets this outcome, whatever it is, instead of a second
   * call. `fallbackMessage` is read only if it is needed, once the language is set up.
   */
  prefetch(referenceId: string, fallbackMessage: () => string): void {
    const promise = this.load(referenceId, fallbackMessage);
    promise.catch(() => undefined); // the router's load reports it
    this.prefetched = { referenceId, promise };
  }

  private async fetch(
    referenceId: string,
    fallbackMessage: string | (() => string),
  ): Promise<BusinessLoadResult> {
    const fallback = () => (typeof fallbackMessage === 'string' ? fallbackMessage : fallbackMessage());
    let response: RestaurantResponse;
    try {
      response = await unwrap(
        this.deps.api.GET('/webapp/v5/restaurant/{referenceId}', { params: { path: { referenceId } } }),
      );
    } catch (error) {
      // An unknown business is "no restaurant" (spec §8): the server's words, not a crash screen.
      if (isApiError(error) && error.status === 404)
        throw new MessageError(error.serverMessage || fallback());
      throw error;
    }
    if (response.redirect && response.url) return { kind: 'redirect', url: response.url };
    // A reply without its restaurant field (null is "no such business") breaks the contract: a
    // server failure with a way to try again, not a dead end that says only "Something Went Wrong".
    if (!('restaurant' in response))
      throw new ApiError({ kind: 'http', status: 502, code: 'reply_breaks_contract' });
    if (!response.restaurant) throw new MessageError(response.message || fallback());
    const restaurant = response.restaurant;
    runInAction(() => {
      const switching = this.referenceId !== null && this.referenceId !== referenceId;
      this.referenceId = referenceId;
      this.business = restaurant;
      this.discounts = response.discounts;
      this.root.onBusinessLoaded(response, switching);
    });
    // A kiosk or table tablet stays in its branch; a device that chose another branch keeps it.
    const bound = this.root.device.boundBranchAmong(restaurant.branches.map((branch) => branch.id));
    const remembered = bound ?? this.rememberedBranchId();
    if (remembered !== null) await this.root.chooseBranch(remembered);
    return { kind: 'ready' };
  }

  /**
   * The landing page (spec §2) on a business's own domain: which business lives at this host name.
   * Null when none does or the lookup fails; the landing page then asks for the reference id.
   */
  async referenceIdForDomain(domain: string): Promise<string | null> {
    try {
      const response = await unwrap(
        this.deps.api.GET('/webapp/v5/restaurant-domain/{domain}', { params: { path: { domain } } }),
      );
      return response.restaurant?.reference_id ?? null;
    } catch {
      return null;
    }
  }

  /**
   * Makes another branch of this business the current one and remembers the choice for this
   * business on this device. False when it is already current or not one of the business's.
   */
  selectBranch(branchId: number): boolean {
    const business = this.business;
    const branch = business?.branches.find((candidate) => candidate.id === branchId);
    if (!business || !branch || business.branch_id === branchId) return false;
    business.branch_id = branch.id;
    business.branch_name = branch.name;
    if (this.referenceId) {
      try {
        this.deps.storage.setItem(chosenBranchKey(this.referenceId), String(branchId));
      } catch {
        // A full or blocked storage only costs remembering the branch next time.
      }
    }
    return true;
  }

  /** The branch this device chose for the business earlier, when it still exists and is not the default. */
  rememberedBranchId(): number | null {
    if (!this.business || !this.referenceId) return null;
    let stored: number;
    try {
      stored = Number(this.deps.storage.getItem(chosenBranchKey(this.referenceId)));
    } catch {
      return null;
    }
    const exists = this.business.branches.some((branch) => branch.id === stored);
    return exists && stored !== this.business.branch_id ? stored : null;
  }

  get name(): string {
    if (!this.business) return '';
    return (
      localized(this.business.business_name, this.root.preferences.language, this.business.locales) ?? ''
    );
  }

  get ownerId(): number | null {
    return this.business?.user_id ?? null;
  }

  get branchId(): number | null {
    return this.business?.branch_id ?? null;
  }

  /** The business's languages that the interface can show, in the business's order. */
  get locales(): string[] {
    return (this.business?.locales ?? []).filter((code) => INTERFACE.has(code));
  }

  get sellingTypes(): OrderSellingType[] {
    return this.business?.selling_types ?? [];
  }

  /** A selling type's scheduled-orders settings (orders for a later slot), null when it has none. */
  scheduledOrdersFor(type: OrderSellingType): ScheduledOrdersConfig | null {
    return this.business?.checkout[type].scheduled_orders ?? null;
  }

  get currency(): string {
    return this.business?.currency ?? 'KWD';
  }

  get timeZone(): string {
    return this.business?.time_zone || DEFAULT_TIME_ZONE;
  }

  get brandColors(): BrandColors {
    return this.business?.theme ?? {};
  }

  get darkMode(): DarkModeSetting {
    return this.business?.dark_mode ?? 'auto';
  }

  /** Spec: a visit is recorded once per browser session and branch; a failure is not the customer's problem. */
  async recordVisit(): Promise<void> {
    const branchId = this.branchId;
    if (branchId === null) return;
    const key = `visit-recorded:${branchId}`;
    if (this.deps.sessionStorage.getItem(key)) return;
    this.deps.sessionStorage.setItem(key, '1');
    try {
      await unwrap(
        this.deps.api.POST('/webapp/visit/{branchId}', { params: { path: { branchId } }, body: {} }),
      );
    } catch {
      this.deps.sessionStorage.removeItem(key);
    }
  }
}
