/**
 * Reservation replies the contract designs beyond the happy path: tables free for a reservation's
 * moment and party, and the 409 `reservation_taken` conflict, each checked against the document.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createNodeMocks } from '../../mocks/node.ts';
import { call, lineFor, scenarioFacts } from '../../mocks/test-support.ts';
import { RESERVATION_NOTE_MAX_LENGTH } from '../../src/domain/reservation.ts';
import { contract, listOperations, validateResponse } from './contract-document.ts';

const { server, backend } = createNodeMocks();
const demo = scenarioFacts(backend, 'demo');
const operation = (id: string) => listOperations().find((op) => op.operationId === id)!;
const branchTables = demo.seed.tables.filter((t) => t.branch_id === demo.branchId);
const fourSeater = branchTables.find((t) => t.seats === 4)!;

interface TablesBody {
  tables: { id: number; capacity: number; available: boolean }[];
}

async function tables(query: string): Promise<TablesBody> {
  const reply = await call('GET', `/api/webapp/tables/${demo.branchId}${query}`);
  expect(validateResponse(operation('listTables'), reply.status, reply.body)).toEqual({
    documented: true,
    errors: [],
  });
  expect(reply.status).toBe(200);
  return reply.body as TablesBody;
}

const reservation = (time: string, key: string, name = 'Sara') =>
  call(
    'POST',
    '/api/webapp/reserve-table',
    {
      branch_id: demo.branchId,
      selling_types: 'dine_in',
      order_lines: [],
      payment_type: 2,
      use_wallet: false,
      name,
      phone: '+96550001234',
      schedule: { type: 'now' },
      reservation: { reserve_type: 'table', date: '2025-11-18', time, guests: 4, table_id: fourSeater.id },
    },
    { 'Idempotency-Key': key },
  );

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  backend.db.reset();
  backend.clock.set('2025-11-18T09:00:00.000Z', { frozen: true });
});
afterAll(() => server.close());

describe('reservations', () => {
  it('tables for a moment and a party: too small or taken tables are not available', async () => {
    expect((await reservation('19:30', 'resv-contract-1')).status).toBe(200);
    const { tables: atEight } = await tables('?date=2025-11-18&time=20:00&guests=4');
    const byId = new Map(atEight.map((t) => [t.id, t]));
    expect(byId.get(fourSeater.id)?.available).toBe(false);
    for (const table of branchTables.filter((t) => t.id !== fourSeater.id)) {
      expect(byId.get(table.id)?.available).toBe(table.seats >= 4);
    }
    const { tables: later } = await tables('?date=2025-11-18&time=21:30&guests=4');
    expect(later.find((t) => t.id === fourSeater.id)?.available).toBe(true);
  });

  it('a table taken meanwhile answers 409 reservation_taken and frees the key', async () => {
    expect((await reservation('19:30', 'resv-contract-2')).status).toBe(200);
    const taken = await reservation('20:30', 'resv-contract-3', 'Omar');
    expect(validateResponse(operation('reserveTable'), taken.status, taken.body)).toEqual({
      documented: true,
      errors: [],
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      code: 'reservation_taken',
      fields: { 'reservation.table_id': expect.any(String) },
    });
    expect(backend.db.scenario('demo').reservations).toHaveLength(1);
    // The same key is free for the corrected choice.
    expect((await reservation('21:30', 'resv-contract-3', 'Omar')).status).toBe(200);
  });

  it('a moment that is not a date answers 422 as documented', async () => {
    const reply = await call('GET', `/api/webapp/tables/${demo.branchId}?date=soon&time=20:00`);
    expect(reply.status).toBe(422);
    expect(validateResponse(operation('listTables'), reply.status, reply.body).documented).toBe(true);
  });

  it("calc-order prices a reservation's pre-order only when asked for one", async () => {
    const item = demo.items.find((candidate) => candidate.types.includes('reservation'))!;
    const body = {
      branch_id: demo.branchId,
      selling_types: 'dine_in',
      order_lines: [lineFor(item, 2)],
      payment_type: 2,
      use_wallet: false,
    };
    const priced = await call('POST', `/api/service/pos/calc-order/${demo.branchId}`, {
      ...body,
      for_reservation: true,
    });
    expect(validateResponse(operation('calcOrder'), priced.status, priced.body)).toEqual({
      documented: true,
      errors: [],
    });
    expect(priced.status).toBe(200);
    const refused = await call('POST', `/api/service/pos/calc-order/${demo.branchId}`, body);
    expect(refused.status).toBe(422);
  });

  it("the note limit the app uses is the contract's", () => {
    const schemas = (
      contract as {
        components: { schemas: { ReservationDetails: { properties: { note: { maxLength: number } } } } };
      }
    ).components.schemas;
    expect(schemas.ReservationDetails.properties.note.maxLength).toBe(RESERVATION_NOTE_MAX_LENGTH);
  });
});
