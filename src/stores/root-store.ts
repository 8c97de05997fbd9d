import type { RestaurantResponse } from '../api/types.ts';
import { AppUpdateStore, type BuildManifest } from './app-update-store.ts';
import { AuthStore } from './auth-store.ts';
import { BusinessStore } from './business-store.ts';
import { CartStore } from './cart-store.ts';
import type { DeliveryStore } from './delivery-store.ts';
import type { StoreDeps } from './deps.ts';
import { MenuStore } from './menu-store.ts';
import { OnDemand } from './on-demand.ts';
import { DIETARY_FILTER_KEY, ON_DEMAND_CUSTOMER_KEYS } from './on-demand-keys.ts';
import { DeliveryOnDemand } from './delivery-on-demand.ts';
import { readAwaitingPayment } from './awaiting-payment.ts';
import type { DietaryFilterStore } from './dietary-filter-store.ts';
import type { OrdersStore } from './orders-store.ts';
import { PreferencesStore } from './preferences-store.ts';
import { ReservationOffer } from './reservation-offer.ts';
import type { ReservationStore } from './reservation-store.ts';
import type { SignInStore } from './sign-in-store.ts';
import type { ShiftsStore } from './shifts-store.ts';
import type { TableSittingStore } from './table-sitting-store.ts';
import type { WalletStore } from './wallet-store.ts';
import type { BranchesStore } from './branches-store.ts';
import type { BranchContentStore } from './branch-content-store.ts';
import type { BrowserDataKeep } from './browser-data.ts';
import { CustomerSession } from './customer-session.ts';
import { DeviceStore } from './device-store.ts';
import { DEVICE_SETUP_KEY, type DeviceSetup } from './device-setup.ts';
import { LOCALE_COOKIE } from '../domain/locales.ts';
import type { OrderSellingType } from '../domain/model.ts';
import { canOrder } from '../domain/shifts.ts';

/**
 * What outlives a customer's session: the device's setup, the language default, the branch the
 * device chose, the offline app shell and the last public menu replies and pictures (the offline
 * worker's caches, scripts/vite-offline-worker.ts: it never keeps a personal reply, and a kiosk
 * whose network drops right after a reset must still show its menu), the script fonts a language
 * used, and a mock build's database.
 */
const KEPT_AFTER_SESSION: BrowserDataKeep = {
  // The dietary filter is stored on a phone only, where it is the owner's, not a session's.
  localStorage: [DEVICE_SETUP_KEY, 'chosen-branch:*', 'menu-webapp:mock-*', DIETARY_FILTER_KEY],
  cookies: [LOCALE_COOKIE.name],
  caches: ['workbox-precache', 'menu-api', 'menu-images', 'script-fonts'],
};

export interface RootStoreOptions {
  currentBuildId: string;
  fetchBuildManifest: () => Promise<BuildManifest>;
  /**
   * Keep the one-time code that only the mock backend sends back (`debug_code`), so demos can log
   * in. Mock builds and tests only: a production build never holds a code it was sent.
   */
  keepDemoCodes?: boolean;
  /**
   * Stores to build at once instead of on demand (tests, which render screens without routes).
   * Browsers load them with the first route that needs them (see OnDemand).
   */
  storesAtOnce?: {
    OrdersStore: typeof OrdersStore;
    ReservationStore: typeof ReservationStore;
    WalletStore: typeof WalletStore;
    DeliveryStore: typeof DeliveryStore;
    SignInStore: typeof SignInStore;
    BranchContentStore: typeof BranchContentStore;
    ShiftsStore: typeof ShiftsStore;
  };
  /** The build's fleet setup (VITE_DEVICE_*); a setup stored on the device wins. */
  fleet?: DeviceSetup;
}

/**
 * Builds every store and hands each the root and only the dependencies it needs; a test builds a
 * fresh one with fakes in one line. There is no module-level instance.
 */
export class RootStore {
  /** Built first: every store registers here what it holds of the customer. */
  readonly customerSession = new CustomerSession();
  readonly device: DeviceStore;
  readonly preferences: PreferencesStore;
  readonly business: BusinessStore;
  readonly appUpdate: AppUpdateStore;
  readonly menu: MenuStore;
  readonly auth: AuthStore;
  readonly cart: CartStore;
  /** A reservation's pre-order: a cart of its own that never mixes with the ordinary cart. */
  readonly reservationCart: CartStore;
  readonly reservationOffer: ReservationOffer;
  private readonly ordersOnDemand: OnDemand<OrdersStore>;
  private readonly reservationsOnDemand: OnDemand<ReservationStore>;
  private readonly walletOnDemand: OnDemand<WalletStore>;
  private readonly signInOnDemand: OnDemand<SignInStore>;
  private readonly branchContentOnDemand: OnDemand<BranchContentStore>;
  private readonly tableSittingOnDemand: OnDemand<TableSittingStore>;
  private readonly branchesOnDemand: OnDemand<BranchesStore>;
  private readonly dietaryFilterOnDemand: OnDemand<DietaryFilterStore>;
  private readonly shiftsOnDemand: OnDemand<ShiftsStore>;
  private readonly deliveryOnDemand: DeliveryOnDemand;
  /** Resolves once the persisted cart, login and delivery choices are restored (never rejects). */
  readonly hydrated: Promise<void>;

  constructor(
    readonly deps: StoreDeps,
    options: RootStoreOptions,
  ) {
    this.device = new DeviceStore(this, deps, options.fleet);
    this.preferences = new PreferencesStore(deps.languages, deps.storage);
    this.customerSession.register('language', this.preferences.forgetSessionLanguage);
    this.business = new BusinessStore(this, deps);
    this.appUpdate = new AppUpdateStore(options.currentBuildId, options.fetchBuildManifest);
    this.menu = new MenuStore(this, deps);
    this.auth = new AuthStore(this, deps);
    this.cart = new CartStore(this, deps);
    this.reservationCart = new CartStore(this, deps, 'reservation-cart');
    this.reservationOffer = new ReservationOffer(this.business);
    this.ordersOnDemand = new OnDemand('orders', async () => {
      const { OrdersStore } = await import('./orders-store.ts');
      return new OrdersStore(this, deps);
    });
    this.reservationsOnDemand = new OnDemand('reservation', async () => {
      const { ReservationStore } = await import('./reservation-store.ts');
      return new ReservationStore(this, deps);
    });
    this.walletOnDemand = new OnDemand('wallet', async () => {
      const { WalletStore } = await import('./wallet-store.ts');
      return new WalletStore(this, deps);
    });
    const keepDemoCodes = options.keepDemoCodes === true;
    this.signInOnDemand = new OnDemand('sign-in', async () => {
      const { SignInStore } = await import('./sign-in-store.ts');
      return new SignInStore(this, deps, keepDemoCodes);
    });
    this.branchContentOnDemand = new OnDemand('branch content', async () => {
      const { BranchContentStore } = await import('./branch-content-store.ts');
      return new BranchContentStore(this, deps);
    });
    this.tableSittingOnDemand = new OnDemand('table sitting', async () => {
      const { TableSittingStore } = await import('./table-sitting-store.ts');
      return new TableSittingStore(this, deps);
    });
    this.branchesOnDemand = new OnDemand('branches', async () => {
      const { BranchesStore } = await import('./branches-store.ts');
      return new BranchesStore(this, deps);
    });
    this.dietaryFilterOnDemand = new OnDemand('dietary filter', async () => {
      const { DietaryFilterStore } = await import('./dietary-filter-store.ts');
      const store = new DietaryFilterStore(this, deps);
      await store.hydrated;
      return store;
    });
    this.shiftsOnDemand = new OnDemand('shifts', async () => {
      const { ShiftsStore } = await import('./shifts-store.ts');
      return new ShiftsStore(this, deps);
    });
    this.deliveryOnDemand = new DeliveryOnDemand(deps.storage, async () => {
      const { DeliveryStore } = await import('./delivery-store.ts');
      return new DeliveryStore(this, deps);
    });
    // A filter remembered on this phone hides dishes from the first paint on, so its code loads at once.
    void this.device.hydrated.then(() => {
      if (!this.device.isManagedDevice && holdsDietaryFilter(deps.storage))
        void this.loadDietaryFilter().catch(() => undefined);
    });
    // A seam for tests only: a build replaces MODE, so browsers ship none of this (issue #34).
    const atOnce = import.meta.env.MODE === 'test' ? options.storesAtOnce : undefined;
    if (atOnce) {
      this.ordersOnDemand.provide(new atOnce.OrdersStore(this, deps));
      this.reservationsOnDemand.provide(new atOnce.ReservationStore(this, deps));
      this.walletOnDemand.provide(new atOnce.WalletStore(this, deps));
      this.deliveryOnDemand.provide(new atOnce.DeliveryStore(this, deps));
      this.signInOnDemand.provide(new atOnce.SignInStore(this, deps, keepDemoCodes));
      this.branchContentOnDemand.provide(new atOnce.BranchContentStore(this, deps));
      this.shiftsOnDemand.provide(new atOnce.ShiftsStore(this, deps));
    }
    // The stores loaded on demand may be gone from this visit, yet their keys hold the customer's.
    this.customerSession.register('on-demand-keys', () => {
      // An attempt that did not fit in a full localStorage waits in sessionStorage.
      for (const key of ON_DEMAND_CUSTOMER_KEYS) {
        deps.storage.removeItem(key);
        deps.sessionStorage.removeItem(key);
      }
      // A delivery store still loading may have read the key already: it forgets once restored.
      this.deliveryOnDemand.forgetWhenRestored();
    });
    this.hydrated = Promise.all([
      this.device.hydrated,
      this.auth.hydrated,
      this.cart.hydrated,
      this.reservationCart.hydrated,
      // A stored delivery choice is restored before any screen shows (DeliveryOnDemand).
      this.deliveryOnDemand.restoreAtStart(),
    ]).then(() => undefined);
  }

  /** A draft address for a saved location (DeliveryStore.createDraft); the delivery store is loaded. */
  createAddressDraft(): DeliveryStore {
    return this.delivery.createDraft();
  }

  /**
   * At the app's start, wherever it opens: an order paid online whose page the customer never saw
   * (the tab closed on the payment page) is settled now, so its paid lines leave the cart. The
   * orders' code loads only when such an order waits; a failed check is left to "Place order".
   */
  async settleAwaitingPayment(): Promise<void> {
    if (readAwaitingPayment(this.deps.storage) === null) return;
    await this.hydrated;
    const orders = await this.loadOrders();
    await orders.settleAwaitingPayment().catch(() => undefined);
  }

  /**
   * Where a delivery goes: zones, the address, a country to ship to. Loaded by the routes that show
   * it (cart and checkout of a delivery, saved locations), and at the start when a choice is stored.
   */
  get delivery(): DeliveryStore {
    return this.deliveryOnDemand.current;
  }

  /**
   * The delivery store once loaded. Before, nothing can have chosen a country to ship to (a stored
   * one loads it at the start, and only the store chooses one) or fetched zones (only the store
   * fetches them): so the menu, the order bar and the opening hours read local delivery with no fee
   * and the business's own minimum order, which is exactly what the store would say.
   */
  get deliveryIfLoaded(): DeliveryStore | null {
    return this.deliveryOnDemand.loaded;
  }

  loadDelivery(): Promise<DeliveryStore> {
    return this.deliveryOnDemand.load();
  }

  /**
   * The branch's opening hours per selling type, for the screens that show or judge them in detail
   * (the checkout's schedule, the reservation's slots): their routes loaded it (`fetchShifts`).
   */
  get shifts(): ShiftsStore {
    return this.shiftsOnDemand.current;
  }

  /**
   * The opening hours' store once loaded. Before, nothing has fetched the hours (only the store
   * fetches them), and a store that has not fetched them says what every reader says without it:
   * the shop counts as open (spec §4; domain/shifts.ts isOpen).
   */
  get shiftsIfLoaded(): ShiftsStore | null {
    return this.shiftsOnDemand.loaded;
  }

  loadShifts(): Promise<ShiftsStore> {
    return this.shiftsOnDemand.load();
  }

  /**
   * Fetches the current branch's opening hours, loading their store first (issue #34: its code is
   * not in the menu's first load; the routes that show the hours start this without waiting, the
   * checkout waits for it a while). Never rejects: without the hours the shop counts as open, and
   * a store that could not load is tried again by the next call.
   */
  fetchShifts(force = false): Promise<void> {
    return this.loadShifts().then(
      (shifts) => shifts.fetch(force),
      (error: unknown) => console.warn('The opening hours could not be loaded', error),
    );
  }

  /**
   * Whether a selling type is open now. Until the opening hours are known (their store loading,
   * their call under way or failed) the shop counts as open, so no screen waits for them nor
   * flashes "closed"; the server still refuses an order the hours do not allow.
   */
  isOpen(type: OrderSellingType): boolean {
    return this.shiftsIfLoaded?.isOpen(type) ?? true;
  }

  /** Spec §4: open, or scheduled orders for pickup and delivery; dine-in needs the cart flag. */
  canOrder(type: OrderSellingType): boolean {
    return canOrder({
      open: this.isOpen(type),
      type,
      scheduledOrders: this.business.scheduledOrdersFor(type)?.on ?? false,
      cartEnabled: this.business.business?.cart_enabled ?? false,
    });
  }

  /** Orders: placing, one order's page, history. Loaded by the routes that show them. */
  get orders(): OrdersStore {
    return this.ordersOnDemand.current;
  }

  loadOrders(): Promise<OrdersStore> {
    return this.ordersOnDemand.load();
  }

  /** Reservations: the form, the list, one reservation. Loaded by the reservation routes. */
  get reservations(): ReservationStore {
    return this.reservationsOnDemand.current;
  }

  loadReservations(): Promise<ReservationStore> {
    return this.reservationsOnDemand.load();
  }

  /** The customer's wallet: its screens, paying with it. Loaded by the routes that show it. */
  get wallet(): WalletStore {
    return this.walletOnDemand.current;
  }

  /** The wallet when a screen has loaded it; before that nobody can have chosen to pay with it. */
  get walletIfLoaded(): WalletStore | null {
    return this.walletOnDemand.loaded;
  }

  loadWallet(): Promise<WalletStore> {
    return this.walletOnDemand.load();
  }

  /**
   * The calls that log in and change the login (code, registration, a new number, deleting the
   * account). Loaded by the login and profile routes; the session itself is `auth`.
   */
  get signIn(): SignInStore {
    return this.signInOnDemand.current;
  }

  loadSignIn(): Promise<SignInStore> {
    return this.signInOnDemand.load();
  }

  /**
   * A branch's banners and tables: loaded by the home, the kiosk's attract screen, the checkout,
   * the device setup and a table tablet's chrome (the menu shows neither).
   */
  get branchContent(): BranchContentStore {
    return this.branchContentOnDemand.current;
  }

  get branchContentIfLoaded(): BranchContentStore | null {
    return this.branchContentOnDemand.loaded;
  }

  loadBranchContent(): Promise<BranchContentStore> {
    return this.branchContentOnDemand.load();
  }

  /** A table tablet's party: calls to the staff, the bill, this sitting's orders. */
  get tableSitting(): TableSittingStore {
    return this.tableSittingOnDemand.current;
  }

  get tableSittingIfLoaded(): TableSittingStore | null {
    return this.tableSittingOnDemand.loaded;
  }

  loadTableSitting(): Promise<TableSittingStore> {
    return this.tableSittingOnDemand.load();
  }

  /** The business's branches for the branches page. Loaded by its route. */
  get branches(): BranchesStore {
    return this.branchesOnDemand.current;
  }

  loadBranches(): Promise<BranchesStore> {
    return this.branchesOnDemand.load();
  }

  /** Orders when a screen has loaded them (the device chrome asks about a card payment). */
  get ordersIfLoaded(): OrdersStore | null {
    return this.ordersOnDemand.loaded;
  }

  /** The dietary filter once something asked for it (its button, or a filter stored on this phone). */
  get dietaryFilterIfLoaded(): DietaryFilterStore | null {
    return this.dietaryFilterOnDemand.loaded;
  }

  loadDietaryFilter(): Promise<DietaryFilterStore> {
    return this.dietaryFilterOnDemand.load();
  }

  /**
   * The one reset of a customer's session (logout, a kiosk's idle reset or finished order): every
   * store forgets what it registered, then localStorage, sessionStorage, cookies, IndexedDB and
   * Cache Storage are wiped except what the device itself needs (KEPT_AFTER_SESSION). The stores
   * are cleared before the first await, so a caller that does not wait sees them empty at once.
   */
  async endCustomerSession(): Promise<void> {
    this.customerSession.forgetAll();
    try {
      await this.deps.browserData?.wipe(KEPT_AFTER_SESSION);
    } catch (error) {
      console.warn('Browser data could not be wiped', error);
    }
    // The stores' persistence wrote their emptied state before the wipe removed it; it is written
    // again on their next change. The language falls back to the device's default.
    await this.preferences.adoptBusinessLocales(this.business.locales);
  }

  /** Called once a business response arrives; `switching` is true when another business was open. */
  onBusinessLoaded(response: RestaurantResponse, switching: boolean): void {
    const branchId = response.restaurant?.branch_id;
    if (branchId == null) return;
    if (switching) {
      // Spec §4: another store or branch: its menu, shifts, zones, orders and wallet are not ours.
      this.menu.reset();
      this.shiftsIfLoaded?.reset();
      this.deliveryOnDemand.built?.forgetZones();
      this.ordersOnDemand.loaded?.reset();
      this.reservationsOnDemand.loaded?.reset();
    }
    this.menu.takeFromResponse(response);
    if (switching) {
      this.cart.changeBranch(branchId);
      this.reservationCart.changeBranch(branchId);
      this.deliveryOnDemand.startOver();
      this.walletIfLoaded?.reset();
    } else {
      // A cart restored from storage may hold items of another business: keep what this one offers.
      this.cart.keepAvailableIn(branchId);
      this.reservationCart.keepAvailableIn(branchId);
    }
    // A store still loading checks its restored choice itself.
    this.deliveryOnDemand.built?.checkSelection();
  }

  /**
   * Spec §4: changing branch inside a business. The new branch's menu, shifts and zones are
   * fetched; the cart keeps only what the new branch offers; delivery and wallet start over.
   */
  async chooseBranch(branchId: number): Promise<void> {
    if (!this.business.selectBranch(branchId)) return;
    this.menu.reset();
    this.shiftsIfLoaded?.reset();
    this.deliveryOnDemand.built?.forgetZones();
    this.deliveryOnDemand.startOver();
    this.walletIfLoaded?.reset();
    void this.fetchShifts();
    // The cart can only be judged against the new branch's menu, so it waits for it.
    await this.menu.ensureLoaded();
    this.cart.changeBranch(branchId);
    this.reservationCart.changeBranch(branchId);
    this.deliveryOnDemand.built?.checkSelection();
  }

  /** Stops persistence and timers, for tests and hot reload. */
  dispose(): void {
    this.device.dispose();
    this.ordersOnDemand.loaded?.stopPolling();
    this.tableSittingOnDemand.loaded?.dispose();
    this.auth.dispose();
    this.cart.dispose();
    this.reservationCart.dispose();
    this.deliveryOnDemand.dispose();
    this.dietaryFilterOnDemand.loaded?.dispose();
  }
}

/** Whether this phone remembers a filter for some business (an empty one is `"byBusiness":{}`). */
function holdsDietaryFilter(storage: StoreDeps['storage']): boolean {
  try {
    return storage.getItem(DIETARY_FILTER_KEY)?.includes('"excluded"') === true;
  } catch {
    return false;
  }
}
