import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createNodeMocks } from '../node.ts';
import { call, lineFor, scenarioFacts } from '../test-support.ts';

const { server, backend } = createNodeMocks();
const demo = scenarioFacts(backend, 'demo');
// Tuesday 2025-11-18 12:00 in Kuwait (UTC+3): the demo city branch is open 10:00–23:00.
const NOON_KUWAIT = '2025-11-18T09:00:00.000Z';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => backend.clock.set(NOON_KUWAIT, { frozen: true }));
afterEach(() => {
  backend.db.reset();
  backend.faults.clear();
});
afterAll(() => server.close());

async function login(phone = '+96550000001') {
  const sent = await call('POST', '/api/send-otp', { phone, business_id: demo.businessId });
  expect(sent.status).toBe(200);
  const verified = await call('POST', '/api/verify-otp', {
    phone,
    business_id: demo.businessId,
    code: sent.body.debug_code,
  });
  expect(verified.status).toBe(200);
  return verified.body as { token: string; user: { id: number; wallet: { balance: number } } };
}

const pickupOrder = (extra: Record<string, unknown> = {}) => ({
  branch_id: demo.branchId,
  selling_types: 'car_pickup',
  order_lines: [lineFor(demo.items[0]!, 2), lineFor(demo.items[3]!)],
  payment_type: 2,
  use_wallet: false,
  name: 'Sara',
  phone: '+96550001234',
  schedule: { type: 'now' },
  ...extra,
});

describe('ordering against the demo scenario', () => {
  it('serves the business with its menu and discounts', async () => {
    const { status, body } = await call('GET', '/api/webapp/v5/restaurant/demo');
    expect(status).toBe(200);
    expect(body.restaurant.currency).toBe('KWD');
    expect(body.restaurant.branches).toHaveLength(2);
    expect(body.menu.categories.length).toBeGreaterThan(5);
    expect(body.discounts.pickup.allMenuDiscount).toMatchObject({ type: 'percent', value: 5 });
  });

  it('answers 404 for an unknown business and a redirect for the moved one', async () => {
    expect((await call('GET', '/api/webapp/v5/restaurant/nowhere')).status).toBe(404);
    const moved = await call('GET', '/api/webapp/v5/restaurant/moved');
    expect(moved.body).toMatchObject({ redirect: true, url: 'http://localhost/demo', restaurant: null });
  });

  it('prices calc-order with the domain totals (5 % all-menu pickup discount)', async () => {
    const { status, body } = await call(
      'POST',
      `/api/service/pos/calc-order/${demo.branchId}`,
      pickupOrder(),
    );
    expect(status).toBe(200);
    const first = demo.items[0]!.price_labels[0]!.price;
    const fourth = demo.items[3]!.price_labels[0]!.price;
    expect(body.subtotal).toBe(first * 2 + fourth);
    expect(body.items_discount).toBe(Math.round(first * 2 * 0.05) + Math.round(fourth * 0.05));
    expect(body.total).toBe(body.subtotal - body.items_discount + body.exclusive_taxes);
  });

  it('places an order that shows in history and advances with the clock', async () => {
    const { token } = await login();
    const auth = {
      Authorization: `Bearer ${token}`,
      'Idempotency-Key': 'a8d3c4a6-0000-4000-8000-000000000001',
    };
    const placed = await call('POST', '/api/webapp/order', pickupOrder(), auth);
    expect(placed.status).toBe(200);
    expect(placed.body.order.status).toBe('pending');
    const orderId = placed.body.order.id;

    const history = await call('GET', `/api/webapp/v5/orders/${demo.businessId}?page=1`, undefined, auth);
    expect(history.body.orders.map((o: { id: number }) => o.id)).toEqual([orderId]);

    backend.clock.advance(60_000);
    expect((await call('GET', `/api/webapp/order/${orderId}`)).body.order.status).toBe('accepted');
    backend.clock.advance(10 * 60_000);
    const later = await call('GET', `/api/webapp/order/${demo.branchId}/${orderId}?full=true`);
    expect(later.body.order.status).toBe('ready');
    expect(later.body.order.branch.id).toBe(demo.branchId);
  });

  it('gives orders ids that do not lead to the neighbouring orders', async () => {
    const ids: number[] = [];
    for (let n = 1; n <= 5; n += 1) {
      const placed = await call('POST', '/api/webapp/order', pickupOrder(), {
        'Idempotency-Key': `guess-${n}`,
      });
      ids.push(placed.body.order.id);
    }
    expect(ids.every((id) => Number.isSafeInteger(id) && String(id).length === 12)).toBe(true);
    const gaps = ids.slice(1).map((id, index) => Math.abs(id - ids[index]!));
    // Ten-thousand apart at the very least: counting up or down from one order finds no other.
    expect(Math.min(...gaps)).toBeGreaterThan(10_000);
  });

  it('replays the first reply for the same Idempotency-Key and refuses a different body', async () => {
    const headers = { 'Idempotency-Key': 'b1c2d3e4-0000-4000-8000-000000000002' };
    const first = await call('POST', '/api/webapp/order', pickupOrder(), headers);
    const again = await call('POST', '/api/webapp/order', pickupOrder(), headers);
    expect(again).toEqual(first);
    expect(backend.db.scenario('demo').orders).toHaveLength(1);
    const changed = await call('POST', '/api/webapp/order', pickupOrder({ name: 'Someone else' }), headers);
    expect(changed.status).toBe(422);
    expect(changed.body.code).toBe('idempotency_key_reused');
    const missing = await call('POST', '/api/webapp/order', pickupOrder());
    expect(missing.status).toBe(400);
  });

  it('answers 409 while the same key is still in flight', async () => {
    backend.processingMs = 50;
    try {
      const headers = { 'Idempotency-Key': 'c1c2d3e4-0000-4000-8000-000000000003' };
      const [a, b] = await Promise.all([
        call('POST', '/api/webapp/order', pickupOrder(), headers),
        call('POST', '/api/webapp/order', pickupOrder(), headers),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
    } finally {
      backend.processingMs = 0;
    }
  });

  it('refuses a "now" order while closed and accepts a listed slot', async () => {
    backend.clock.set('2025-11-18T21:00:00.000Z', { frozen: true }); // 00:00 in Kuwait
    const closed = await call('POST', '/api/webapp/order', pickupOrder(), { 'Idempotency-Key': 'd-1' });
    expect(closed.body.code).toBe('closed');
    const shifts = await call('GET', `/api/webapp/v5/shifts/${demo.branchId}`);
    expect(shifts.body.today.car_pickup.status).toBe('closed');
    const day = shifts.body.days.find(
      (d: { car_pickup: { slots: string[] } }) => d.car_pickup.slots.length > 0,
    );
    const schedule = { type: 'later', date: day.date, slot: day.car_pickup.slots[0] };
    const later = await call('POST', '/api/webapp/order', pickupOrder({ schedule }), {
      'Idempotency-Key': 'd-2',
    });
    expect(later.status).toBe(200);
    expect(later.body.order.scheduled_for).not.toBeNull();
  });

  it('debits the wallet when use_wallet and credits it by a package purchase', async () => {
    const { token, user } = await login();
    const auth = { Authorization: `Bearer ${token}` };
    expect(user.wallet.balance).toBe(5000);
    const placed = await call('POST', '/api/webapp/order', pickupOrder({ use_wallet: true }), {
      ...auth,
      'Idempotency-Key': 'w-1',
    });
    const used = placed.body.order.amounts.wallet_discount;
    expect(used).toBeGreaterThan(0);
    const wallet = await call('GET', `/api/webapp/wallet/${demo.businessId}`, undefined, auth);
    const balance = wallet.body.balance.reduce((sum: number, lot: { amount: number }) => sum + lot.amount, 0);
    expect(balance).toBe(5000 - used);
    const pack = wallet.body.availablePackages[0];
    const bought = await call(
      'POST',
      `/api/webapp/wallet/${demo.businessId}/packages/${pack.id}/buy`,
      { payment_type: 1 },
      { ...auth, 'Idempotency-Key': 'buy-1' },
    );
    const after = bought.body.wallet.balance.reduce(
      (sum: number, lot: { amount: number }) => sum + lot.amount,
      0,
    );
    expect(after).toBe(balance + pack.credit);
    expect(bought.body.wallet.onHoldBalance).toBe(used);
    // The same key again replays the purchase instead of buying a second time.
    const again = await call(
      'POST',
      `/api/webapp/wallet/${demo.businessId}/packages/${pack.id}/buy`,
      { payment_type: 1 },
      { ...auth, 'Idempotency-Key': 'buy-1' },
    );
    expect(again.body.transaction_id).toBe(bought.body.transaction_id);
    const history = await call('GET', `/api/webapp/wallet/${demo.businessId}/history`, undefined, auth);
    expect(history.body.entries.map((entry: { type: string }) => entry.type)).toEqual([
      'credit',
      'debit',
      'credit',
    ]);
    expect(history.body.entries[0].balance_after).toBe(after);
  });

  it('refunds a cancelled wallet order once and settles a completed one', async () => {
    const { token } = await login();
    const auth = { Authorization: `Bearer ${token}` };
    const placed = await call('POST', '/api/webapp/order', pickupOrder({ use_wallet: true }), {
      ...auth,
      'Idempotency-Key': 'w-2',
    });
    const used = placed.body.order.amounts.wallet_discount;
    const wallet = () => call('GET', `/api/webapp/wallet/${demo.businessId}`, undefined, auth);
    expect((await wallet()).body.onHoldBalance).toBe(used);
    const cancels = [];
    for (let i = 0; i < 2; i++) {
      cancels.push((await call('POST', `/__mock/orders/${placed.body.order.id}/cancel`)).body.refunded);
    }
    expect(cancels).toEqual([true, false]);
    const after = (await wallet()).body;
    expect(after.onHoldBalance).toBe(0);
    expect(after.balance.reduce((sum: number, lot: { amount: number }) => sum + lot.amount, 0)).toBe(5000);
  });

  it.each([
    ['WELCOME10', false, 200],
    ['WELCOME10', true, 422],
    ['MEMBER20', false, 422],
    ['MEMBER20', true, 200],
    ['NOPE', false, 404],
  ])('validates coupon %s (logged in: %s) → %i', async (code, loggedIn, status) => {
    const headers = loggedIn ? { Authorization: `Bearer ${(await login()).token}` } : undefined;
    const reply = await call(
      'POST',
      '/api/webapp/coupons/validate',
      { code, branch_id: demo.branchId, selling_type: 'delivery' },
      headers,
    );
    expect(reply.status).toBe(status);
  });

  it('delivers only inside a zone and charges its fee', async () => {
    const sharq = backend.db.seed('demo').zones[0]!.areas[0]!;
    const body = pickupOrder({
      selling_types: 'delivery',
      address: { area_id: sharq.id, residency: 'house', fields: {} },
    });
    const priced = await call('POST', `/api/service/pos/calc-order/${demo.branchId}`, body);
    expect(priced.body.delivery_fee).toBe(500);
    const outside = {
      ...body,
      address: { area_id: null, residency: 'house', fields: { lat: 29.0, lng: 47.0 } },
    };
    expect((await call('POST', `/api/service/pos/calc-order/${demo.branchId}`, outside)).body.code).toBe(
      'address_not_served',
    );
  });

  it('reserves a table with an order and lists it', async () => {
    const { token } = await login();
    const table = backend.db.seed('demo').tables[2]!;
    const payload = {
      ...pickupOrder({ selling_types: 'dine_in' }),
      reservation: {
        reserve_type: 'table',
        date: '2025-11-19',
        time: '19:30',
        guests: 3,
        table_id: table.id,
      },
    };
    const auth = { Authorization: `Bearer ${token}` };
    const made = await call('POST', '/api/webapp/reserve-table', payload, {
      ...auth,
      'Idempotency-Key': 'r-1',
    });
    expect(made.status).toBe(200);
    expect(made.body.reservation.order.id).toBeGreaterThan(0);
    const clash = await call('POST', '/api/webapp/reserve-table', payload, {
      ...auth,
      'Idempotency-Key': 'r-2',
    });
    // The contract's conflict: the table was taken meanwhile.
    expect(clash.status).toBe(409);
    expect(clash.body.code).toBe('reservation_taken');
    const list = await call('POST', `/api/webapp/reservations/${demo.businessId}`, { page: 1 }, auth);
    expect(list.body.total).toBe(1);
  });

  it('applies faults and lets unknown requests fail', async () => {
    backend.faults.add({ path: '/api/webapp/v5/menu/*', status: 503, times: 1 });
    expect((await call('GET', `/api/webapp/v5/menu/${demo.branchId}`)).status).toBe(503);
    expect((await call('GET', `/api/webapp/v5/menu/${demo.branchId}`)).status).toBe(200);
    backend.faults.add({ path: '/api/webapp/branches/*', networkError: true });
    await expect(fetch(`http://localhost/api/webapp/branches/${demo.businessId}`)).rejects.toThrow();
  });

  it('geocodes areas forward and in reverse', async () => {
    const found = await call('GET', '/geocode/search?q=salmiya&format=jsonv2');
    expect(found.body[0].name).toBe('Salmiya');
    const reverse = await call(
      'GET',
      `/geocode/reverse?lat=${found.body[0].lat}&lon=${found.body[0].lon}&format=jsonv2&accept-language=ar`,
    );
    expect(reverse.body.address.suburb).toBe('السالمية');
    const sea = await call('GET', '/geocode/reverse?lat=10&lon=10&format=jsonv2');
    expect(sea.body).toEqual({ error: 'Unable to geocode' });
  });
});

describe('login without a code where the business disables OTP', () => {
  it('logs in by phone alone at solo, but not at demo', async () => {
    const solo = scenarioFacts(backend, 'solo');
    const ok = await call('POST', '/api/webapp/login', {
      phone: '+97333001122',
      business_id: solo.businessId,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.is_new_user).toBe(true);
    const refused = await call('POST', '/api/webapp/login', {
      phone: '+96550000001',
      business_id: demo.businessId,
    });
    expect(refused.status).toBe(422);
  });
});
