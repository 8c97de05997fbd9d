/**
 * Sending a delivery as a gift (x-designed `gift.hide_prices`, `Order.gift`): the order payload's
 * gift is checked, stored and returned with the order, to its customer or the placing device only;
 * a gift on another selling type is not one.
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

const NOURA = {
  recipient_name: 'Noura',
  recipient_phone: '+96550005678',
  message: 'Happy birthday!',
  hide_prices: true,
};

interface PlacedReply {
  status: number;
  body: { order: { id: number; gift?: unknown }; access_secret: string; fields?: Record<string, string> };
}

async function place(type: 'delivery' | 'car_pickup', gift: unknown, key: string): Promise<PlacedReply> {
  const item = demo.items.find(
    (candidate) => candidate.price_labels.length > 0 && candidate.types.includes(type),
  )!;
  const area = demo.seed.zones.find((zone) => zone.visible && zone.branch === demo.branchId)!.areas[0]!;
  const reply = await call(
    'POST',
    '/api/webapp/order',
    {
      branch_id: demo.branchId,
      selling_types: type,
      order_lines: [lineFor(item, 10)],
      payment_type: 2,
      name: 'Sara',
      phone: '+96550001234',
      gift,
      ...(type === 'delivery'
        ? { address: { area_id: area.id, residency: 'house', fields: {} } }
        : { car: { plate: 'K 123', model: null, color: null } }),
    },
    { 'Idempotency-Key': key },
  );
  documented('placeOrder', reply);
  return reply as PlacedReply;
}

runEachTestAtNoon({ server, backend });

describe('an order sent as a gift', () => {
  it('is stored and returned whole to the device that placed it, and hidden from anyone else', async () => {
    const placed = await place('delivery', NOURA, 'gift-placed');
    expect(placed.status).toBe(200);
    expect(placed.body.order.gift).toEqual(NOURA);

    const withSecret = await call('GET', `/api/webapp/order/${placed.body.order.id}`, undefined, {
      'X-Order-Secret': placed.body.access_secret,
    });
    documented('getOrder', withSecret);
    expect((withSecret.body as PlacedReply['body']).order.gift).toEqual(NOURA);

    const byLinkOnly = await call('GET', `/api/webapp/order/${placed.body.order.id}`);
    documented('getOrder', byLinkOnly);
    expect((byLinkOnly.body as PlacedReply['body']).order.gift).toBeNull();
  });

  it.each([
    [
      'no message and no hide_prices',
      { recipient_name: ' Noura ', recipient_phone: '+96550005678' },
      {
        recipient_name: 'Noura',
        recipient_phone: '+96550005678',
        message: null,
        hide_prices: false,
      },
    ],
    ['no gift', null, null],
  ])('%s', async (name, gift, expected) => {
    const placed = await place('delivery', gift, `gift-${name}`);
    expect(placed.status).toBe(200);
    expect(placed.body.order.gift).toEqual(expected);
  });

  it('a gift without a recipient is refused with the fields named', async () => {
    const placed = await place('delivery', { recipient_name: ' ', recipient_phone: '12' }, 'gift-refused');
    expect(placed.status).toBe(422);
    expect(Object.keys(placed.body.fields ?? {}).sort()).toEqual([
      'gift.recipient_name',
      'gift.recipient_phone',
    ]);
  });

  it('a car pickup is never a gift', async () => {
    const placed = await place('car_pickup', NOURA, 'gift-pickup');
    expect(placed.status).toBe(200);
    expect(placed.body.order.gift).toBeNull();
  });
});
