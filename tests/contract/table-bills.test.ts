/**
 * Table bills (issue 31, x-designed): a table sitting's bill is created once, read by the tablet
 * and the guest's phone, and paid once, on the paired terminal (a terminal payment with bill_id)
 * or on the business's online payment page; paying it pays each of its orders.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createNodeMocks } from '../../mocks/node.ts';
import { DEFAULT_TAP_DELAY_MS } from '../../mocks/services/terminal-payments.ts';
import { call, runEachTestAtNoon } from '../../mocks/test-support.ts';
import { listOperations, validateResponse } from './contract-document.ts';
import { orderBodyFor } from './scenario-fixture.ts';
import { tipAmount } from '../../src/domain/tips.ts';

const { server, backend } = createNodeMocks();
const operation = (id: string) => listOperations().find((op) => op.operationId === id)!;

function documented(operationId: string, reply: { status: number; body: unknown }) {
  expect(validateResponse(operation(operationId), reply.status, reply.body)).toEqual({
    documented: true,
    errors: [],
  });
}

runEachTestAtNoon({ server, backend });

let keys = 0;
let branchId: number;
let orders: { id: number; total: number }[];

async function placeCashOrder() {
  const { body } = await orderBodyFor(backend, 'demo');
  branchId = body.branch_id as number;
  const placed = await call(
    'POST',
    '/api/webapp/order',
    { ...body, payment_type: 2 },
    { 'Idempotency-Key': `bill-order-${++keys}` },
  );
  documented('placeOrder', placed);
  return { id: placed.body.order.id as number, total: placed.body.order.amounts.total as number };
}

beforeEach(async () => {
  orders = [await placeCashOrder(), await placeCashOrder()];
});

async function createBill(key = `bill-${++keys}`, overrides: Record<string, unknown> = {}) {
  const reply = await call(
    'POST',
    '/api/webapp/table-bills',
    { branch_id: branchId, table_id: 7, order_ids: orders.map((o) => o.id), ...overrides },
    { 'Idempotency-Key': key },
  );
  documented('createTableBill', reply);
  return reply;
}

async function readBill(id: string) {
  const reply = await call('GET', `/api/webapp/table-bills/${id}`);
  documented('getTableBill', reply);
  return reply;
}

async function payOnline(id: string, key = `online-${++keys}`) {
  const reply = await call('POST', `/api/webapp/table-bills/${id}/online-payment`, undefined, {
    'Idempotency-Key': key,
  });
  documented('payTableBillOnline', reply);
  return reply;
}

async function payOnTerminal(billId: string, amount: number, key = `tp-${++keys}`) {
  const reply = await call(
    'POST',
    '/api/webapp/terminal-payments',
    { bill_id: billId, terminal_id: 'TERM-DEMO-1', amount },
    { 'Idempotency-Key': key },
  );
  documented('createTerminalPayment', reply);
  return reply;
}

const paymentStatusOf = async (orderId: number) =>
  (await call('GET', `/api/webapp/order/${orderId}`)).body.order.payment_status as string;

describe('createTableBill', () => {
  it('bills the sitting’s orders with their dishes and total, and answers the same bill again', async () => {
    const first = await createBill();
    expect(first.status).toBe(200);
    const bill = first.body.bill;
    expect(bill).toMatchObject({
      status: 'open',
      paid_by: null,
      tip: 0,
      order_ids: orders.map((o) => o.id).sort((a, b) => a - b),
      amount: orders[0]!.total + orders[1]!.total,
    });
    expect(bill.lines.length).toBeGreaterThan(0);
    // Every dish belongs to one of the bill's orders (the amount is the orders' totals, fees and discounts in).
    for (const line of bill.lines as { order_id: number }[]) expect(bill.order_ids).toContain(line.order_id);
    // "Pay the bill" tapped again (a new key): the same open bill, not a second one.
    const again = await createBill();
    expect(again.body.bill.id).toBe(bill.id);
    // A lost reply sent again with its key: the first reply replayed.
    const replay = await createBill(`bill-${keys}`);
    expect(replay.body.bill.id).toBe(bill.id);
  });

  it('replaces an open bill when the party ordered more', async () => {
    const first = (await createBill()).body.bill;
    orders.push(await placeCashOrder());
    const second = (await createBill()).body.bill;
    expect(second.id).not.toBe(first.id);
    expect(second.order_ids).toHaveLength(3);
    expect((await readBill(first.id)).body.bill.status).toBe('replaced');
    expect((await payOnline(first.id)).body.code).toBe('order_not_payable');
  });

  it('refuses a tip (the demo takes none), an unknown order and an empty bill', async () => {
    expect((await createBill(undefined, { tip: 100 })).body.code).toBe('tips_disabled');
    expect((await createBill(undefined, { order_ids: [999_999_999] })).status).toBe(404);
    expect((await createBill(undefined, { order_ids: [] })).status).toBe(422);
  });
});

describe('paying a bill on the terminal', () => {
  it('one payment pays the bill and each of its orders; no second payment, no online payment after', async () => {
    const bill = (await createBill()).body.bill;
    const started = await payOnTerminal(bill.id, bill.amount);
    expect(started.status).toBe(200);
    expect(started.body.payment).toMatchObject({ bill_id: bill.id, status: 'pending', amount: bill.amount });
    // While the card is awaited: no second payment, no payment on the phone.
    expect((await payOnTerminal(bill.id, bill.amount)).body.code).toBe('payment_in_progress');
    expect((await payOnline(bill.id)).body.code).toBe('payment_in_progress');
    backend.clock.advance(DEFAULT_TAP_DELAY_MS);
    const paid = (await readBill(bill.id)).body.bill;
    expect(paid).toMatchObject({ status: 'paid', paid_by: 'terminal' });
    for (const order of orders) expect(await paymentStatusOf(order.id)).toBe('paid');
    expect((await payOnTerminal(bill.id, bill.amount)).body.code).toBe('order_already_paid');
    expect((await payOnline(bill.id)).body.code).toBe('order_already_paid');
    // The sitting has nothing left to bill.
    expect((await createBill()).body.code).toBe('order_already_paid');
    const state = await call('GET', '/__mock/terminal/demo');
    const approved = state.body.payments.filter(
      (p: { bill_id?: string; status: string }) => p.bill_id === bill.id && p.status === 'approved',
    );
    expect(approved).toHaveLength(1);
  });

  it('refuses another amount than the bill’s', async () => {
    const bill = (await createBill()).body.bill;
    expect((await payOnTerminal(bill.id, bill.amount - 1)).body.code).toBe('amount_mismatch');
  });
});

describe('paying a bill on the phone', () => {
  it('answers the online payment page; a retry replays it; the bill and its orders are paid once', async () => {
    const bill = (await createBill()).body.bill;
    const key = `online-${++keys}`;
    const paid = await payOnline(bill.id, key);
    expect(paid.status).toBe(200);
    expect(paid.body.payment_url).toBe(`/demo/table-bill/${bill.id}?transaction_id=TX-${bill.id}`);
    expect(paid.body.bill).toMatchObject({ status: 'paid', paid_by: 'online' });
    const replay = await payOnline(bill.id, key);
    expect(replay.body.payment_url).toBe(paid.body.payment_url);
    expect((await payOnline(bill.id)).body.code).toBe('order_already_paid');
    expect((await payOnTerminal(bill.id, bill.amount)).body.code).toBe('order_already_paid');
    for (const order of orders) expect(await paymentStatusOf(order.id)).toBe('paid');
  });

  it('an unknown bill is not found', async () => {
    expect((await call('GET', '/api/webapp/table-bills/TB-nope')).status).toBe(404);
  });
});

describe('tips where the business takes them (solo: No tip, 10, 15 or 20 %)', () => {
  async function soloOrders() {
    const { body } = await orderBodyFor(backend, 'solo');
    const placed = [];
    for (let i = 0; i < 2; i += 1) {
      const reply = await call(
        'POST',
        '/api/webapp/order',
        { ...body, payment_type: 2 },
        { 'Idempotency-Key': `solo-order-${++keys}` },
      );
      documented('placeOrder', reply);
      placed.push({ id: reply.body.order.id as number, total: reply.body.order.amounts.total as number });
    }
    return { branch: body.branch_id as number, placed };
  }

  async function soloBill(branch: number, ids: number[], tip?: number) {
    const reply = await call(
      'POST',
      '/api/webapp/table-bills',
      { branch_id: branch, table_id: 3, order_ids: ids, ...(tip === undefined ? {} : { tip }) },
      { 'Idempotency-Key': `solo-bill-${++keys}` },
    );
    documented('createTableBill', reply);
    return reply;
  }

  it('the business says so; the demo takes none', async () => {
    const solo = await call('GET', '/api/webapp/v5/restaurant/solo');
    expect(solo.body.restaurant.tips).toEqual({ percentages: [10, 15, 20], default_percentage: null });
    const demo = await call('GET', '/api/webapp/v5/restaurant/demo');
    expect(demo.body.restaurant.tips ?? null).toBeNull();
  });

  it('a preset tip is on the bill; the terminal charges bill + tip; a new tip replaces the open bill', async () => {
    const { branch, placed } = await soloOrders();
    const ids = placed.map((o) => o.id);
    const amount = placed[0]!.total + placed[1]!.total;
    const untipped = (await soloBill(branch, ids)).body.bill;
    expect(untipped).toMatchObject({ amount, tip: 0, status: 'open' });
    const tip = tipAmount(amount, 15);
    const tipped = (await soloBill(branch, ids, tip)).body.bill;
    expect(tipped).toMatchObject({ amount, tip, status: 'open' });
    expect(tipped.id).not.toBe(untipped.id);
    expect((await readBill(untipped.id)).body.bill.status).toBe('replaced');
    // The same tip again: the same bill.
    expect((await soloBill(branch, ids, tip)).body.bill.id).toBe(tipped.id);
    // The bill's amount alone is not what the terminal charges.
    expect((await payOnTerminal(tipped.id, amount)).body.code).toBe('amount_mismatch');
    const started = await payOnTerminal(tipped.id, amount + tip);
    expect(started.body.payment).toMatchObject({ status: 'pending', amount: amount + tip, tip });
    // While the card is awaited the tip (the bill) cannot change.
    expect((await soloBill(branch, ids, tipAmount(amount, 20))).body.code).toBe('payment_in_progress');
    backend.clock.advance(DEFAULT_TAP_DELAY_MS);
    expect((await readBill(tipped.id)).body.bill).toMatchObject({ status: 'paid', paid_by: 'terminal' });
    const recorded = backend.db.scenario('solo').transactions.find((t) => t.id === started.body.payment.id);
    expect(recorded?.amount).toBe(amount + tip);
  });

  it('the phone pays bill + tip online', async () => {
    const { branch, placed } = await soloOrders();
    const amount = placed[0]!.total + placed[1]!.total;
    const tip = tipAmount(amount, 10);
    const bill = (
      await soloBill(
        branch,
        placed.map((o) => o.id),
        tip,
      )
    ).body.bill;
    const paid = await payOnline(bill.id);
    expect(paid.body.bill).toMatchObject({ status: 'paid', paid_by: 'online', tip });
    const recorded = backend.db.scenario('solo').transactions.find((t) => t.id === `TX-${bill.id}`);
    expect(recorded?.amount).toBe(amount + tip);
  });

  it('refuses a tip no tile offers, a negative one, and any tip in the demo', async () => {
    const { branch, placed } = await soloOrders();
    const ids = placed.map((o) => o.id);
    const amount = placed[0]!.total + placed[1]!.total;
    expect((await soloBill(branch, ids, tipAmount(amount, 15) + 1)).body.code).toBe('invalid_tip');
    expect((await soloBill(branch, ids, -1)).body.code).toBe('invalid_tip');
    expect(
      (await createBill(undefined, { tip: tipAmount(orders[0]!.total + orders[1]!.total, 10) })).body.code,
    ).toBe('tips_disabled');
  });
});
