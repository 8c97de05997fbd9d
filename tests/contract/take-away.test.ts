/**
 * The kiosk's "Take away" (x-designed): a dine-in order flagged `take_away` is stored with the
 * flag and every reply that carries the order says so; eat here (no flag) and other selling types
 * are never take-away.
 */
import { describe, expect, it } from 'vitest';
import { createNodeMocks } from '../../mocks/node.ts';
import { call, lineFor, scenarioFacts, runEachTestAtNoon } from '../../mocks/test-support.ts';
import { listOperations, validateResponse } from './contract-document.ts';

const { server, backend } = createNodeMocks();
const demo = scenarioFacts(backend, 'demo');
const operation = (id: string) => listOperations().find((op) => op.operationId === id)!;

function documented(operationId: string, reply: { status: number; body: unknown }) {
  expect(validateResponse(operation(operationId), reply.status, reply.body)).toEqual({
    documented: true,
    errors: [],
  });
}

async function placeDineIn(extra: Record<string, unknown>, key: string) {
  const item = demo.items.find((candidate) => candidate.price_labels.length > 0)!;
  const reply = await call(
    'POST',
    '/api/webapp/order',
    {
      branch_id: demo.branchId,
      selling_types: 'dine_in',
      order_lines: [lineFor(item)],
      payment_type: 2,
      name: 'Kiosk guest',
      phone: '+96550001234',
      ...extra,
    },
    { 'Idempotency-Key': key },
  );
  documented('placeOrder', reply);
  return reply as { status: number; body: { order: { id: number; take_away?: boolean } } };
}

async function fetched(orderId: number) {
  const reply = await call('GET', `/api/webapp/order/${orderId}`);
  documented('getOrder', reply);
  return (reply.body as { order: { take_away?: boolean } }).order;
}

runEachTestAtNoon({ server, backend });

describe('take away (a dine-in order packed to go)', () => {
  it.each([
    { case: 'take away', extra: { take_away: true }, expected: true },
    { case: 'eat here, flag false', extra: { take_away: false }, expected: false },
    { case: 'eat here, no flag', extra: {}, expected: false },
  ])('$case: placed and fetched orders say take_away $expected', async ({ case: name, extra, expected }) => {
    const placed = await placeDineIn(extra, `take-away-${name}`);
    expect(placed.status).toBe(200);
    expect(placed.body.order.take_away).toBe(expected);
    expect((await fetched(placed.body.order.id)).take_away).toBe(expected);
  });
});
