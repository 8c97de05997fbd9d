/**
 * Who an order is for, per device (x-designed `placed_on`, issue 30): a phone's order needs a name
 * and a valid phone; a kiosk's may leave both out (its number is called), though a phone it sends
 * must be valid; a table tablet's needs neither, its table being the customer.
 */
import { describe, expect, it } from 'vitest';
import { createNodeMocks } from '../../mocks/node.ts';
import { call, lineFor, scenarioFacts, runEachTestAtNoon } from '../../mocks/test-support.ts';
import { listOperations, validateResponse } from './contract-document.ts';

const { server, backend } = createNodeMocks();
const demo = scenarioFacts(backend, 'demo');
const placeOrder = listOperations().find((op) => op.operationId === 'placeOrder')!;

runEachTestAtNoon({ server, backend });

describe('contact required per device', () => {
  const tableId = () => demo.seed.tables.find((table) => table.branch_id === demo.branchId)!.id;
  it.each<{
    case: string;
    extra: () => Record<string, unknown>;
    status: number;
    fields?: string[];
    name?: string;
  }>([
    { case: 'phone, no contact', extra: () => ({}), status: 422, fields: ['name', 'phone'] },
    {
      case: 'phone, contact',
      extra: () => ({ name: 'Sara', phone: '+96550001234' }),
      status: 200,
      name: 'Sara',
    },
    { case: 'kiosk, no contact', extra: () => ({ placed_on: 'kiosk' }), status: 200, name: '' },
    {
      case: 'kiosk, name only',
      extra: () => ({ placed_on: 'kiosk', name: ' Sara ' }),
      status: 200,
      name: 'Sara',
    },
    {
      case: 'kiosk, bad phone',
      extra: () => ({ placed_on: 'kiosk', phone: '12' }),
      status: 422,
      fields: ['phone'],
    },
    {
      case: 'table, no contact',
      extra: () => ({ placed_on: 'table', table_id: tableId() }),
      status: 200,
      name: '',
    },
    { case: 'table, no table', extra: () => ({ placed_on: 'table' }), status: 422, fields: ['table_id'] },
  ])('$case: $status', async ({ case: name, extra, status, fields, name: storedName }) => {
    const item = demo.items.find((candidate) => candidate.price_labels.length > 0)!;
    const reply = await call(
      'POST',
      '/api/webapp/order',
      {
        branch_id: demo.branchId,
        selling_types: 'dine_in',
        order_lines: [lineFor(item)],
        payment_type: 2,
        ...extra(),
      },
      { 'Idempotency-Key': `device-contact-${name}` },
    );
    expect(validateResponse(placeOrder, reply.status, reply.body)).toEqual({ documented: true, errors: [] });
    expect(reply.status).toBe(status);
    const body = reply.body as { order?: { name: string | null }; fields?: Record<string, string> };
    if (fields) expect(Object.keys(body.fields ?? {}).sort()).toEqual(fields);
    else expect(body.order?.name).toBe(storedName);
  });
});
