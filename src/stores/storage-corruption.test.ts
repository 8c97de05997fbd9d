/**
 * Every key the app keeps on the device, damaged every way a device damages it: the app still
 * starts, keeps every other key as it was, and goes on working (OWASP ASVS 14.3; issue 10).
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { scenarioFacts } from '../../mocks/test-support.ts';
import { declareCases, recordGate } from '../../tests/support/gates.ts';
import {
  createTestRootStore,
  MemoryStorage,
  setUpMockBackend,
  TEST_NOW,
} from '../../tests/support/test-root-store.ts';
import type { RootStore } from './root-store.ts';

const { backend } = setUpMockBackend();
const demo = scenarioFacts(backend, 'demo');
const pickupItem = demo.items.find(
  (item) => item.types.includes('car_pickup') && item.price_labels.length === 1,
)!;
const created: RootStore[] = [];

afterEach(() => {
  created.splice(0).forEach((stores) => stores.dispose());
});

async function started(storage: MemoryStorage): Promise<RootStore> {
  const { stores } = createTestRootStore({ storage });
  created.push(stores);
  await stores.hydrated;
  await stores.business.load('demo');
  return stores;
}

/** A device as a returning customer leaves it: logged in, a cart, a delivery address, orders. */
async function livedInStorage(): Promise<Map<string, string>> {
  const storage = new MemoryStorage();
  const stores = await started(storage);
  await stores.signIn.sendOtp(demo.seed.users[0]!.phone);
  await stores.signIn.verifyOtp(stores.auth.debugCode!);
  stores.cart.add({ item: pickupItem, priceLabelId: pickupItem.price_labels[0]!.id, quantity: 2 });
  stores.cart.setCar({ plate: 'K 9', model: null, color: null });
  stores.delivery.setField('street', 'Gulf Road');
  expect(await stores.orders.placeOrder('car_pickup')).not.toBeNull();
  stores.cart.add({ item: pickupItem, priceLabelId: pickupItem.price_labels[0]!.id });
  storage.setItem('order-attempt', JSON.stringify({ key: 'k-1', body: { name: 'x' } }));
  storage.setItem('reservation-attempt', JSON.stringify({ key: 'k-2', body: { name: 'y' } }));
  storage.setItem(
    'device-reservations',
    JSON.stringify([{ id: 418273665902, access_secret: 'a'.repeat(32) }]),
  );
  storage.setItem('wallet-purchase-attempt', JSON.stringify({ key: 'k-3', body: { package_id: 1 } }));
  storage.setItem('order-awaiting-payment', '12');
  storage.setItem('chosen-branch:demo', String(stores.business.branchId));
  stores.dispose();
  return new Map(storage.entries);
}

/** Every key a returning customer's device holds (the first test checks the list is whole). */
const KEYS = [
  'auth',
  'cart',
  'chosen-branch:demo',
  'delivery',
  'device',
  'device-orders',
  'device-reservations',
  'order-attempt',
  'order-awaiting-payment',
  'reservation-attempt',
  'reservation-cart',
  'wallet-purchase-attempt',
];
let snapshot = new Map<string, string>();
/** The same device after an undamaged start: what every other key must still hold. */
let afterCleanStart = new Map<string, string>();

beforeAll(async () => {
  // beforeAll runs before the backend's per-test clock: pin it here too, at the demo's open hours.
  backend.clock.set(TEST_NOW, { frozen: true });
  snapshot = await livedInStorage();
  const storage = new MemoryStorage();
  for (const [name, value] of snapshot) storage.setItem(name, value);
  (await started(storage)).dispose();
  afterCleanStart = new Map(storage.entries);
});

const DAMAGE: [string, (value: string) => string][] = [
  ['garbage', () => 'ÿ{{not json at all'],
  ['null', () => 'null'],
  ['a wrong shape', () => JSON.stringify({ version: 1, data: { items: 'none', name: 5 } })],
  ['a JSON array', () => '[1,2,3]'],
  ['an older schema version', (value) => value.replace(/"version":\d+/, '"version":0')],
  ['a newer schema version', (value) => value.replace(/"version":\d+/, '"version":99')],
  ['5 MB of text', () => 'x'.repeat(5 * 1024 * 1024)],
  ['cut off halfway', (value) => value.slice(0, Math.ceil(value.length / 2))],
];

function storageCase(key: string, damage: string): string {
  return `${key}: ${damage}`;
}

describe('every stored key, damaged', () => {
  it('covers every key the app writes', () => {
    expect([...snapshot.keys()].sort()).toEqual([...KEYS].sort());
  });

  declareCases(
    'storage-cases',
    KEYS.flatMap((key) => DAMAGE.map(([damage]) => storageCase(key, damage))),
  );
  for (const key of KEYS) {
    it.each(DAMAGE)(
      `${key} holding %s: the app starts, keeps the other keys and works`,
      async (damageName, damage) => {
        // Recorded whatever happens: a case that throws is a failed case of the gate, not a gap.
        let held = false;
        try {
          vi.spyOn(console, 'warn').mockImplementation(() => undefined);
          const storage = new MemoryStorage();
          for (const [name, value] of snapshot) storage.setItem(name, name === key ? damage(value) : value);

          const stores = await started(storage);
          for (const [name, value] of afterCleanStart) {
            if (name !== key) expect(storage.entries.get(name), name).toBe(value);
          }
          stores.cart.add({ item: pickupItem, priceLabelId: pickupItem.price_labels[0]!.id });
          expect(stores.cart.count).toBeGreaterThan(0);
          expect(stores.business.business?.reference_id ?? stores.business.referenceId).toBeTruthy();
          held = true;
        } finally {
          recordGate({ gate: 'storage-cases', case: storageCase(key, damageName), held });
        }
      },
    );
  }

  it('goes on working when every write fails (a full quota)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = new MemoryStorage();
    // No open attempt: this order is a new one.
    for (const [name, value] of snapshot) if (!name.endsWith('-attempt')) storage.setItem(name, value);
    storage.failures.write = true;
    const stores = await started(storage);
    // Logout too (it empties the carts and writes): then a guest's order from scratch.
    stores.auth.logout();
    stores.cart.add({ item: pickupItem, priceLabelId: pickupItem.price_labels[0]!.id });
    stores.cart.setCar({ plate: 'K 10', model: null, color: null });
    stores.cart.setContact('Sara', '+96550001234');
    const placed = await stores.orders.placeOrder('car_pickup');
    expect(placed?.order.id).toBeGreaterThan(0);
  });

  it('goes on working when storage cannot even be read (private mode)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = new MemoryStorage();
    storage.failures.read = true;
    storage.failures.write = true;
    const stores = await started(storage);
    stores.cart.add({ item: pickupItem, priceLabelId: pickupItem.price_labels[0]!.id });
    expect(stores.cart.count).toBe(1);
  });
});
