/**
 * Per scenario, the records the contract requests need, made through the API itself: a logged-in
 * customer, a placed order (paid online, so it has a transaction), a reservation where the
 * business takes them. A scenario that cannot have one (showcase takes no orders) leaves it null,
 * and the request then meets a documented error reply instead.
 */
import { DateTime } from 'luxon';
import type { MockBackend } from '../../mocks/backend.ts';
import type { ScenarioName } from '../../mocks/db/records.ts';
import { call, lineFor, scenarioFacts } from '../../mocks/test-support.ts';
import type { MenuItem, OrderSellingType } from '../../src/domain/model.ts';

export interface ScenarioFixture {
  name: ScenarioName;
  businessId: number;
  branchId: number;
  item: MenuItem;
  token: string;
  userId: number;
  orderBody: Record<string, unknown>;
  orderId: number | null;
  transactionId: string | null;
  reservationId: number | null;
  /** A table of the branch, for a table tablet's calls; null when the branch has none. */
  tableId: number | null;
  tableRequestId: number | null;
  packageId: number | null;
  bannerIds: number[];
  nextPhone: () => string;
}

const TYPE_PREFERENCE: OrderSellingType[] = ['car_pickup', 'dine_in', 'delivery'];

export async function loginAs(phone: string, businessId: number): Promise<{ token: string; userId: number }> {
  // register-whatsapp sends a code to any phone in every registration flow (send-otp refuses a new
  // phone where the business registers with a form first).
  const sent = await call('POST', '/api/webapp/register-whatsapp', { phone, business_id: businessId });
  const verified = await call('POST', '/api/verify-otp', {
    phone,
    business_id: businessId,
    code: sent.body.debug_code,
  });
  if (verified.status !== 200) throw new Error(`login failed: ${JSON.stringify(verified.body)}`);
  return { token: verified.body.token, userId: verified.body.user.id };
}

export async function orderBodyFor(
  backend: MockBackend,
  name: ScenarioName,
): Promise<{ body: Record<string, unknown>; item: MenuItem }> {
  const { seed, branchId, items } = scenarioFacts(backend, name);
  const type = TYPE_PREFERENCE.find((t) => seed.business.checkout[t].enabled) ?? 'dine_in';
  const item = items.find((i) => i.branches.includes(branchId) && i.types.includes(type)) ?? items[0]!;
  const shifts = (await call('GET', `/api/webapp/v5/shifts/${branchId}`)).body;
  const config = seed.business.checkout[type].scheduled_orders;
  const openNow = shifts.today?.[type]?.status === 'open' && !(config.on && config.only_schedule);
  const day = shifts.days?.find(
    (d: Record<string, { slots: string[] } | null>) => (d[type]?.slots.length ?? 0) > 0,
  );
  const schedule =
    openNow || !day ? { type: 'now' } : { type: 'later', date: day.date, slot: day[type].slots[0] };
  const area = seed.zones.find((z) => z.visible && z.branch === branchId)?.areas[0];
  return {
    item,
    body: {
      branch_id: branchId,
      selling_types: type,
      // Marked as added from a suggestion: every order call of every scenario carries the mark.
      order_lines: [{ ...lineFor(item, 3), source: 'suggestion' }],
      payment_type: 1,
      use_wallet: false,
      name: 'Contract Tester',
      phone: '+96550009999',
      schedule,
      ...(type === 'delivery' && area
        ? { address: { area_id: area.id, residency: 'house', fields: {} } }
        : {}),
    },
  };
}

export async function buildFixture(
  backend: MockBackend,
  name: ScenarioName,
  scenarioNumber: number,
): Promise<ScenarioFixture> {
  const { seed, businessId, branchId } = scenarioFacts(backend, name);
  let phoneCounter = 0;
  const nextPhone = () => `+9656${scenarioNumber}${String(++phoneCounter).padStart(5, '0')}`;
  const { token, userId } = await loginAs(nextPhone(), businessId);
  const auth = { Authorization: `Bearer ${token}` };
  const { body: orderBody, item } = await orderBodyFor(backend, name);
  const placed = await call('POST', '/api/webapp/order', orderBody, {
    ...auth,
    'Idempotency-Key': `fixture-${name}-order`,
  });
  const orderId: number | null = placed.status === 200 ? placed.body.order.id : null;
  const transactionId: string | null = orderId
    ? (backend.db.scenario(name).transactions.find((t) => t.order_id === orderId)?.id ?? null)
    : null;

  let reservationId: number | null = null;
  if (seed.business.reservation.enabled) {
    const table = seed.tables.find((t) => t.branch_id === branchId && t.seats >= 2);
    const date = DateTime.fromMillis(backend.clock.nowMs(), { zone: seed.business.time_zone })
      .plus({ days: 1 })
      .toISODate();
    const reserved = await call(
      'POST',
      '/api/webapp/reserve-table',
      {
        ...orderBody,
        payment_type: 2,
        reservation: { reserve_type: 'table', date, time: '19:30', guests: 2, table_id: table?.id ?? null },
      },
      { ...auth, 'Idempotency-Key': `fixture-${name}-reservation` },
    );
    reservationId = reserved.status === 200 ? reserved.body.reservation.id : null;
  }
  const tableId = seed.tables.find((t) => t.branch_id === branchId)?.id ?? null;
  const called = tableId
    ? await call(
        'POST',
        '/api/webapp/table-requests',
        { branch_id: branchId, table_id: tableId, kind: 'waiter' },
        { 'Idempotency-Key': `fixture-${name}-table-request` },
      )
    : null;
  const tableRequestId: number | null = called?.status === 200 ? called.body.request.id : null;
  return {
    name,
    businessId,
    branchId,
    item,
    token,
    userId,
    orderBody,
    orderId,
    transactionId,
    reservationId,
    tableId,
    tableRequestId,
    packageId: seed.wallet_packages[0]?.id ?? null,
    bannerIds: seed.banners.filter((b) => b.branch_id === branchId).map((b) => b.id),
    nextPhone,
  };
}
