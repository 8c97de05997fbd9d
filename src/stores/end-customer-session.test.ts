// @vitest-environment jsdom
/**
 * The one reset of a customer's session: a device as a customer leaves it (logged in, a cart with
 * their name and phone, an order placed, a delivery address, a reservation note, their cookies, an
 * IndexedDB database, a cached reply) is wiped, and every storage is read back afterwards. Only
 * the device's setup, the language default and the offline app shell stay.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { scenarioFacts } from '../../mocks/test-support.ts';
import { createTestRootStore, setUpMockBackend } from '../../tests/support/test-root-store.ts';
import { saveDeviceSetup } from './device-staff.ts';
import { wipeBrowserData, type BrowserDataEnv } from './browser-data.ts';
import type { RootStore } from './root-store.ts';

const { backend } = setUpMockBackend();
const demo = scenarioFacts(backend, 'demo');
const item = demo.items.find((candidate) => candidate.types.includes('car_pickup'))!;
const NAME = 'Layla Kiosk-Guest';
const PHONE = '+96550009876';

/** IndexedDB and Cache Storage as jsdom lacks them: names and contents in memory. */
class FakeIndexedDb {
  readonly names = new Set<string>();
  async databases() {
    return [...this.names].map((name) => ({ name, version: 1 }));
  }
  deleteDatabase(name: string) {
    const request: { onsuccess?: () => void } = {};
    queueMicrotask(() => {
      this.names.delete(name);
      request.onsuccess?.();
    });
    return request as unknown as IDBOpenDBRequest;
  }
}

class FakeCaches {
  readonly contents = new Map<string, string>();
  async keys() {
    return [...this.contents.keys()];
  }
  async delete(name: string) {
    return this.contents.delete(name);
  }
}

let stores: RootStore;
let indexedDb: FakeIndexedDb;
let caches: FakeCaches;

function clearJsdom(): void {
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

beforeEach(async () => {
  clearJsdom();
  indexedDb = new FakeIndexedDb();
  caches = new FakeCaches();
  const env: BrowserDataEnv = {
    localStorage,
    sessionStorage,
    document,
    location: window.location,
    indexedDB: indexedDb as unknown as BrowserDataEnv['indexedDB'],
    caches: caches as unknown as BrowserDataEnv['caches'],
  };
  ({ stores } = createTestRootStore({
    browser: { localStorage, sessionStorage, browserData: { wipe: (keep) => wipeBrowserData(env, keep) } },
  }));
  await stores.hydrated;
  await stores.business.load('demo');
});

afterEach(() => {
  stores.dispose();
  clearJsdom();
});

/** Everything every storage holds, as one text to search. */
async function everythingStored(): Promise<string> {
  const web = (storage: Storage) =>
    Array.from({ length: storage.length }, (_, i) => `${storage.key(i)}=${storage.getItem(storage.key(i)!)}`);
  return [
    ...web(localStorage),
    ...web(sessionStorage),
    document.cookie,
    ...(await indexedDb.databases()).map((database) => database.name),
    ...[...caches.contents].map(([name, content]) => `${name}:${content}`),
  ].join('\n');
}

async function customerLeavesTheirTraces(): Promise<number> {
  await saveDeviceSetup(stores.device, {
    mode: 'kiosk',
    referenceId: 'demo',
    branchId: demo.branchId,
    tableId: null,
    idleSeconds: 60,
    pin: '4826',
  });
  await stores.signIn.sendOtp(PHONE);
  await stores.signIn.verifyOtp(stores.auth.debugCode!);
  await stores.auth.updateProfile({ name: NAME });
  stores.cart.add({ item, priceLabelId: item.price_labels[0]!.id, quantity: 2 });
  stores.cart.setContact(NAME, PHONE);
  stores.cart.setCar({ plate: 'KW 4242', model: null, color: null });
  const placed = await stores.orders.placeOrder('car_pickup');
  expect(placed).not.toBeNull();
  stores.cart.add({ item, priceLabelId: item.price_labels[0]!.id });
  stores.cart.setNote(`Call ${PHONE}`);
  stores.reservationCart.setContact(NAME, PHONE);
  stores.delivery.setField('street', `${NAME} street`);
  stores.reservations.draft.setNote(`Birthday of ${NAME}`);
  stores.device.chooseDining('take_away');
  stores.device.setReachMode(true);
  sessionStorage.setItem('last-search', NAME);
  document.cookie = `customer=${encodeURIComponent(PHONE)}; Path=/`;
  document.cookie = 'i18n_redirected=ar; Path=/';
  indexedDb.names.add(`orders-of-${PHONE}`);
  caches.contents.set('api-replies', `{"name":"${NAME}","phone":"${PHONE}"}`);
  caches.contents.set('workbox-precache-v2-http://localhost/', '<html>app shell</html>');
  caches.contents.set('menu-api', '{"menu":{"categories":[]}}');
  caches.contents.set('menu-images', '<picture of a dish>');
  return placed!.order.id;
}

describe('endCustomerSession', () => {
  it('leaves zero bytes of the customer in every storage and keeps the device setup', async () => {
    const orderId = await customerLeavesTheirTraces();
    const before = await everythingStored();
    for (const trace of [NAME, PHONE, 'KW 4242', String(orderId)]) expect(before).toContain(trace);

    await stores.endCustomerSession();

    const after = await everythingStored();
    for (const trace of [NAME, PHONE, encodeURIComponent(PHONE), 'KW 4242', String(orderId)]) {
      expect(after).not.toContain(trace);
    }
    expect(after).not.toContain(`"item_id":${item.id}`);
    expect(sessionStorage.length).toBe(0);
    expect(await indexedDb.databases()).toEqual([]);
    // The offline worker's public caches stay: a kiosk offline right after a reset still shows its menu.
    expect([...caches.contents.keys()]).toEqual([
      'workbox-precache-v2-http://localhost/',
      'menu-api',
      'menu-images',
    ]);
    expect(document.cookie).toBe('i18n_redirected=ar');
    expect(JSON.parse(localStorage.getItem('device')!)).toMatchObject({
      version: 1,
      data: { mode: 'kiosk', referenceId: 'demo', branchId: demo.branchId },
    });
  });

  it('empties every store that held the customer', async () => {
    await customerLeavesTheirTraces();
    await stores.endCustomerSession();
    expect(stores.auth.token).toBeNull();
    expect(stores.auth.user).toBeNull();
    expect(stores.auth.phoneNumber).toBeNull();
    expect(stores.cart.isEmpty).toBe(true);
    expect([stores.cart.name, stores.cart.phone, stores.cart.note, stores.cart.car]).toEqual([
      '',
      '',
      '',
      null,
    ]);
    expect([stores.reservationCart.name, stores.reservationCart.phone]).toEqual(['', '']);
    expect(stores.delivery.deliveryForm.fields.street ?? null).toBeNull();
    expect(stores.reservations.draft.note).toBe('');
    expect(stores.orders.deviceOrders).toEqual([]);
    expect(stores.orders.lastPlaced).toBeNull();
    expect(stores.device.dining).toBeNull();
    expect(stores.device.reachMode).toBe(false);
    expect(stores.device.isKiosk).toBe(true);
  });

  it('logout is the same reset: a phone keeps only the language and its branch choice', async () => {
    await stores.signIn.sendOtp(PHONE);
    await stores.signIn.verifyOtp(stores.auth.debugCode!);
    stores.cart.add({ item, priceLabelId: item.price_labels[0]!.id });
    document.cookie = 'i18n_redirected=en; Path=/';
    document.cookie = 'customer=1; Path=/';
    caches.contents.set('api-replies', PHONE);
    stores.auth.logout();
    // The stores are empty at once; the browser's storages follow.
    expect(stores.auth.token).toBeNull();
    expect(stores.cart.isEmpty).toBe(true);
    await stores.endCustomerSession();
    expect(await everythingStored()).not.toContain(PHONE);
    expect(document.cookie).toBe('i18n_redirected=en');
    expect(stores.device.mode).toBe('phone');
  });

  it('registers every store that holds something of the customer', () => {
    expect(stores.customerSession.holders.sort()).toEqual(
      [
        'auth',
        'cart',
        'delivery',
        'device',
        'language',
        'on-demand-keys',
        'orders',
        'reservation-cart',
        'reservations',
        'wallet',
      ].sort(),
    );
  });
});
