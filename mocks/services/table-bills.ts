/**
 * Table bills (issue 31): the bill of a table sitting, paid once on the paired terminal or on the
 * guest's phone through the business's online payment "gateway" (which, as for orders, pays at
 * once and sends the guest back into the app). The bill's orders come from src/domain's rule.
 */
import { sittingBill } from '../../src/domain/table-sitting.ts';
import type { Schemas } from '../api-types.ts';
import type { MockBackend } from '../backend.ts';
import type { ScenarioSeed } from '../db/records.ts';
import type { ScenarioState } from '../db/state.ts';
import { currentStatus } from './order-status.ts';
import { accessSecret } from './orders.ts';
import type { Reply } from './idempotency.ts';
import { orderTimeline } from '../views/order-view.ts';

export function billsOf(state: ScenarioState): Schemas['TableBill'][] {
  state.table_bills ??= [];
  return state.table_bills;
}

const problem = (status: number, code: string, message: string, fields?: Record<string, string>): Reply => ({
  status,
  body: { error: status, message, code, ...(fields ? { fields } : {}) },
});

export function findBill(
  backend: MockBackend,
  billId: string,
): { seed: ScenarioSeed; state: ScenarioState; bill: Schemas['TableBill'] } | null {
  const seed = backend.db.seedForTableBill(billId);
  if (!seed) return null;
  const state = backend.db.scenario(seed.name);
  const bill = billsOf(state).find((b) => b.id === billId);
  return bill ? { seed, state, bill } : null;
}

const sameOrders = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/** The bill of a sitting's orders: the open one of the same orders, or a new one. */
export function createBill(
  backend: MockBackend,
  seed: ScenarioSeed,
  body: Record<string, unknown>,
  hasPendingPayment: (billId: string) => boolean,
): Reply {
  const state = backend.db.scenario(seed.name);
  const branchId = body.branch_id;
  const tableId = body.table_id;
  if (typeof branchId !== 'number' || !seed.branches.some((b) => b.id === branchId))
    return problem(404, 'not_found', 'Branch not found.');
  if (typeof tableId !== 'number' || !Number.isInteger(tableId) || tableId <= 0)
    return problem(422, 'validation_failed', 'Please check the highlighted fields.', {
      table_id: 'Not a table.',
    });
  const ids = Array.isArray(body.order_ids) ? body.order_ids : [];
  if (ids.length === 0 || ids.length > 100 || !ids.every((id) => typeof id === 'number'))
    return problem(422, 'validation_failed', 'Please check the highlighted fields.', {
      order_ids: 'One to a hundred order ids.',
    });
  const now = backend.clock.nowMs();
  const stored = (ids as number[]).map((id) => state.orders.find((o) => o.order.id === id));
  if (stored.some((o) => !o || o.order.branch_id !== branchId))
    return problem(404, 'not_found', 'Order not found.');
  const orders = stored.map((o) => o!);
  const rule = sittingBill(
    orders.map((o) => ({
      id: o.order.id,
      total: o.order.amounts.total,
      status: o.cancelled_at_ms !== null ? 'cancelled' : currentStatus(orderTimeline(o), now),
      payment_status: o.order.payment_status,
    })),
    {
      // The business's presets (solo takes tips; the demo takes none): a tile's amount or 0.
      tips: seed.business.tips ?? null,
      tip: typeof body.tip === 'number' ? body.tip : body.tip === undefined ? 0 : -1,
    },
  );
  if (rule === 'nothing_to_pay') return problem(409, 'order_already_paid', 'This bill is already paid.');
  if (rule === 'tips_disabled')
    return problem(422, 'tips_disabled', 'This business does not take tips.', { tip: 'No tips.' });
  if (rule === 'invalid_tip')
    return problem(422, 'invalid_tip', 'The tip is not one this business offers for this bill.', {
      tip: 'Not a tip of this bill.',
    });
  const bills = billsOf(state);
  const open = bills.filter(
    (b) => b.status === 'open' && b.order_ids.some((id) => rule.orderIds.includes(id)),
  );
  const same = open.find((b) => sameOrders(b.order_ids, rule.orderIds) && b.tip === rule.tip);
  if (same) return { status: 200, body: { bill: same } };
  if (open.some((b) => hasPendingPayment(b.id)))
    return problem(409, 'payment_in_progress', 'A card payment of this bill is already under way.');
  for (const b of open) b.status = 'replaced';
  const lines: Schemas['TableBillLine'][] = orders
    .filter((o) => rule.orderIds.includes(o.order.id))
    .flatMap((o) =>
      o.order.order_lines.map((line) => ({
        order_id: o.order.id,
        name: line.name,
        quantity: line.quantity,
        total: line.total_price,
      })),
    );
  const bill: Schemas['TableBill'] = {
    id: `TB-${accessSecret().slice(0, 16)}`,
    branch_id: branchId,
    table_id: tableId,
    order_ids: rule.orderIds,
    lines,
    amount: rule.amount,
    tip: rule.tip,
    currency: seed.business.currency,
    status: 'open',
    paid_by: null,
    created_at: new Date(now).toISOString(),
    paid_at: null,
  };
  bills.push(bill);
  backend.db.commit();
  return { status: 200, body: { bill } };
}

/** The bill is paid (once): each of its orders is paid, and the payment is recorded. */
export function markBillPaid(
  state: ScenarioState,
  bill: Schemas['TableBill'],
  by: 'terminal' | 'online',
  transactionId: string,
  nowMs: number,
): void {
  if (bill.status !== 'open') return;
  bill.status = 'paid';
  bill.paid_by = by;
  bill.paid_at = new Date(nowMs).toISOString();
  for (const order of state.orders)
    if (bill.order_ids.includes(order.order.id)) order.order.payment_status = 'paid';
  state.transactions.push({
    id: transactionId,
    order_id: bill.order_ids[0]!,
    status: 'paid',
    amount: bill.amount + bill.tip,
    payment_type: by === 'online' ? 1 : 4,
    gateway: by === 'online' ? 'mock-knet' : 'mock-terminal',
    message: null,
    created_at: new Date(nowMs).toISOString(),
  });
}

/** The guest pays on the phone: the mock gateway pays at once and returns to the bill's page. */
export function payBillOnline(
  backend: MockBackend,
  billId: string,
  hasPendingPayment: (billId: string) => boolean,
): Reply {
  const found = findBill(backend, billId);
  if (!found) return problem(404, 'not_found', 'Bill not found.');
  const { seed, state, bill } = found;
  if (bill.status === 'paid') return problem(409, 'order_already_paid', 'This bill is already paid.');
  if (bill.status === 'replaced')
    return problem(409, 'order_not_payable', 'This bill was replaced by a newer one.');
  if (hasPendingPayment(bill.id))
    return problem(409, 'payment_in_progress', 'A card payment of this bill is already under way.');
  const transactionId = `TX-${bill.id}`;
  markBillPaid(state, bill, 'online', transactionId, backend.clock.nowMs());
  backend.db.commit();
  return {
    status: 200,
    body: { bill, payment_url: `/${seed.name}/table-bill/${bill.id}?transaction_id=${transactionId}` },
  };
}
