/**
 * A fresh RootStore with fakes for store and component tests: in-memory storage, a fixed clock, a
 * language service that needs no catalogs, and a real api client whose requests go through the
 * global fetch (so an MSW server started with `createNodeMocks()` answers them).
 *
 *   const { backend } = setUpMockBackend();          // MSW server for the test file
 *   const { stores, clock } = createTestRootStore(); // clock at TEST_NOW, like the backend's
 *   await stores.business.load('demo');
 */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createNodeMocks, type NodeMocks } from '../../mocks/node.ts';
import { createApiClient, type ApiClient } from '../../src/api/client.ts';
import type { BrowserData } from '../../src/stores/browser-data.ts';
import type { Clock, KeyValueStorage, LanguageService, StoreDeps } from '../../src/stores/deps.ts';
import { BranchContentStore } from '../../src/stores/branch-content-store.ts';
import { OrdersStore } from '../../src/stores/orders-store.ts';
import { DeliveryStore } from '../../src/stores/delivery-store.ts';
import { ReservationStore } from '../../src/stores/reservation-store.ts';
import { RootStore, type RootStoreOptions } from '../../src/stores/root-store.ts';
import { ShiftsStore } from '../../src/stores/shifts-store.ts';
import { SignInStore } from '../../src/stores/sign-in-store.ts';
import { WalletStore } from '../../src/stores/wallet-store.ts';

export const TEST_API_BASE_URL = 'http://localhost/api';
/** Tuesday 2025-11-18, 12:00 in Kuwait: the demo scenario's branches are open. */
export const TEST_NOW = '2025-11-18T09:00:00.000Z';

/** Web Storage in memory; `failures` makes it behave like a broken or full browser storage. */
export class MemoryStorage implements KeyValueStorage {
  readonly entries = new Map<string, string>();
  failures: { read?: boolean; write?: boolean } = {};

  getItem(key: string): string | null {
    if (this.failures.read) throw new DOMException('The operation is insecure.', 'SecurityError');
    return this.entries.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    if (this.failures.write) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.entries.set(key, value);
  }

  removeItem(key: string): void {
    this.entries.delete(key);
  }

  /** The parsed JSON under a key, for assertions. */
  json(key: string): unknown {
    const text = this.entries.get(key);
    return text === undefined ? undefined : JSON.parse(text);
  }
}

/** A clock that stands still until the test moves it. */
export class FixedClock implements Clock {
  private ms: number;

  constructor(instant: string | number = TEST_NOW) {
    this.ms = new Date(instant).getTime();
  }

  now(): number {
    return this.ms;
  }

  set(instant: string | number): void {
    this.ms = new Date(instant).getTime();
  }

  advance(ms: number): void {
    this.ms += ms;
  }
}

/** Activates any locale it is told it has; remembers the cookie it was asked to write. */
export class FakeLanguageService implements LanguageService {
  cookie: string | null = null;
  activated: string | null = null;

  constructor(
    private readonly loadable: readonly string[] | 'all' = 'all',
    private readonly browser: readonly string[] = ['en-US'],
  ) {}

  async activate(locale: string): Promise<boolean> {
    if (this.loadable !== 'all' && !this.loadable.includes(locale)) return false;
    this.activated = locale;
    return true;
  }

  readCookie(): string | null {
    return this.cookie;
  }

  writeCookie(locale: string): void {
    this.cookie = locale;
  }

  browserLanguages(): readonly string[] {
    return this.browser;
  }
}

export interface TestRootStoreOverrides {
  /** Shared storage, e.g. to build a second RootStore that "reloads" the first one's data. */
  storage?: MemoryStorage;
  sessionStorage?: MemoryStorage;
  clock?: FixedClock;
  /** Start instant of a new FixedClock (ignored when `clock` is given). */
  now?: string | number;
  languages?: FakeLanguageService;
  /** Builds the api client; by default a real client on TEST_API_BASE_URL. */
  api?: (stores: () => RootStore, clock: Clock) => ApiClient;
  options?: Partial<RootStoreOptions>;
  /** The browser's own storages (jsdom's) instead of in-memory ones, and the wipe over them. */
  browser?: { localStorage: Storage; sessionStorage: Storage; browserData: BrowserData };
}

export interface TestRootStore {
  stores: RootStore;
  storage: MemoryStorage;
  sessionStorage: MemoryStorage;
  clock: FixedClock;
  languages: FakeLanguageService;
}

function defaultApi(stores: () => RootStore, clock: Clock): ApiClient {
  return createApiClient({
    baseUrl: TEST_API_BASE_URL,
    getLocale: () => stores().preferences.language,
    getToken: () => stores().auth.token,
    now: () => new Date(clock.now()),
    onUnauthorized: () => stores().auth.handleUnauthorized(),
    retryDelayMs: 0,
  });
}

/** Builds a fresh RootStore; call `stores.dispose()` when the test is done with it. */
export function createTestRootStore(overrides: TestRootStoreOverrides = {}): TestRootStore {
  const storage = overrides.storage ?? new MemoryStorage();
  const sessionStorage = overrides.sessionStorage ?? new MemoryStorage();
  const clock = overrides.clock ?? new FixedClock(overrides.now ?? TEST_NOW);
  const languages = overrides.languages ?? new FakeLanguageService();
  let root: RootStore | null = null;
  const current = (): RootStore => {
    if (!root) throw new Error('The api client was used before the RootStore was built');
    return root;
  };
  const deps: StoreDeps = {
    api: (overrides.api ?? defaultApi)(current, clock),
    clock,
    storage: overrides.browser?.localStorage ?? storage,
    sessionStorage: overrides.browser?.sessionStorage ?? sessionStorage,
    languages,
    browserData: overrides.browser?.browserData,
  };
  root = new RootStore(deps, {
    currentBuildId: 'test-build',
    keepDemoCodes: true,
    fetchBuildManifest: async () => ({ buildId: 'test-build' }),
    // Screens are rendered without their routes here, so nothing would load these on demand.
    storesAtOnce: {
      OrdersStore,
      ReservationStore,
      WalletStore,
      DeliveryStore,
      SignInStore,
      BranchContentStore,
      ShiftsStore,
    },
    ...overrides.options,
  });
  return { stores: root, storage, sessionStorage, clock, languages };
}

/**
 * The mock backend for a test file: listens for the whole file, pins its clock to `now` before
 * each test, and forgets orders, users, faults and extra handlers after each test.
 */
export function setUpMockBackend(now: string = TEST_NOW): NodeMocks {
  const mocks = createNodeMocks();
  beforeAll(() => mocks.server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => mocks.backend.clock.set(now, { frozen: true }));
  afterEach(() => {
    mocks.backend.db.reset();
    mocks.backend.faults.clear();
    mocks.server.resetHandlers();
  });
  afterAll(() => mocks.server.close());
  return mocks;
}

/**
 * A store for one business of the mock backend, optionally at a pinned instant (mock and store
 * clocks agree); every store built this way is disposed after its test.
 */
export function businessStoresFactory(
  mocks: NodeMocks,
  referenceId: string,
): (now?: string) => Promise<RootStore> {
  const created: RootStore[] = [];
  afterEach(() => created.splice(0).forEach((stores) => stores.dispose()));
  return async (now) => {
    if (now) mocks.backend.clock.set(now, { frozen: true });
    const { stores } = createTestRootStore(now ? { now } : {});
    created.push(stores);
    await stores.business.load(referenceId);
    return stores;
  };
}
