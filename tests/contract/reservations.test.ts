/**
 * Reservation replies the contract designs beyond the happy path: tables free for a reservation's
 * moment and party, and the 409 `reservation_taken` conflict, each checked against the document.
 */
import { describe, expect, it } from 'vitest';
import { createNodeMocks } from '../../mocks/node.ts';
import { call, lineFor, scenarioFacts, runEachTestAtNoon } from '../../mocks/test-support.ts';
import { RESERVATION_NOTE_MAX_LENGTH } from '../../src/domain/reservation.ts';
import { contract, listOperations, validateResponse } from './contract-document.ts';
import { loginAs } from './scenario-fixture.ts';

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

const PHONE = '+96550001234';
const preOrderItem = demo.items.find(
  (item) => item.types.includes('reservation') && item.modifier_groups.length === 0,
)!;

interface ReservationOptions {
  name?: string;
  date?: string;
  note?: string | null;
  /** One reservation dish as the pre-order (demo: reservations with an order). */
  preOrder?: boolean;
  headers?: Record<string, string>;
}

/** The four-seater, for four, at `time` on `date` (today by default). */
const reservation = (
  time: string,
  key: string,
  {
    name = 'Sara',
    date = '2025-11-18',
    note = null,
    preOrder = false,
    headers = {},
  }: ReservationOptions = {},
) =>
  call(
    'POST',
    '/api/webapp/reserve-table',
    {
      branch_id: demo.branchId,
      selling_types: 'dine_in',
      order_lines: preOrder ? [lineFor(preOrderItem)] : [],
      for_reservation: preOrder,
      payment_type: 2,
      use_wallet: false,
      name,
      phone: PHONE,
      schedule: { type: 'now' },
      reservation: { reserve_type: 'table', date, time, guests: 4, table_id: fourSeater.id, note },
    },
    { 'Idempotency-Key': key, ...headers },
  );

runEachTestAtNoon({ server, backend });

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
    const taken = await reservation('20:30', 'resv-contract-3', { name: 'Omar' });
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
    expect((await reservation('21:30', 'resv-contract-3', { name: 'Omar' })).status).toBe(200);
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

describe("a reservation's personal fields", () => {
  const NOTE = 'A high chair, please; it is her birthday';

  interface ReservationBody {
    reservation: {
      id: number;
      name: string | null;
      phone: string | null;
      note: string | null;
      order: { name: string | null; phone: string | null } | null;
    };
    access_secret: string;
  }

  async function reserveWithOrder(key: string, options: ReservationOptions & { time?: string } = {}) {
    const reply = await reservation(options.time ?? '19:30', key, { ...options, note: NOTE, preOrder: true });
    expect(validateResponse(operation('reserveTable'), reply.status, reply.body)).toEqual({
      documented: true,
      errors: [],
    });
    expect(reply.status).toBe(200);
    return reply.body as ReservationBody;
  }

  async function read(id: number, headers: Record<string, string> = {}) {
    const reply = await call('GET', `/api/webapp/reservation/${id}`, undefined, headers);
    expect(validateResponse(operation('getReservation'), reply.status, reply.body)).toEqual({
      documented: true,
      errors: [],
    });
    return reply;
  }

  it("a stranger reading it by id gets no name, phone or note, nor the pre-order's", async () => {
    const made = await reserveWithOrder('resv-privacy-1');
    expect(made.reservation).toMatchObject({ name: 'Sara', phone: PHONE, note: NOTE });
    const reply = await read(made.reservation.id);
    expect(reply.status).toBe(200);
    const seen = (reply.body as ReservationBody).reservation;
    expect(seen).toMatchObject({ id: made.reservation.id, name: null, phone: null, note: null });
    expect(seen.order).toMatchObject({ name: null, phone: null });
    expect(JSON.stringify(reply.body)).not.toContain(PHONE.slice(4));
    expect(JSON.stringify(reply.body)).not.toContain(NOTE);
  });

  it('the device holding its secret, and its customer, see them', async () => {
    const made = await reserveWithOrder('resv-privacy-2');
    expect(made.access_secret.length).toBeGreaterThanOrEqual(16);
    const withSecret = await read(made.reservation.id, { 'X-Reservation-Secret': made.access_secret });
    expect((withSecret.body as ReservationBody).reservation).toMatchObject({
      name: 'Sara',
      phone: PHONE,
      note: NOTE,
    });
    const wrongSecret = await read(made.reservation.id, { 'X-Reservation-Secret': 'f'.repeat(32) });
    expect((wrongSecret.body as ReservationBody).reservation.phone).toBeNull();

    const { token } = await loginAs(demo.seed.users[0]!.phone, demo.businessId);
    const auth = { Authorization: `Bearer ${token}` };
    const own = await reserveWithOrder('resv-privacy-3', { time: '21:45', headers: auth });
    const byToken = await read(own.reservation.id, auth);
    expect((byToken.body as ReservationBody).reservation).toMatchObject({ phone: PHONE, note: NOTE });
  });

  it("ids are random, not the next in line: counting from one's own finds nobody else's", async () => {
    const ids: number[] = [];
    for (const day of [19, 20, 21, 22, 23]) {
      ids.push(
        (await reserveWithOrder(`resv-privacy-ids-${day}`, { date: `2025-11-${day}` })).reservation.id,
      );
    }
    expect(ids.every((id) => id >= 100_000_000_000)).toBe(true);
    const steps = ids.slice(1).map((id, index) => Math.abs(id - ids[index]!));
    expect(steps.some((step) => step > 1_000)).toBe(true);
    for (const neighbour of [ids[0]! + 1, ids[0]! - 1]) {
      if (ids.includes(neighbour)) continue;
      expect((await read(neighbour)).status).toBe(404);
    }
  });
});
