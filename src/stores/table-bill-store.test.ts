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
import { TableBillStore } from './table-bill-store.ts';

const { backend } = setUpMockBackend();
const demo = scenarioFacts(backend, 'demo');
const dineInItem = demo.items.find(
  (item) => item.types.includes('dine_in') && item.price_labels.length === 1,
)!;
const created: { dispose(): void }[] = [];

afterEach(() => {
  created.splice(0).forEach((store) => store.dispose());
});

/** A fetch that loses the first reply of the given call after the server answered it. */
function losingFirstReply(path: RegExp): (request: Request) => Promise<Response> {
  let lost = false;
  return async (request) => {
    const response = await globalThis.fetch(request);
    if (!lost && request.method === 'POST' && path.test(new URL(request.url).pathname)) {
      lost = true;
      throw new TypeError('Failed to fetch');
    }
    return response;
  };
}

async function tableTablet(lose: RegExp): Promise<RootStore> {
  const { stores } = createTestRootStore({
    storage: new MemoryStorage(),
    sessionStorage: new MemoryStorage(),
    api: (current, clock) =>
      createApiClient({
        baseUrl: TEST_API_BASE_URL,
        fetch: losingFirstReply(lose),
        getLocale: () => 'en',
        getToken: () => current().auth.token,
        now: () => new Date(clock.now()),
        onUnauthorized: () => current().auth.handleUnauthorized(),
        retryDelayMs: 0,
      }),
  });
  created.push(stores);
  const table = backend.db.seed('demo').tables.find((t) => t.branch_id === demo.branchId)!;
  stores.device.applySetup({
    mode: 'table',
    referenceId: 'demo',
    branchId: demo.branchId,
    tableId: table.id,
    pinHash: 'pbkdf2$1$00$00',
    idleSeconds: 60,
    terminalId: 'TERM-UNIT-2',
  });
  await stores.business.load('demo');
  return stores;
}

async function placeTwoOrders(stores: RootStore): Promise<void> {
  for (const name of ['Table Guest', 'Table Guest']) {
    stores.cart.add({ item: dineInItem, priceLabelId: dineInItem.price_labels[0]!.id, quantity: 1 });
    stores.cart.setContact(name, '+96550001234');
    stores.cart.setPaymentType(2);
    expect(await stores.orders.placeOrder('dine_in')).not.toBeNull();
  }
  const sitting = await stores.loadTableSitting();
  await sitting.loadOrders();
  expect(sitting.orders).toHaveLength(2);
}

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 400 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
}

const billsOfDemo = () => backend.db.scenario('demo').table_bills ?? [];

describe('TableBillStore', () => {
  it('one bill per sitting however often it is opened; paid once on the terminal with the bill id', async () => {
    const stores = await tableTablet(/^\/api\/webapp\/terminal-payments$/);
    await placeTwoOrders(stores);
    const orders = stores.tableSittingIfLoaded!.orders!;
    const bill = new TableBillStore(stores, stores.deps);
    created.push(bill);
    await bill.open(orders);
    expect(bill.phase).toBe('open');
    expect(bill.bill!.amount).toBe(orders.reduce((sum, o) => sum + o.amounts.total, 0));
    // "Pay the bill" tapped again: the same bill, not a second one.
    const again = new TableBillStore(stores, stores.deps);
    created.push(again);
    await again.open(orders);
    expect(again.bill!.id).toBe(bill.bill!.id);
    expect(billsOfDemo().filter((b) => b.status === 'open')).toHaveLength(1);

    const terminal = await stores.orders.loadTerminalPayment();
    const payable = { id: bill.bill!.order_ids[0]!, amounts: { total: bill.bill!.amount } };
    // The first start's reply is lost: asked again with the same key, the same payment.
    await terminal.pay(payable, bill.bill!.id);
    expect(terminal.phase).toBe('failed');
    await terminal.pay(payable, bill.bill!.id);
    expect(terminal.phase).toBe('waiting');
    const ofBill = () =>
      (backend.db.scenario('demo').terminal_payments ?? []).filter(
        (p) => p.payment.bill_id === bill.bill!.id,
      );
    expect(ofBill()).toHaveLength(1);
    backend.clock.advance(5_000);
    await until(() => bill.phase === 'paid');
    expect(bill.phase).toBe('paid');
    expect(bill.bill!.paid_by).toBe('terminal');
    expect(ofBill().map((p) => p.payment.status)).toEqual(['approved']);
  });

  it('the phone pays online once: a lost reply is asked again, by itself, with the same key', async () => {
    const stores = await tableTablet(/\/online-payment$/);
    await placeTwoOrders(stores);
    const tablet = new TableBillStore(stores, stores.deps);
    created.push(tablet);
    await tablet.open(stores.tableSittingIfLoaded!.orders!);
    const phone = new TableBillStore(stores, stores.deps);
    created.push(phone);
    await phone.read(tablet.bill!.id);
    expect(phone.phase).toBe('open');
    // The first reply is lost after the server paid: the same key again replays the payment page.
    const url = await phone.payOnline();
    expect(phone.problem).toBeNull();
    expect(url).toMatch(new RegExp(`/demo/table-bill/${tablet.bill!.id}\\?transaction_id=`));
    expect(phone.phase).toBe('paid');
    const transactions = backend.db
      .scenario('demo')
      .transactions.filter((t) => t.id === `TX-${tablet.bill!.id}`);
    expect(transactions).toHaveLength(1);
    // The tablet notices on its next look.
    await until(() => tablet.phase === 'paid');
    expect(tablet.phase).toBe('paid');
  });

  it('a sitting without orders has nothing to pay', async () => {
    const stores = await tableTablet(/^$/);
    const bill = new TableBillStore(stores, stores.deps);
    created.push(bill);
    await bill.open([]);
    expect(bill.phase).toBe('nothing');
  });
});
