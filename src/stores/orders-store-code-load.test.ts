import { afterEach, expect, it, vi } from 'vitest';
import { scenarioFacts } from '../../mocks/test-support.ts';
import { createTestRootStore, setUpMockBackend } from '../../tests/support/test-root-store.ts';
import type { RootStore } from './root-store.ts';

// The order's payload is code fetched while placing (orders-store.ts): here its file never arrives,
// as on a phone that lost its connection on the checkout before that file was loaded. A module
// that fails to import cannot be mocked as such (other stores import it statically), so reading
// its function fails the way the browser's import does, inside the same step.
vi.mock('./order-payload.ts', () => ({
  get orderPayloadFor(): never {
    throw new TypeError(
      'Failed to fetch dynamically imported module: https://menu.example/assets/a1b2c3d.js',
    );
  },
}));

const { backend } = setUpMockBackend();
const demo = scenarioFacts(backend, 'demo');
const pickupItem = demo.items.find(
  (item) => item.types.includes('car_pickup') && item.price_labels.length === 1,
)!;
let stores: RootStore | null = null;

afterEach(() => {
  stores?.dispose();
  vi.unstubAllGlobals();
});

it.each([
  { onLine: false, expected: 'offline' },
  { onLine: true, expected: 'network' },
])(
  "placing an order whose code did not arrive (online: $onLine) says $expected, not the server's fault, and keeps the cart",
  async ({ onLine, expected }) => {
    stores = createTestRootStore().stores;
    await stores.business.load('demo');
    stores.cart.add({ item: pickupItem, priceLabelId: pickupItem.price_labels[0]!.id, quantity: 2 });
    stores.cart.setCar({ plate: 'K 77', model: null, color: 'white' });
    stores.cart.setContact('Sara Al-Ali', '+966501234567');
    vi.stubGlobal('navigator', { onLine });

    expect(await stores.orders.placeOrder('car_pickup')).toBeNull();

    expect(stores.orders.error?.kind).toBe(expected);
    expect(stores.orders.placing).toBe(false);
    expect(stores.cart.items).toHaveLength(1);
  },
);
