/**
 * The replies that name a person, read the way a stranger would: without a token, with another
 * customer's token, or with only an id. Orders and reservations have their own tests
 * (order-privacy, gift, reservations); here the wallet's ledger and a table tablet's calls.
 */
import { describe, expect, it } from 'vitest';
import { createNodeMocks } from '../../mocks/node.ts';
import { call, scenarioFacts, runEachTestAtNoon } from '../../mocks/test-support.ts';
import { loginAs } from './scenario-fixture.ts';

const { server, backend } = createNodeMocks();
const demo = scenarioFacts(backend, 'demo');
const [fatima, other] = demo.seed.users;

async function tokenOf(phone: string): Promise<string> {
  return (await loginAs(phone, demo.businessId)).token;
}

runEachTestAtNoon({ server, backend });

describe('personal data in other replies', () => {
  it("a wallet and its history are its customer's alone", async () => {
    for (const path of [
      `/api/webapp/wallet/${demo.businessId}`,
      `/api/webapp/wallet/${demo.businessId}/history`,
    ]) {
      expect((await call('GET', path)).status).toBe(401);
    }
    const mine = await call('GET', `/api/webapp/wallet/${demo.businessId}/history`, undefined, {
      Authorization: `Bearer ${await tokenOf(fatima!.phone)}`,
    });
    const theirs = await call('GET', `/api/webapp/wallet/${demo.businessId}/history`, undefined, {
      Authorization: `Bearer ${await tokenOf(other!.phone)}`,
    });
    const ids = (reply: { body: unknown }) =>
      (reply.body as { entries: { id: number }[] }).entries.map((e) => e.id);
    expect(ids(mine).length).toBeGreaterThan(0);
    expect(ids(theirs).filter((id) => ids(mine).includes(id))).toEqual([]);
  });

  it("a table tablet's call, read by its (sequential) id, says nothing about a person", async () => {
    const table = demo.seed.tables.find((candidate) => candidate.branch_id === demo.branchId)!;
    const made = await call(
      'POST',
      '/api/webapp/table-requests',
      { branch_id: demo.branchId, table_id: table.id, kind: 'bill' },
      { 'Idempotency-Key': 'personal-data-bill' },
    );
    const read = await call(
      'GET',
      `/api/webapp/table-requests/${(made.body as { request: { id: number } }).request.id}`,
    );
    expect(Object.keys((read.body as { request: object }).request).sort()).toEqual(
      ['acknowledged_at', 'branch_id', 'created_at', 'id', 'kind', 'status', 'table_id'].sort(),
    );
  });
});
