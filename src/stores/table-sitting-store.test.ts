import { afterEach, describe, expect, it, vi } from 'vitest';
import { scenarioFacts } from '../../mocks/test-support.ts';
import { TABLE_REQUEST_ACK_MS } from '../../mocks/services/table-requests.ts';
import { createTestRootStore, MemoryStorage, setUpMockBackend } from '../../tests/support/test-root-store.ts';
import { TABLE_CALL_POLL_MS } from '../domain/table-sitting.ts';
import { TABLE_SITTING_KEY } from './on-demand-keys.ts';
import { orderPayloadFor } from './order-payload.ts';
import type { RootStore } from './root-store.ts';

const { backend } = setUpMockBackend();
const demo = scenarioFacts(backend, 'demo');
const table = demo.seed.tables.find((candidate) => candidate.branch_id === demo.branchId)!;
const dineInItem = demo.items.find(
  (item) => item.types.includes('dine_in') && item.price_labels.length === 1,
)!;
const created: RootStore[] = [];

afterEach(() => {
  created.splice(0).forEach((stores) => stores.dispose());
  vi.useRealTimers();
});

async function tableTablet(storage = new MemoryStorage()): Promise<RootStore> {
  const { stores } = createTestRootStore({ storage });
  created.push(stores);
  stores.device.applySetup({
    mode: 'table',
    referenceId: 'demo',
    branchId: demo.branchId,
    tableId: table.id,
    pinHash: 'pbkdf2$1$00$00',
    idleSeconds: 60,
    terminalId: null,
  });
  await stores.business.load('demo');
  await stores.loadTableSitting();
  return stores;
}

const calls = () => backend.db.scenario('demo').table_requests ?? [];

/** Lets MSW answer: the poll's request is real async work outside the faked timers. */
async function settle(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('TableSittingStore calls', () => {
  it('a double tap calls the waiter once; it waits until the staff acknowledge, then may call again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const stores = await tableTablet();
    const { waiter } = stores.tableSitting;
    await Promise.all([stores.tableSitting.callWaiter(), stores.tableSitting.callWaiter()]);
    expect(calls()).toMatchObject([{ kind: 'waiter', table_id: table.id, branch_id: demo.branchId }]);
    expect(waiter.phase).toBe('waiting');
    await stores.tableSitting.callWaiter();
    expect(calls()).toHaveLength(1);

    vi.advanceTimersByTime(TABLE_CALL_POLL_MS);
    await settle(() => false);
    expect(waiter.phase).toBe('waiting');

    backend.clock.advance(TABLE_REQUEST_ACK_MS);
    vi.advanceTimersByTime(TABLE_CALL_POLL_MS);
    await settle(() => waiter.phase === 'idle');
    expect(waiter.phase).toBe('idle');
    await stores.tableSitting.callWaiter();
    expect(calls()).toHaveLength(2);
  });

  it('a failed call says so and a retry makes one call with the same key', async () => {
    const stores = await tableTablet();
    backend.faults.add({ method: 'POST', path: '/api/webapp/table-requests', status: 503, times: 2 });
    await stores.tableSitting.callWaiter();
    expect(stores.tableSitting.waiter.phase).toBe('failed');
    await stores.tableSitting.callWaiter();
    expect(stores.tableSitting.waiter.phase).toBe('failed');
    await stores.tableSitting.callWaiter();
    expect(stores.tableSitting.waiter.phase).toBe('waiting');
    expect(calls()).toHaveLength(1);
  });

  it('a call is taken back: the staff are told, the time it was made is gone, a failed cancel keeps it', async () => {
    const stores = await tableTablet();
    const { waiter } = stores.tableSitting;
    await stores.tableSitting.callWaiter();
    expect(waiter.calledAt).toBe(new Date(backend.clock.nowMs()).toISOString());

    backend.faults.add({
      method: 'POST',
      path: `/api/webapp/table-requests/${waiter.requestId}/cancel`,
      status: 422,
      times: 1,
    });
    await stores.tableSitting.cancelCall(waiter);
    expect(waiter.phase).toBe('waiting');
    expect(waiter.cancelFailed).toBe(true);

    await stores.tableSitting.cancelCall(waiter);
    expect(waiter).toMatchObject({ phase: 'idle', requestId: null, calledAt: null, cancelFailed: false });
    const [stored] = calls();
    expect(stored?.cancelled_at_ms).toBeDefined();
    // A new call may be made at once.
    await stores.tableSitting.callWaiter();
    expect(calls()).toHaveLength(2);
  });

  it('taking back the bill stops the idle reset it started', async () => {
    const stores = await tableTablet();
    await stores.tableSitting.askForBill();
    expect(stores.tableSitting.billAsked).toBe(true);
    await stores.tableSitting.cancelCall(stores.tableSitting.bill);
    expect(stores.tableSitting.billAsked).toBe(false);
    expect(stores.tableSitting.bill.phase).toBe('idle');
  });

  it('asking for the bill is remembered across a reload, and the end of the session forgets the party', async () => {
    const storage = new MemoryStorage();
    const stores = await tableTablet(storage);
    await stores.tableSitting.askForBill();
    expect(stores.tableSitting.billAsked).toBe(true);
    expect(stores.tableSitting.bill.phase).toBe('waiting');

    const reloaded = await tableTablet(storage);
    expect(reloaded.tableSitting.billAsked).toBe(true);
    expect(reloaded.tableSitting.bill.phase).toBe('waiting');

    await reloaded.endCustomerSession();
    expect(reloaded.tableSitting.billAsked).toBe(false);
    expect(reloaded.tableSitting.bill.phase).toBe('idle');
    expect(storage.getItem(TABLE_SITTING_KEY)).toBeNull();
    expect(reloaded.device.boundTableId).toBe(table.id);
  });
});

describe('a table tablet at checkout', () => {
  it('orders to its own table, whatever table the cart holds', async () => {
    const stores = await tableTablet();
    stores.cart.add({ item: dineInItem, priceLabelId: dineInItem.price_labels[0]!.id, quantity: 1 });
    stores.cart.setTable(table.id + 1);
    expect(orderPayloadFor(stores, 'dine_in', demo.branchId).table_id).toBe(table.id);
  });
});

describe('TableSittingStore orders', () => {
  it("lists this sitting's orders with their status and the running total; they go with the party", async () => {
    const stores = await tableTablet();
    for (const quantity of [1, 2]) {
      stores.cart.add({ item: dineInItem, priceLabelId: dineInItem.price_labels[0]!.id, quantity });
      stores.cart.setContact('Table guest', '+96550001234');
      expect(await stores.orders.placeOrder('dine_in')).not.toBeNull();
    }
    await stores.tableSitting.loadOrders();
    const orders = stores.tableSitting.orders!;
    expect(orders).toHaveLength(2);
    expect(orders.every((order) => order.status === 'pending')).toBe(true);
    expect(stores.tableSitting.runningTotal).toBe(orders[0]!.amounts.total + orders[1]!.amounts.total);

    await stores.endCustomerSession();
    await stores.tableSitting.loadOrders();
    expect(stores.tableSitting.orders).toEqual([]);
    expect(stores.tableSitting.runningTotal).toBe(0);
  });
});
