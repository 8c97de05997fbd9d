/**
 * What anyone holding an order's id may read of it: its status and lines, never what the customer
 * wrote. The order's note and each line's kitchen note ("no onions, it is for my daughter") are
 * the customer's words, shown only to the customer or the device holding the order's secret.
 */
import { describe, expect, it } from 'vitest';
import { createNodeMocks } from '../../mocks/node.ts';
import { call, lineFor, scenarioFacts, runEachTestAtNoon } from '../../mocks/test-support.ts';
import { listOperations, validateResponse } from './contract-document.ts';

const { server, backend } = createNodeMocks();
const demo = scenarioFacts(backend, 'demo');
const operation = (id: string) => listOperations().find((op) => op.operationId === id)!;
const KITCHEN_NOTE = 'No onions, it is for my daughter';

interface OrderBody {
  order: { id: number; comment: string | null; order_lines: { comment: string | null }[] };
  access_secret: string;
}

function documented(operationId: string, reply: { status: number; body: unknown }) {
  expect(validateResponse(operation(operationId), reply.status, reply.body)).toEqual({
    documented: true,
    errors: [],
  });
}

async function placeWithNotes(): Promise<OrderBody> {
  const item = demo.items.find((c) => c.price_labels.length > 0 && c.types.includes('car_pickup'))!;
  const reply = await call(
    'POST',
    '/api/webapp/order',
    {
      branch_id: demo.branchId,
      selling_types: 'car_pickup',
      order_lines: [{ ...lineFor(item), comment: KITCHEN_NOTE }],
      payment_type: 2,
      name: 'Sara',
      phone: '+96550001234',
      comment: 'Ring twice',
      car: { plate: 'K 123', model: null, color: null },
    },
    { 'Idempotency-Key': 'order-privacy-notes' },
  );
  documented('placeOrder', reply);
  expect(reply.status).toBe(200);
  return reply.body as OrderBody;
}

runEachTestAtNoon({ server, backend });

describe("an order's notes", () => {
  it('are hidden, the line notes like the order note, from a stranger with the id', async () => {
    const placed = await placeWithNotes();
    expect(placed.order.order_lines[0]!.comment).toBe(KITCHEN_NOTE);
    const id = placed.order.id;
    for (const [operationId, path] of [
      ['getOrder', `/api/webapp/order/${id}`],
      ['getBranchOrder', `/api/webapp/order/${demo.branchId}/${id}?full=true`],
    ] as const) {
      const read = await call('GET', path);
      documented(operationId, read);
      const { order } = read.body as OrderBody;
      expect(order.comment).toBeNull();
      expect(order.order_lines.map((line) => line.comment)).toEqual([null]);
      expect(JSON.stringify(read.body)).not.toContain(KITCHEN_NOTE);
    }
  });

  it('are shown to the device that holds the order secret', async () => {
    const placed = await placeWithNotes();
    const read = await call('GET', `/api/webapp/order/${placed.order.id}`, undefined, {
      'X-Order-Secret': placed.access_secret,
    });
    documented('getOrder', read);
    expect((read.body as OrderBody).order.order_lines.map((line) => line.comment)).toEqual([KITCHEN_NOTE]);
  });
});
