/**
 * A table tablet's calls (x-designed): calling the waiter or asking for the bill is idempotent by
 * its Idempotency-Key (a double tap or a retry makes one call), a wrong table or kind is refused,
 * and the call is pending until the staff acknowledge it (in the mock: after a while on its clock).
 * Every reply is the contract's.
 */
import { describe, expect, it } from 'vitest';
import { createNodeMocks } from '../../mocks/node.ts';
import { TABLE_REQUEST_ACK_MS } from '../../mocks/services/table-requests.ts';
import { call, scenarioFacts, runEachTestAtNoon } from '../../mocks/test-support.ts';
import { listOperations, validateResponse } from './contract-document.ts';

const { server, backend } = createNodeMocks();
const demo = scenarioFacts(backend, 'demo');
const table = demo.seed.tables.find((candidate) => candidate.branch_id === demo.branchId)!;
const otherBranchTable = demo.seed.tables.find((candidate) => candidate.branch_id !== demo.branchId);
const operation = (id: string) => listOperations().find((op) => op.operationId === id)!;

type RequestReply = { status: number; body: { request: { id: number; status: string; kind: string } } };

function documented(operationId: string, reply: { status: number; body: unknown }) {
  expect(validateResponse(operation(operationId), reply.status, reply.body)).toEqual({
    documented: true,
    errors: [],
  });
}

async function ask(body: Record<string, unknown>, key: string | null): Promise<RequestReply> {
  const reply = await call('POST', '/api/webapp/table-requests', body, key ? { 'Idempotency-Key': key } : {});
  documented('createTableRequest', reply);
  return reply as RequestReply;
}

async function cancel(id: number): Promise<RequestReply> {
  const reply = await call('POST', `/api/webapp/table-requests/${id}/cancel`);
  documented('cancelTableRequest', reply);
  return reply as RequestReply;
}

async function follow(id: number): Promise<RequestReply> {
  const reply = await call('GET', `/api/webapp/table-requests/${id}`);
  documented('getTableRequest', reply);
  return reply as RequestReply;
}

const waiter = { branch_id: demo.branchId, table_id: table.id, kind: 'waiter' };
const stored = () => backend.db.scenario('demo').table_requests ?? [];

runEachTestAtNoon({ server, backend });

describe('table requests', () => {
  it('a double tap (same key, same body) makes one call and replays its reply', async () => {
    const first = await ask(waiter, 'table-double-tap');
    const second = await ask(waiter, 'table-double-tap');
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(first.body.request).toMatchObject({ kind: 'waiter', status: 'pending' });
    expect(stored()).toHaveLength(1);
  });

  it('is pending until the staff acknowledge it, then acknowledged', async () => {
    const { body } = await ask({ ...waiter, kind: 'bill' }, 'table-bill');
    backend.clock.advance(TABLE_REQUEST_ACK_MS - 1);
    expect((await follow(body.request.id)).body.request.status).toBe('pending');
    backend.clock.advance(1);
    const acknowledged = await follow(body.request.id);
    expect(acknowledged.body.request).toMatchObject({ kind: 'bill', status: 'acknowledged' });
  });

  it.each([
    { case: 'no key', body: waiter, key: null, status: 400, code: 'idempotency_key_missing' },
    {
      case: 'an unknown kind',
      body: { ...waiter, kind: 'dessert' },
      key: 'k1',
      status: 422,
      code: 'validation_failed',
    },
    {
      case: 'an unknown table',
      body: { ...waiter, table_id: 999_999 },
      key: 'k2',
      status: 422,
      code: 'validation_failed',
    },
    {
      case: 'an unknown branch',
      body: { ...waiter, branch_id: 999_999 },
      key: 'k3',
      status: 422,
      code: 'validation_failed',
    },
  ])('$case is refused with $status and nothing is called', async ({ body, key, status, code }) => {
    const reply = (await ask(body, key)) as unknown as { status: number; body: { code: string } };
    expect(reply.status).toBe(status);
    expect(reply.body.code).toBe(code);
    expect(stored()).toHaveLength(0);
  });

  it.runIf(otherBranchTable)('a table of another branch is refused', async () => {
    const reply = await ask({ ...waiter, table_id: otherBranchTable!.id }, 'table-other-branch');
    expect(reply.status).toBe(422);
  });

  it('the same key with another body is 422 idempotency_key_reused', async () => {
    await ask(waiter, 'table-reused');
    const reply = (await ask({ ...waiter, kind: 'bill' }, 'table-reused')) as unknown as {
      status: number;
      body: { code: string };
    };
    expect(reply.status).toBe(422);
    expect(reply.body.code).toBe('idempotency_key_reused');
    expect(stored()).toHaveLength(1);
  });

  it('a pending call taken back is cancelled for good: the staff never acknowledge it', async () => {
    const { body } = await ask(waiter, 'table-cancel');
    const cancelled = await cancel(body.request.id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.request).toMatchObject({ kind: 'waiter', status: 'cancelled' });
    // Safe to repeat, and the clock does not bring it back.
    expect((await cancel(body.request.id)).body.request.status).toBe('cancelled');
    backend.clock.advance(TABLE_REQUEST_ACK_MS);
    expect((await follow(body.request.id)).body.request.status).toBe('cancelled');
  });

  it('a call the staff acknowledged already is answered as it is', async () => {
    const { body } = await ask(waiter, 'table-cancel-late');
    backend.clock.advance(TABLE_REQUEST_ACK_MS);
    const reply = await cancel(body.request.id);
    expect(reply.status).toBe(200);
    expect(reply.body.request.status).toBe('acknowledged');
  });

  it('an unknown request is 404', async () => {
    const reply = await follow(123);
    expect(reply.status).toBe(404);
    expect((await cancel(123)).status).toBe(404);
  });
});
