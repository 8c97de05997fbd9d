/**
 * Idempotency-Key on POST /webapp/order and /webapp/reserve-table, as the contract describes it,
 * with every reply checked against the document.
 */
import { describe, expect, it } from 'vitest';
import { createNodeMocks } from '../../mocks/node.ts';
import { call, lineFor, scenarioFacts, runEachTestAtNoon } from '../../mocks/test-support.ts';
import { listOperations, validateResponse } from './contract-document.ts';

const { server, backend } = createNodeMocks();
const demo = scenarioFacts(backend, 'demo');
const placeOrder = listOperations().find((op) => op.operationId === 'placeOrder')!;
const reserveTable = listOperations().find((op) => op.operationId === 'reserveTable')!;

const order = (name = 'Sara') => ({
  branch_id: demo.branchId,
  selling_types: 'dine_in',
  order_lines: [lineFor(demo.items[0]!, 2)],
  payment_type: 2,
  use_wallet: false,
  name,
  phone: '+96550001234',
  schedule: { type: 'now' },
});

async function post(path: string, body: unknown, key?: string) {
  const reply = await call('POST', path, body, key ? { 'Idempotency-Key': key } : {});
  const operation = path.endsWith('/order') ? placeOrder : reserveTable;
  expect(validateResponse(operation, reply.status, reply.body)).toEqual({ documented: true, errors: [] });
  return reply;
}

runEachTestAtNoon({ server, backend });

describe('Idempotency-Key', () => {
  it('same key and body twice: one order, the same reply', async () => {
    const key = '6f1c2a9e-3b7d-4e5f-9a0b-1c2d3e4f5a61';
    const first = await post('/api/webapp/order', order(), key);
    const second = await post('/api/webapp/order', order(), key);
    expect(first.status).toBe(200);
    expect(second).toEqual(first);
    expect(backend.db.scenario('demo').orders).toHaveLength(1);
  });

  it('same key with a different body: 422 idempotency_key_reused, still one order', async () => {
    const key = '6f1c2a9e-3b7d-4e5f-9a0b-1c2d3e4f5a62';
    await post('/api/webapp/order', order(), key);
    const reused = await post('/api/webapp/order', order('Someone else'), key);
    expect(reused.status).toBe(422);
    expect(reused.body.code).toBe('idempotency_key_reused');
    expect(backend.db.scenario('demo').orders).toHaveLength(1);
  });

  it('same key while the first is in flight: 409', async () => {
    backend.processingMs = 40;
    try {
      const key = '6f1c2a9e-3b7d-4e5f-9a0b-1c2d3e4f5a63';
      const replies = await Promise.all([
        post('/api/webapp/order', order(), key),
        post('/api/webapp/order', order(), key),
      ]);
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(replies.find((r) => r.status === 409)?.body.code).toBe('idempotency_key_in_flight');
    } finally {
      backend.processingMs = 0;
    }
  });

  it('no key: 400, nothing created', async () => {
    const reply = await post('/api/webapp/order', order());
    expect(reply.status).toBe(400);
    expect(backend.db.scenario('demo').orders).toHaveLength(0);
  });

  it('a refused order frees its key for the corrected retry', async () => {
    const key = '6f1c2a9e-3b7d-4e5f-9a0b-1c2d3e4f5a64';
    expect((await post('/api/webapp/order', order(''), key)).status).toBe(422);
    expect((await post('/api/webapp/order', order('Sara'), key)).status).toBe(200);
  });

  it('reservations replay the same way', async () => {
    const key = '6f1c2a9e-3b7d-4e5f-9a0b-1c2d3e4f5a65';
    const body = {
      ...order(),
      order_lines: [],
      reservation: { reserve_type: 'service', date: '2025-11-20', time: '20:00', guests: 2, table_id: null },
    };
    const first = await post('/api/webapp/reserve-table', body, key);
    const second = await post('/api/webapp/reserve-table', body, key);
    expect(first.status).toBe(200);
    expect(second).toEqual(first);
    expect(backend.db.scenario('demo').reservations).toHaveLength(1);
  });
});
