import { afterEach, describe, expect, it } from 'vitest';
import { scenarioFacts } from '../../mocks/test-support.ts';
import { createApiClient } from '../api/client.ts';
import {
  createTestRootStore,
  MemoryStorage,
  TEST_API_BASE_URL,
  setUpMockBackend,
} from '../../tests/support/test-root-store.ts';
import type { RootStore } from './root-store.ts';

const { backend } = setUpMockBackend();
const demo = scenarioFacts(backend, 'demo');
const dineInItem = demo.items.find(
  (item) => item.types.includes('dine_in') && item.price_labels.length === 1,
)!;
const created: RootStore[] = [];

afterEach(() => {
  created.splice(0).forEach((stores) => stores.dispose());
});

/** A fetch that loses the reply of the first terminal-payment start after the server made it. */
function losingFirstStartReply(): (request: Request) => Promise<Response> {
  let lost = false;
  return async (request) => {
    const response = await globalThis.fetch(request);
    if (
      !lost &&
      request.method === 'POST' &&
      new URL(request.url).pathname === '/api/webapp/terminal-payments'
    ) {
      lost = true;
      throw new TypeError('Failed to fetch');
    }
    return response;
  };
}

async function kioskWithCart(storage = new MemoryStorage()): Promise<RootStore> {
  const { stores } = createTestRootStore({
    storage,
    sessionStorage: new MemoryStorage(),
    api: (current, clock) =>
      createApiClient({
        baseUrl: TEST_API_BASE_URL,
        fetch: losingFirstStartReply(),
        getLocale: () => 'en',
        getToken: () => current().auth.token,
        now: () => new Date(clock.now()),
        onUnauthorized: () => current().auth.handleUnauthorized(),
        retryDelayMs: 0,
      }),
  });
  created.push(stores);
  stores.device.applySetup({
    mode: 'kiosk',
    referenceId: 'demo',
    branchId: demo.branchId,
    tableId: null,
    pinHash: 'pbkdf2$1$00$00',
    idleSeconds: 60,
    terminalId: 'TERM-UNIT-1',
  });
  await stores.business.load('demo');
  stores.cart.add({ item: dineInItem, priceLabelId: dineInItem.price_labels[0]!.id, quantity: 1 });
  stores.cart.setContact('Kiosk Guest', '+96550001234');
  stores.cart.setPaymentType(4);
  return stores;
}

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 400 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('TerminalPaymentStore', () => {
  it('a lost start is sent again with the same key: one payment, the order paid once, the cart done', async () => {
    const stores = await kioskWithCart();
    const placed = await stores.orders.placeOrder('dine_in');
    expect(placed?.order.payment_status).toBe('pending');
    // Waiting for its card: the cart stays, and "Place order" leads back to this order.
    expect(stores.cart.isEmpty).toBe(false);
    expect(stores.orders.heldTerminalOrderId).toBe(placed!.order.id);
    expect((await stores.orders.placeOrder('dine_in'))?.order.id).toBe(placed!.order.id);

    const terminal = await stores.orders.loadTerminalPayment();
    await terminal.pay(placed!.order);
    expect(terminal.phase).toBe('failed');
    expect(terminal.inProgress).toBe(true);
    // Asked again (as the store's own timer does after 2 s): the same payment is replayed.
    await terminal.pay(placed!.order);
    expect(terminal.phase).toBe('waiting');
    expect(backend.db.scenario('demo').terminal_payments).toHaveLength(1);

    backend.clock.advance(5_000);
    await until(() => terminal.phase === 'paid');
    expect(terminal.phase).toBe('paid');
    expect(terminal.paidCard(placed!.order.id)).toEqual({ brand: 'visa', last4: '4242' });
    expect(stores.cart.isEmpty).toBe(true);
    expect(stores.orders.heldTerminalOrderId).toBeNull();
    const payments = backend.db.scenario('demo').terminal_payments!;
    expect(payments.map((p) => p.payment.status)).toEqual(['approved']);
    await until(() => stores.orders.order?.payment_status === 'paid');
    expect(stores.orders.order?.payment_status).toBe('paid');
  });

  it('after a reload the payment being followed is asked about, never started again', async () => {
    const storage = new MemoryStorage();
    const first = await kioskWithCart(storage);
    const placed = await first.orders.placeOrder('dine_in');
    const terminal = await first.orders.loadTerminalPayment();
    await terminal.pay(placed!.order);
    await terminal.pay(placed!.order);
    expect(terminal.phase).toBe('waiting');
    const again = await kioskWithCart(storage);
    expect(again.orders.heldTerminalOrderId).toBe(placed!.order.id);
    const resumed = await again.orders.loadTerminalPayment();
    expect(resumed.orderId).toBe(placed!.order.id);
    expect(resumed.phase).toBe('waiting');
    backend.clock.advance(5_000);
    await until(() => resumed.phase === 'paid');
    expect(resumed.phase).toBe('paid');
    expect(backend.db.scenario('demo').terminal_payments).toHaveLength(1);
  });
});
