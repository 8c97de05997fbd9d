/**
 * The mock payment terminal (issue 31): card-present payments of orders placed with a `terminal`
 * method. A payment settles from the mock clock: the customer "taps" `tap_delay_ms` after it
 * started (tests move the clock instead of waiting), with the outcome of the scenario's terminal
 * setting at the time it started. The rules of what may follow what come from src/domain.
 */
import {
  isFinalPaymentStatus,
  mayFollow,
  newPaymentRefusal,
  type TerminalPaymentStatus,
} from '../../src/domain/terminal-payment.ts';
import type { Schemas } from '../api-types.ts';
import type { MockBackend } from '../backend.ts';
import type { ScenarioSeed } from '../db/records.ts';
import type {
  ScenarioState,
  StoredOrder,
  StoredTerminalPayment,
  TerminalScenario,
  TerminalSettings,
} from '../db/state.ts';
import { findOrder } from '../views/order-view.ts';
import { findBill, markBillPaid } from './table-bills.ts';
import { awaitsTerminalPayment, releaseHeldOrders, terminalMethodOf } from './held-orders.ts';

export { awaitsTerminalPayment, terminalMethodOf };
import type { Reply } from './idempotency.ts';

export const TERMINAL_SCENARIOS: readonly TerminalScenario[] = [
  'approved',
  'declined_insufficient_funds',
  'declined_card_refused',
  'customer_cancelled',
  'timed_out',
  'offline',
  'reply_lost_after_approval',
  'manual',
];

/** A customer takes a few seconds to tap; a terminal gives up after a minute without a card. */
export const DEFAULT_TAP_DELAY_MS = 4_000;
export const TERMINAL_TIMEOUT_MS = 60_000;
/** The card every approval in the mock is paid with. */
export const MOCK_CARD: Schemas['CardSummary'] = { brand: 'visa', last4: '4242' };

export function isTerminalScenario(value: unknown): value is TerminalScenario {
  return typeof value === 'string' && (TERMINAL_SCENARIOS as readonly string[]).includes(value);
}

export function terminalOf(state: ScenarioState): TerminalSettings {
  state.terminal ??= { scenario: 'approved', tap_delay_ms: DEFAULT_TAP_DELAY_MS };
  return state.terminal;
}

export function paymentsOf(state: ScenarioState): StoredTerminalPayment[] {
  state.terminal_payments ??= [];
  return state.terminal_payments;
}

const problem = (status: number, code: string, message: string, fields?: Record<string, string>): Reply => ({
  status,
  body: { error: status, message, code, ...(fields ? { fields } : {}) },
});

/** In the kitchen: paid, or to be paid in cash at the counter (never while a card is awaited). */
export function reachesKitchen(seed: ScenarioSeed, stored: StoredOrder): boolean {
  return stored.cancelled_at_ms === null && !awaitsTerminalPayment(seed, stored);
}

/** Moves a pending payment to a final state, and an approval pays its order (once). */
function finish(
  state: ScenarioState,
  stored: StoredTerminalPayment,
  status: TerminalPaymentStatus,
  nowMs: number,
  reason: Schemas['TerminalDeclineReason'] | null = null,
): void {
  if (stored.payment.status === status || !mayFollow(stored.payment.status, status)) return;
  stored.payment = {
    ...stored.payment,
    status,
    card: status === 'approved' ? MOCK_CARD : null,
    decline_reason: status === 'declined' ? (reason ?? 'other') : null,
    completed_at: new Date(nowMs).toISOString(),
  };
  if (status !== 'approved') return;
  const billId = stored.payment.bill_id;
  if (billId) {
    const bill = (state.table_bills ?? []).find((b) => b.id === billId);
    if (bill) markBillPaid(state, bill, 'terminal', stored.payment.id, nowMs);
    return;
  }
  const order = state.orders.find((o) => o.order.id === stored.payment.order_id);
  if (order) order.order.payment_status = 'paid';
  state.transactions.push({
    id: stored.payment.id,
    order_id: stored.payment.order_id,
    status: 'paid',
    amount: stored.payment.amount,
    payment_type: order?.order.payment_type ?? 4,
    gateway: 'mock-terminal',
    message: null,
    created_at: new Date(nowMs).toISOString(),
  });
}

const OUTCOME: Record<
  Exclude<TerminalScenario, 'manual' | 'offline'>,
  [TerminalPaymentStatus, Schemas['TerminalDeclineReason'] | null]
> = {
  approved: ['approved', null],
  reply_lost_after_approval: ['approved', null],
  declined_insufficient_funds: ['declined', 'insufficient_funds'],
  declined_card_refused: ['declined', 'card_refused'],
  customer_cancelled: ['cancelled', null],
  timed_out: ['timed_out', null],
};

/**
 * Settles every payment of the scenario whose moment has come, then (given the scenario's seed)
 * releases the orders held too long for their card. Reads call this first.
 */
export function settleDue(backend: MockBackend, state: ScenarioState, seed: ScenarioSeed | null): void {
  const now = backend.clock.nowMs();
  let changed = false;
  for (const stored of paymentsOf(state)) {
    if (stored.payment.status !== 'pending' || stored.scenario === 'manual' || stored.scenario === 'offline')
      continue;
    if (now < stored.settles_at_ms) continue;
    const [status, reason] = OUTCOME[stored.scenario];
    finish(state, stored, status, stored.settles_at_ms, reason);
    changed = true;
  }
  // Then the orders held too long for their card are released (after the payments settled).
  if (seed && releaseHeldOrders(seed, state, now)) changed = true;
  if (changed) backend.db.commit();
}

export function findPayment(
  backend: MockBackend,
  paymentId: string,
): { seed: ScenarioSeed; state: ScenarioState; stored: StoredTerminalPayment } | null {
  const seed = backend.db.seedForTerminalPayment(paymentId);
  if (!seed) return null;
  const state = backend.db.scenario(seed.name);
  settleDue(backend, state, seed);
  const stored = paymentsOf(state).find((p) => p.payment.id === paymentId);
  return stored ? { seed, state, stored } : null;
}

/** A payment of this bill waits on the terminal. */
export function billHasPendingPayment(state: ScenarioState, billId: string): boolean {
  return paymentsOf(state).some((p) => p.payment.bill_id === billId && p.payment.status === 'pending');
}

/** Starts a payment of a table bill on a terminal: one per bill, its amount, once. */
function startBillPayment(backend: MockBackend, billId: string, body: Record<string, unknown>): Reply {
  const found = findBill(backend, billId);
  if (!found) return problem(404, 'not_found', 'Bill not found.');
  const { seed, state, bill } = found;
  settleDue(backend, state, seed);
  const terminalId = typeof body.terminal_id === 'string' ? body.terminal_id : '';
  if (!/^TERM-[A-Za-z0-9-]{1,59}$/.test(terminalId))
    return problem(422, 'terminal_unknown', 'This terminal is not known to the business.', {
      terminal_id: 'Unknown terminal.',
    });
  if (body.tip !== undefined && body.tip !== 0)
    return problem(422, 'tips_disabled', 'The tip is part of the bill.', { tip: 'Set on the bill.' });
  const earlier = paymentsOf(state).filter((p) => p.payment.bill_id === bill.id);
  const refusal = newPaymentRefusal(earlier.map((p) => p.payment.status));
  if (refusal === 'order_already_paid' || bill.status === 'paid')
    return problem(409, 'order_already_paid', 'This bill is already paid.');
  if (refusal === 'payment_in_progress')
    return problem(409, 'payment_in_progress', 'A card payment of this bill is already under way.');
  if (bill.status !== 'open')
    return problem(409, 'order_not_payable', 'This bill was replaced by a newer one.');
  if (body.amount !== bill.amount + bill.tip)
    return problem(422, 'amount_mismatch', 'The amount is not what the bill owes.', {
      amount: 'Not the bill total.',
    });
  return startOnTerminal(backend, state, {
    id: `TP-${bill.id}-${earlier.length + 1}`,
    order_id: bill.order_ids[0]!,
    bill_id: bill.id,
    terminal_id: terminalId,
    // The terminal charges the bill with its tip; the payment says how much of it is the tip.
    amount: bill.amount + bill.tip,
    tip: bill.tip,
  });
}

/** Starts a payment of an order (or a table bill) on a terminal; the reply is the payment or the refusal. */
export function startPayment(backend: MockBackend, body: Record<string, unknown>): Reply {
  if (typeof body.bill_id === 'string') {
    if (body.order_id !== undefined)
      return problem(422, 'validation_failed', 'Please check the highlighted fields.', {
        order_id: 'An order or a bill, not both.',
      });
    return startBillPayment(backend, body.bill_id, body);
  }
  const orderId = typeof body.order_id === 'number' ? body.order_id : null;
  const found = orderId === null ? null : findOrder(backend, orderId);
  if (!found) return problem(404, 'not_found', 'Order not found.');
  const { seed, stored: order } = found;
  const state = backend.db.scenario(seed.name);
  settleDue(backend, state, seed);
  const terminalId = typeof body.terminal_id === 'string' ? body.terminal_id : '';
  if (!/^TERM-[A-Za-z0-9-]{1,59}$/.test(terminalId))
    return problem(422, 'terminal_unknown', 'This terminal is not known to the business.', {
      terminal_id: 'Unknown terminal.',
    });
  const tip = body.tip === undefined ? 0 : body.tip;
  if (typeof tip !== 'number' || !Number.isInteger(tip) || tip < 0)
    return problem(422, 'validation_failed', 'Please check the highlighted fields.', {
      tip: 'Not an amount.',
    });
  if (tip > 0) return problem(422, 'tips_disabled', 'This business does not take tips.', { tip: 'No tips.' });
  const earlier = paymentsOf(state).filter((p) => p.payment.order_id === order.order.id);
  const refusal = newPaymentRefusal(earlier.map((p) => p.payment.status));
  if (refusal === 'order_already_paid' || order.order.payment_status === 'paid')
    return problem(409, 'order_already_paid', 'This order is already paid.');
  if (refusal === 'payment_in_progress')
    return problem(409, 'payment_in_progress', 'A card payment of this order is already under way.');
  if (!awaitsTerminalPayment(seed, order))
    return problem(409, 'order_not_payable', 'This order does not wait for a card payment.');
  if (body.amount !== order.order.amounts.total)
    return problem(422, 'amount_mismatch', 'The amount is not what the order owes.', {
      amount: 'Not the order total.',
    });
  return startOnTerminal(backend, state, {
    id: `TP-${order.order.id}-${earlier.length + 1}`,
    order_id: order.order.id,
    terminal_id: terminalId,
    amount: order.order.amounts.total,
  });
}

/** Cancel from the device: a pending payment ends cancelled; a final one is answered as it is. */
export function cancelPayment(backend: MockBackend, paymentId: string): Reply {
  const found = findPayment(backend, paymentId);
  if (!found) return problem(404, 'not_found', 'Payment not found.');
  finish(found.state, found.stored, 'cancelled', backend.clock.nowMs());
  backend.db.commit();
  return { status: 200, body: { payment: found.stored.payment } };
}

/** The dev panel (or a test) decides a pending payment by hand, as the customer at the terminal. */
export function resolveByHand(
  backend: MockBackend,
  paymentId: string,
  outcome: 'approved' | 'declined',
): Reply {
  const found = findPayment(backend, paymentId);
  if (!found) return problem(404, 'not_found', 'Payment not found.');
  if (isFinalPaymentStatus(found.stored.payment.status))
    return problem(409, 'payment_final', `This payment is already ${found.stored.payment.status}.`);
  finish(
    found.state,
    found.stored,
    outcome,
    backend.clock.nowMs(),
    outcome === 'declined' ? 'card_refused' : null,
  );
  backend.db.commit();
  return { status: 200, body: { payment: found.stored.payment } };
}

/** Switches an order waiting for its card to the counter's cash method; the kitchen gets it. */
export function payAtCounter(backend: MockBackend, orderId: number): Reply {
  const found = findOrder(backend, orderId);
  if (!found) return problem(404, 'not_found', 'Order not found.');
  const { seed, stored } = found;
  const state = backend.db.scenario(seed.name);
  settleDue(backend, state, seed);
  const cash = seed.business.payment_methods.find((method) => method.kind === 'cash');
  if (cash && stored.order.payment_type === cash.payment_type) return { status: 200, body: null };
  const statuses = paymentsOf(state)
    .filter((p) => p.payment.order_id === orderId)
    .map((p) => p.payment.status);
  const refusal = newPaymentRefusal(statuses);
  if (refusal === 'order_already_paid' || stored.order.payment_status === 'paid')
    return problem(409, 'order_already_paid', 'This order is already paid.');
  if (refusal === 'payment_in_progress')
    return problem(409, 'payment_in_progress', 'A card payment of this order is already under way.');
  if (!cash || !awaitsTerminalPayment(seed, stored))
    return problem(409, 'order_not_payable', 'This order cannot be paid at the counter.');
  stored.order.payment_type = cash.payment_type;
  stored.order.payment_status = 'unpaid';
  backend.db.commit();
  return { status: 200, body: null };
}

/**
 * Asks the paired terminal to take a payment (an order's or a bill's, already checked): refused
 * while the terminal is offline, else kept pending until the scenario settles it.
 */
function startOnTerminal(
  backend: MockBackend,
  state: ScenarioState,
  started: Pick<Schemas['TerminalPayment'], 'id' | 'order_id' | 'terminal_id' | 'amount'> & {
    bill_id?: string;
    tip?: number;
  },
): Reply {
  const settings = terminalOf(state);
  if (settings.scenario === 'offline')
    return problem(503, 'terminal_offline', 'The card terminal is not answering.');
  const now = backend.clock.nowMs();
  const stored: StoredTerminalPayment = {
    payment: {
      ...started,
      tip: started.tip ?? 0,
      status: 'pending',
      card: null,
      decline_reason: null,
      created_at: new Date(now).toISOString(),
      completed_at: null,
    },
    scenario: settings.scenario,
    settles_at_ms: now + (settings.scenario === 'timed_out' ? TERMINAL_TIMEOUT_MS : settings.tap_delay_ms),
    lose_next_approved_reply: settings.scenario === 'reply_lost_after_approval',
  };
  paymentsOf(state).push(stored);
  backend.db.commit();
  return { status: 200, body: { payment: stored.payment } };
}
