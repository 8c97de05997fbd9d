import { runInAction } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scenarioFacts } from '../../mocks/test-support.ts';
import { createApiClient } from '../api/client.ts';
import {
  createTestRootStore,
  MemoryStorage,
  TEST_API_BASE_URL,
  setUpMockBackend,
} from '../../tests/support/test-root-store.ts';
import { ORDER_POLL_INTERVAL_MS } from './orders-store.ts';
import type { RootStore } from './root-store.ts';

const { backend } = setUpMockBackend();
const demo = scenarioFacts(backend, 'demo');
const fatima = demo.seed.users[0]!;
const pickupItem = demo.items.find(
  (item) => item.types.includes('car_pickup') && item.price_labels.length === 1,
)!;
const created: RootStore[] = [];

afterEach(() => {
  created.splice(0).forEach((stores) => stores.dispose());
  vi.useRealTimers();
});

/** A fetch that loses the reply of the first order POST after the server has handled it. */
function losingFirstOrderReply(): (request: Request) => Promise<Response> {
  let lost = false;
  return async (request) => {
    const response = await globalThis.fetch(request);
    if (!lost && request.method === 'POST' && new URL(request.url).pathname === '/api/webapp/order') {
      lost = true;
      throw new TypeError('Failed to fetch');
    }
    return response;
  };
}

async function customerWithCart(
  options: { loseFirstReply?: boolean; storage?: MemoryStorage; sessionStorage?: MemoryStorage } = {},
): Promise<RootStore> {
  const { stores } = createTestRootStore(
    options.loseFirstReply
      ? {
          storage: options.storage ?? new MemoryStorage(),
          sessionStorage: options.sessionStorage ?? new MemoryStorage(),
          api: (current, clock) =>
            createApiClient({
              baseUrl: TEST_API_BASE_URL,
              fetch: losingFirstOrderReply(),
              getLocale: () => 'en',
              getToken: () => current().auth.token,
              now: () => new Date(clock.now()),
              onUnauthorized: () => current().auth.handleUnauthorized(),
              retryDelayMs: 0,
            }),
        }
      : { storage: options.storage ?? new MemoryStorage() },
  );
  created.push(stores);
  await stores.business.load('demo');
  await stores.signIn.sendOtp(fatima.phone);
  await stores.signIn.verifyOtp(stores.auth.debugCode!);
  stores.cart.add({ item: pickupItem, priceLabelId: pickupItem.price_labels[0]!.id, quantity: 2 });
  stores.cart.setCar({ plate: 'K 77', model: null, color: 'white' });
  return stores;
}

async function orderIdsInHistory(stores: RootStore): Promise<number[]> {
  await stores.orders.loadHistory();
  return stores.orders.history.map((order) => order.id);
}

/** Lets MSW answer: the poll's request is real async work outside the faked timers. */
async function settle(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('OrdersStore placing an order', () => {
  it('places the cart, clears it, and finds the order in the history', async () => {
    const stores = await customerWithCart();
    const placed = await stores.orders.placeOrder('car_pickup');
    expect(placed?.order.status).toBe('pending');
    expect(placed?.order.order_lines.map((line) => [line.item_id, line.quantity])).toEqual([
      [pickupItem.id, 2],
    ]);
    expect(stores.cart.isEmpty).toBe(true);
    expect(stores.orders.error).toBeNull();
    expect(await orderIdsInHistory(stores)).toEqual([placed!.order.id]);
  });

  it('sends a double tap once', async () => {
    const stores = await customerWithCart();
    const [first, second] = await Promise.all([
      stores.orders.placeOrder('car_pickup'),
      stores.orders.placeOrder('car_pickup'),
    ]);
    expect(second?.order.id).toBe(first?.order.id);
    expect(await orderIdsInHistory(stores)).toEqual([first!.order.id]);
  });

  it('keeps the cart after a lost reply, says the outcome is unknown, and gets the same order when retried', async () => {
    const stores = await customerWithCart({ loseFirstReply: true });
    expect(await stores.orders.placeOrder('car_pickup')).toBeNull();
    expect(stores.orders.error?.kind).toBe('unknown-outcome');
    expect(stores.orders.outcomeUnknown).toBe(true);
    expect(stores.cart.count).toBe(2);

    const retried = await stores.orders.placeOrder('car_pickup');
    expect(retried).not.toBeNull();
    expect(stores.orders.outcomeUnknown).toBe(false);
    expect(stores.cart.isEmpty).toBe(true);
    expect(await orderIdsInHistory(stores)).toEqual([retried!.order.id]);
  });

  it('gets the same order when the customer reloads after a lost reply and submits again', async () => {
    const storage = new MemoryStorage();
    const before = await customerWithCart({ loseFirstReply: true, storage });
    expect(await before.orders.placeOrder('car_pickup')).toBeNull();

    const { stores: after } = createTestRootStore({ storage });
    created.push(after);
    await after.hydrated;
    await after.business.load('demo');
    expect(after.cart.count).toBe(2);
    expect(after.orders.outcomeUnknown).toBe(true);
    const placed = await after.orders.placeOrder('car_pickup');
    expect(after.orders.deviceOrders.map((order) => order.id)).toEqual([placed!.order.id]);
    expect(await orderIdsInHistory(after)).toEqual([placed!.order.id]);
  });

  it('keeps a lost reply open across a visit to another business, and sends that same order on return', async () => {
    const stores = await customerWithCart({ loseFirstReply: true });
    expect(await stores.orders.placeOrder('car_pickup')).toBeNull();
    const demoBusiness = stores.business.ownerId;

    await stores.business.load('solo');
    // The other business's checkout has nothing unknown: the demo's order never follows there.
    expect(stores.business.ownerId).not.toBe(demoBusiness);
    expect(stores.orders.outcomeUnknown).toBe(false);

    await stores.business.load('demo');
    expect(stores.orders.outcomeUnknown).toBe(true);
    stores.cart.add({ item: pickupItem, priceLabelId: pickupItem.price_labels[0]!.id, quantity: 2 });
    const placed = await stores.orders.placeOrder('car_pickup');
    expect(await orderIdsInHistory(stores)).toEqual([placed!.order.id]);
  });

  it('keeps the retry protection across a reload when localStorage is full', async () => {
    const storage = new MemoryStorage();
    const sessionStorage = new MemoryStorage();
    const before = await customerWithCart({ loseFirstReply: true, storage, sessionStorage });
    storage.failures.write = true;
    expect(await before.orders.placeOrder('car_pickup')).toBeNull();
    before.dispose();

    const { stores: after } = createTestRootStore({ storage, sessionStorage });
    created.push(after);
    await after.hydrated;
    await after.business.load('demo');
    expect(after.orders.outcomeUnknown).toBe(true);
    const placed = await after.orders.placeOrder('car_pickup');
    expect(await orderIdsInHistory(after)).toEqual([placed!.order.id]);
    // Once resolved, neither storage holds it.
    expect([storage.entries.has('order-attempt'), sessionStorage.entries.has('order-attempt')]).toEqual([
      false,
      false,
    ]);
  });

  it('settles a card payment left before its page loaded: the next start empties the cart', async () => {
    const storage = new MemoryStorage();
    const before = await customerWithCart({ storage });
    before.cart.setPaymentType(1);
    const paid = await before.orders.placeOrder('car_pickup');
    expect([Boolean(paid?.paymentUrl), before.cart.count]).toEqual([true, 2]);

    const { stores: after } = createTestRootStore({ storage });
    created.push(after);
    await after.settleAwaitingPayment();
    expect(after.cart.isEmpty).toBe(true);
  });

  it('never pays again for a paid cart: "Place order" asks about the awaited payment first', async () => {
    const storage = new MemoryStorage();
    const before = await customerWithCart({ storage });
    before.cart.setPaymentType(1);
    const paid = await before.orders.placeOrder('car_pickup');

    // The next start could not ask (offline): the paid lines are still in the cart.
    const { stores: after } = createTestRootStore({ storage });
    created.push(after);
    await after.hydrated;
    await after.business.load('demo');
    backend.faults.add({ method: 'GET', path: '/api/webapp/order/*', networkError: true, times: 2 });
    expect(await after.orders.placeOrder('car_pickup')).toBeNull();
    expect([after.orders.error?.kind, after.cart.count]).toEqual(['network', 2]);

    const again = await after.orders.placeOrder('car_pickup');
    expect(again?.order.id).toBe(paid!.order.id);
    expect(after.cart.isEmpty).toBe(true);
    expect(await orderIdsInHistory(after)).toEqual([paid!.order.id]);
  });

  it.each([
    ['the payment method', (stores: RootStore) => stores.cart.setPaymentType(1)],
    ['the quantity', (stores: RootStore) => stores.cart.setQuantity(stores.cart.items[0]!.key, 3)],
    ['the car', (stores: RootStore) => stores.cart.setCar({ plate: 'K 78', model: null, color: 'red' })],
  ])(
    'after a lost reply, a change of %s sends the first order again, never a second',
    async (_case, change) => {
      const stores = await customerWithCart({ loseFirstReply: true });
      await stores.orders.placeOrder('car_pickup');
      change(stores);
      const placed = await stores.orders.placeOrder('car_pickup');
      expect(placed?.order.order_lines[0]?.quantity).toBe(2);
      expect(placed?.order.payment_type).toBe(2);
      expect(await orderIdsInHistory(stores)).toEqual([placed!.order.id]);
    },
  );

  it('after a refusal the customer may change the order and send it as a new one', async () => {
    const stores = await customerWithCart();
    backend.faults.add({ method: 'POST', path: '/api/webapp/order', status: 422, times: 1, message: 'No' });
    expect(await stores.orders.placeOrder('car_pickup')).toBeNull();
    expect(stores.orders.error).toEqual({ kind: 'invalid', message: 'No', fields: {} });
    expect(stores.orders.outcomeUnknown).toBe(false);
    stores.cart.setQuantity(stores.cart.items[0]!.key, 3);
    const placed = await stores.orders.placeOrder('car_pickup');
    expect(placed?.order.order_lines[0]?.quantity).toBe(3);
    expect(await orderIdsInHistory(stores)).toEqual([placed!.order.id]);
  });

  it('treats a server error as an unknown outcome and resolves it into one order', async () => {
    const stores = await customerWithCart();
    backend.faults.add({
      method: 'POST',
      path: '/api/webapp/order',
      status: 500,
      message: 'Kitchen offline',
      times: 1,
    });
    expect(await stores.orders.placeOrder('car_pickup')).toBeNull();
    expect(stores.orders.error?.kind).toBe('unknown-outcome');
    expect(stores.cart.count).toBe(2);
    expect(stores.orders.placing).toBe(false);
    const placed = await stores.orders.placeOrder('car_pickup');
    expect(placed).not.toBeNull();
    expect(await orderIdsInHistory(stores)).toEqual([placed!.order.id]);
  });

  it('sends nothing and leaves nothing unknown when the amounts cannot be checked', async () => {
    const stores = await customerWithCart();
    backend.faults.add({
      method: 'POST',
      path: '/api/service/pos/calc-order/*',
      networkError: true,
      times: 2,
    });
    expect(await stores.orders.placeOrder('car_pickup')).toBeNull();
    expect(stores.orders.error?.kind).toBe('network');
    expect(stores.orders.outcomeUnknown).toBe(false);
    expect(await orderIdsInHistory(stores)).toEqual([]);
  });

  it("sends a logged-in customer's own name and phone, never a guest's typed before the login", async () => {
    const { stores } = createTestRootStore();
    created.push(stores);
    await stores.business.load('demo');
    stores.cart.setContact('Previous Guest', '+96599999999');
    await stores.signIn.sendOtp(fatima.phone);
    await stores.signIn.verifyOtp(stores.auth.debugCode!);
    expect([stores.cart.name, stores.cart.phone]).toEqual(['', '']);
    stores.cart.add({ item: pickupItem, priceLabelId: pickupItem.price_labels[0]!.id });
    stores.cart.setCar({ plate: 'K 1', model: null, color: null });
    // Even a contact set after the login (an old screen) is not what the order carries.
    stores.cart.setContact('Previous Guest', '+96599999999');
    const placed = await stores.orders.placeOrder('car_pickup');
    expect([placed?.order.name, placed?.order.phone]).toEqual([stores.auth.user!.name, fatima.phone]);

    stores.cart.setContact('Someone', '+96511111111');
    stores.auth.logout();
    expect([stores.cart.name, stores.cart.phone]).toEqual(['', '']);
  });

  it("shows an order's personal fields only to its customer or the device that placed it", async () => {
    const { stores: guest } = createTestRootStore();
    created.push(guest);
    await guest.business.load('demo');
    guest.cart.add({ item: pickupItem, priceLabelId: pickupItem.price_labels[0]!.id });
    guest.cart.setCar({ plate: 'K 5', model: null, color: null });
    guest.cart.setContact('Guest Person', '+96550001111');
    const placed = await guest.orders.placeOrder('car_pickup');
    expect(placed?.accessSecret).toMatch(/^[0-9a-f]{32}$/);
    expect((await guest.orders.loadOrder(placed!.order.id))?.name).toBe('Guest Person');

    const { stores: stranger } = createTestRootStore();
    created.push(stranger);
    await stranger.business.load('demo');
    const seen = await stranger.orders.loadOrder(placed!.order.id);
    expect(seen?.status).toBe('pending');
    expect(seen?.order_lines).toHaveLength(1);
    expect([seen?.name, seen?.phone, seen?.car, seen?.comment, seen?.address]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it.each([
    ['an empty cart', (stores: RootStore) => stores.cart.reset(), 'empty-cart'],
    [
      'a customer without a name or phone',
      (stores: RootStore) => runInAction(() => Object.assign(stores.auth, { token: null, user: null })),
      'missing-contact',
    ],
  ])('sends nothing for %s', async (_case, change, kind) => {
    const stores = await customerWithCart();
    change(stores);
    expect(await stores.orders.placeOrder('car_pickup')).toBeNull();
    expect(stores.orders.error?.kind).toBe(kind);
  });
});

describe('OrdersStore following an order', () => {
  it('polls the status until the order is completed', async () => {
    const stores = await customerWithCart();
    const placed = (await stores.orders.placeOrder('car_pickup'))!;
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    stores.orders.startPolling(placed.order.id);
    expect(stores.orders.isPolling).toBe(true);

    backend.clock.advance(60_000);
    await vi.advanceTimersByTimeAsync(ORDER_POLL_INTERVAL_MS);
    await settle(() => stores.orders.order?.status === 'accepted');
    expect(stores.orders.order?.status).toBe('accepted');

    backend.clock.advance(60 * 60_000);
    await vi.advanceTimersByTimeAsync(ORDER_POLL_INTERVAL_MS);
    await settle(() => !stores.orders.isPolling);
    expect(stores.orders.order?.status).toBe('completed');
    expect(stores.orders.isPolling).toBe(false);
  });

  it('stops when the page asks', async () => {
    const stores = await customerWithCart();
    const placed = (await stores.orders.placeOrder('car_pickup'))!;
    const stop = stores.orders.startPolling(placed.order.id);
    stop();
    expect(stores.orders.isPolling).toBe(false);
  });

  it('answers null for an unknown order', async () => {
    const stores = await customerWithCart();
    expect(await stores.orders.loadOrder(987_654_321)).toBeNull();
  });
});
