/**
 * Card payments on a payment terminal (issue 31, x-designed): every operation in every scenario of
 * the mock terminal answers as the contract documents, and the money rules hold: one pending
 * payment per order, never a second after an approval, a retry with the same key replays, a
 * cancel that arrives after the approval leaves the payment approved, the counter only for an
 * order whose card was not taken.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createNodeMocks } from '../../mocks/node.ts';
import {
  DEFAULT_TAP_DELAY_MS,
  TERMINAL_SCENARIOS,
  TERMINAL_TIMEOUT_MS,
} from '../../mocks/services/terminal-payments.ts';
import type { TerminalScenario } from '../../mocks/db/state.ts';
import { call, runEachTestAtNoon } from '../../mocks/test-support.ts';
import { listOperations, validateResponse } from './contract-document.ts';
import { orderBodyFor } from './scenario-fixture.ts';
import { HELD_ORDER_RELEASE_MS } from '../../src/domain/terminal-payment.ts';

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
let order: { id: number; total: number };

beforeEach(async () => {
  const { body } = await orderBodyFor(backend, 'demo');
  const placed = await call(
    'POST',
    '/api/webapp/order',
    { ...body, payment_type: 4 },
    { 'Idempotency-Key': `terminal-order-${++keys}` },
  );
  documented('placeOrder', placed);
  expect(placed.body.order.payment_status).toBe('pending');
  order = { id: placed.body.order.id, total: placed.body.order.amounts.total };
});

async function terminalWill(scenario: TerminalScenario) {
  const reply = await call('POST', '/__mock/terminal/demo', { scenario });
  expect(reply.status).toBe(200);
}

async function start(key = `pay-${++keys}`, overrides: Record<string, unknown> = {}) {
  const reply = await call(
    'POST',
    '/api/webapp/terminal-payments',
    { order_id: order.id, terminal_id: 'TERM-DEMO-1', amount: order.total, ...overrides },
    { 'Idempotency-Key': key },
  );
  documented('createTerminalPayment', reply);
  return reply;
}

async function read(id: string) {
  const reply = await call('GET', `/api/webapp/terminal-payments/${id}`);
  if (reply.status !== 0) documented('getTerminalPayment', reply);
  return reply;
}

async function cancel(id: string) {
  const reply = await call('POST', `/api/webapp/terminal-payments/${id}/cancel`);
  documented('cancelTerminalPayment', reply);
  return reply;
}

async function counter() {
  const reply = await call('POST', `/api/webapp/order/${order.id}/pay-at-counter`);
  documented('payOrderAtCounter', reply);
  return reply;
}

const orderNow = () => backend.db.scenario('demo').orders.find((o) => o.order.id === order.id)!.order;

const EXPECTED: Record<
  Exclude<TerminalScenario, 'offline' | 'manual'>,
  { status: string; reason: string | null; waitMs: number }
> = {
  approved: { status: 'approved', reason: null, waitMs: DEFAULT_TAP_DELAY_MS },
  reply_lost_after_approval: { status: 'approved', reason: null, waitMs: DEFAULT_TAP_DELAY_MS },
  declined_insufficient_funds: {
    status: 'declined',
    reason: 'insufficient_funds',
    waitMs: DEFAULT_TAP_DELAY_MS,
  },
  declined_card_refused: { status: 'declined', reason: 'card_refused', waitMs: DEFAULT_TAP_DELAY_MS },
  customer_cancelled: { status: 'cancelled', reason: null, waitMs: DEFAULT_TAP_DELAY_MS },
  timed_out: { status: 'timed_out', reason: null, waitMs: TERMINAL_TIMEOUT_MS },
};

describe('every scenario of the mock terminal, every operation', () => {
  it('lists every scenario', () => {
    expect([...TERMINAL_SCENARIOS].sort()).toEqual([...Object.keys(EXPECTED), 'manual', 'offline'].sort());
  });

  it.each(Object.entries(EXPECTED))('%s', async (scenario, expected) => {
    await terminalWill(scenario as TerminalScenario);
    const started = await start();
    expect(started.status).toBe(200);
    expect(started.body.payment).toMatchObject({
      status: 'pending',
      amount: order.total,
      tip: 0,
      card: null,
    });
    const id: string = started.body.payment.id;
    // While it waits: one payment per order, and no counter.
    expect((await start()).body.code).toBe('payment_in_progress');
    expect((await counter()).body.code).toBe('payment_in_progress');
    backend.clock.advance(expected.waitMs - 1);
    expect((await read(id)).body.payment.status).toBe('pending');
    backend.clock.advance(1);
    if (scenario === 'reply_lost_after_approval') {
      // The answer is lost once; asking again tells the approval, and no payment was added.
      await expect(fetch(`http://localhost/api/webapp/terminal-payments/${id}`)).rejects.toThrow();
    }
    const final = (await read(id)).body.payment;
    expect(final).toMatchObject({ status: expected.status, decline_reason: expected.reason });
    expect(final.card).toEqual(expected.status === 'approved' ? { brand: 'visa', last4: '4242' } : null);
    // A final state never changes: a cancel now is answered with it.
    expect((await cancel(id)).body.payment.status).toBe(expected.status);
    if (expected.status === 'approved') {
      expect(orderNow().payment_status).toBe('paid');
      expect((await start()).body.code).toBe('order_already_paid');
      expect((await counter()).body.code).toBe('order_already_paid');
    } else {
      expect(orderNow().payment_status).toBe('pending');
      // Another card may be tried, or the counter chosen.
      await terminalWill('manual');
      const again = await start();
      expect(again.status).toBe(200);
      await cancel(again.body.payment.id);
      const switched = await counter();
      expect(switched.status).toBe(200);
      expect(switched.body.order).toMatchObject({ payment_type: 2, payment_status: 'unpaid' });
      expect((await counter()).status).toBe(200);
      expect((await start()).body.code).toBe('order_not_payable');
    }
    expect(
      backend.db.scenario('demo').terminal_payments!.filter((p) => p.payment.status === 'approved').length,
    ).toBe(expected.status === 'approved' ? 1 : 0);
  });

  it('offline: 503 terminal_offline, nothing started, the key freed', async () => {
    await terminalWill('offline');
    const refused = await start('offline-key');
    expect(refused.status).toBe(503);
    expect(refused.body.code).toBe('terminal_offline');
    expect(backend.db.scenario('demo').terminal_payments ?? []).toHaveLength(0);
    await terminalWill('approved');
    expect((await start('offline-key')).status).toBe(200);
  });

  it('manual: waits until the dev panel approves or declines it', async () => {
    await terminalWill('manual');
    const id: string = (await start()).body.payment.id;
    backend.clock.advance(10 * TERMINAL_TIMEOUT_MS);
    expect((await read(id)).body.payment.status).toBe('pending');
    expect((await call('POST', `/__mock/terminal-payments/${id}/decline`)).status).toBe(200);
    expect((await read(id)).body.payment).toMatchObject({
      status: 'declined',
      decline_reason: 'card_refused',
    });
    const next: string = (await start()).body.payment.id;
    expect((await call('POST', `/__mock/terminal-payments/${next}/approve`)).status).toBe(200);
    expect((await read(next)).body.payment.status).toBe('approved');
    expect((await call('POST', `/__mock/terminal-payments/${next}/decline`)).status).toBe(409);
  });
});

describe('integrity of a start', () => {
  it('a retry with the same key replays the payment and starts none', async () => {
    const first = await start('same-key');
    const second = await start('same-key');
    expect(second.body).toEqual(first.body);
    expect(backend.db.scenario('demo').terminal_payments).toHaveLength(1);
  });

  it.each([
    { case: 'a wrong amount', overrides: { amount: 1 }, status: 422, code: 'amount_mismatch' },
    { case: 'a tip where tips are off', overrides: { tip: 100 }, status: 422, code: 'tips_disabled' },
    {
      case: 'an unknown terminal',
      overrides: { terminal_id: 'nope' },
      status: 422,
      code: 'terminal_unknown',
    },
    { case: 'an unknown order', overrides: { order_id: 1 }, status: 404, code: 'not_found' },
  ])('refuses $case', async ({ overrides, status, code }) => {
    const refused = await start(undefined, overrides);
    expect(refused.status).toBe(status);
    expect(refused.body.code).toBe(code);
    expect(backend.db.scenario('demo').terminal_payments ?? []).toHaveLength(0);
  });

  it('a cancel that arrives after the approval leaves it approved', async () => {
    await terminalWill('approved');
    const id: string = (await start()).body.payment.id;
    backend.clock.advance(DEFAULT_TAP_DELAY_MS);
    expect((await cancel(id)).body.payment.status).toBe('approved');
    expect(orderNow().payment_status).toBe('paid');
  });

  it('a cancel while pending ends it cancelled; unknown payments are 404', async () => {
    const id: string = (await start()).body.payment.id;
    expect((await cancel(id)).body.payment.status).toBe('cancelled');
    expect((await read('TP-1-1')).status).toBe(404);
    expect((await cancel('TP-1-1')).status).toBe(404);
  });
});

describe('a held order is released (cancelled, never charged) 15 minutes after its last activity', () => {
  const kitchenSees = async () =>
    ((await call('GET', '/__mock/terminal/demo')).body.orders as { id: number; in_kitchen: boolean }[]).find(
      (o) => o.id === order.id,
    )!.in_kitchen;
  const orderStatus = async () => {
    const reply = await call('GET', `/api/webapp/order/${order.id}`);
    documented('getOrder', reply);
    return reply.body.order as { status: string; payment_status: string };
  };

  it('placed and never paid: held until the 15th minute, then cancelled; no payment or counter after', async () => {
    backend.clock.advance(HELD_ORDER_RELEASE_MS - 1_000);
    expect((await orderStatus()).status).not.toBe('cancelled');
    expect(await kitchenSees()).toBe(false);
    backend.clock.advance(1_000);
    expect(await orderStatus()).toMatchObject({ status: 'cancelled', payment_status: 'pending' });
    expect(await kitchenSees()).toBe(false);
    expect((await start()).body.code).toBe('order_not_payable');
    expect((await counter()).body.code).toBe('order_not_payable');
    expect(backend.db.scenario('demo').transactions.filter((t) => t.order_id === order.id)).toHaveLength(0);
  });

  it('counts from the last payment’s end; a pending payment (manual) always holds it', async () => {
    await terminalWill('declined_card_refused');
    await start();
    backend.clock.advance(10 * 60_000);
    // The decline ended 10 minutes ago... then a payment waits by hand for longer than the rule.
    await terminalWill('manual');
    const id: string = (await start()).body.payment.id;
    backend.clock.advance(2 * HELD_ORDER_RELEASE_MS);
    expect((await read(id)).body.payment.status).toBe('pending');
    expect((await orderStatus()).status).not.toBe('cancelled');
    // Declined by hand now: released only 15 minutes after that.
    expect((await call('POST', `/__mock/terminal-payments/${id}/decline`)).status).toBe(200);
    backend.clock.advance(HELD_ORDER_RELEASE_MS - 1_000);
    expect((await orderStatus()).status).not.toBe('cancelled');
    backend.clock.advance(1_000);
    expect((await orderStatus()).status).toBe('cancelled');
  });

  it('a paid order and an order sent to the counter are never released', async () => {
    await terminalWill('approved');
    const id: string = (await start()).body.payment.id;
    backend.clock.advance(DEFAULT_TAP_DELAY_MS + 2 * HELD_ORDER_RELEASE_MS);
    expect((await read(id)).body.payment.status).toBe('approved');
    expect(await orderStatus()).toMatchObject({ payment_status: 'paid' });
    expect((await orderStatus()).status).not.toBe('cancelled');
    expect(await kitchenSees()).toBe(true);
  });

  it('an order switched to the counter stays in the kitchen', async () => {
    expect((await counter()).status).toBe(200);
    backend.clock.advance(2 * HELD_ORDER_RELEASE_MS);
    expect((await orderStatus()).status).not.toBe('cancelled');
    expect(await kitchenSees()).toBe(true);
  });
});
