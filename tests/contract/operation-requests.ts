/**
 * One real request per operation of the contract, built from a scenario's fixture. A builder may
 * make set-up calls first (e.g. ask for a code before verifying it). The contract test fails for
 * an operation that has no builder here, so a new operation cannot slip by untested.
 */
import { call } from '../../mocks/test-support.ts';
import type { ScenarioFixture } from './scenario-fixture.ts';
import { loginAs } from './scenario-fixture.ts';

export interface ContractRequest {
  method: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

type Builder = (fx: ScenarioFixture) => ContractRequest | Promise<ContractRequest>;

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function freshCode(fx: ScenarioFixture): Promise<{ phone: string; code: string }> {
  const phone = fx.nextPhone();
  // Any registration flow sends a code to a new phone through register-whatsapp (see loginAs).
  const sent = await call('POST', '/api/webapp/register-whatsapp', { phone, business_id: fx.businessId });
  return { phone, code: sent.body.debug_code };
}

/** An order placed to be paid on a terminal (payment_type 4; a business without one refuses it). */
async function terminalOrder(fx: ScenarioFixture, purpose: string): Promise<{ id: number; total: number }> {
  const placed = await call(
    'POST',
    '/api/webapp/order',
    { ...fx.orderBody, payment_type: 4 },
    { ...bearer(fx.token), 'Idempotency-Key': `contract-${fx.name}-terminal-${purpose}` },
  );
  return placed.status === 200
    ? { id: placed.body.order.id, total: placed.body.order.amounts.total }
    : { id: fx.orderId ?? 1, total: 0 };
}

/** A terminal payment started for a fresh terminal order; its id, or a made-up one when refused. */
async function terminalPaymentId(fx: ScenarioFixture, purpose: string): Promise<string> {
  const order = await terminalOrder(fx, purpose);
  const started = await call(
    'POST',
    '/api/webapp/terminal-payments',
    { order_id: order.id, terminal_id: 'TERM-CONTRACT', amount: order.total },
    { 'Idempotency-Key': `contract-${fx.name}-terminal-payment-${purpose}` },
  );
  return started.status === 200 ? started.body.payment.id : 'TP-1-1';
}

/** A fresh cash order of the fixture's customer (a bill's order), or the fixture's order when refused. */
async function billOrderId(fx: ScenarioFixture, purpose: string): Promise<number> {
  const placed = await call(
    'POST',
    '/api/webapp/order',
    { ...fx.orderBody, payment_type: 2 },
    { ...bearer(fx.token), 'Idempotency-Key': `contract-${fx.name}-bill-order-${purpose}` },
  );
  return placed.status === 200 ? placed.body.order.id : (fx.orderId ?? 1);
}

/** A table bill of a fresh cash order at the fixture's table; its id, or a made-up one when refused. */
async function tableBillId(fx: ScenarioFixture, purpose: string): Promise<string> {
  const orderId = await billOrderId(fx, purpose);
  const created = await call(
    'POST',
    '/api/webapp/table-bills',
    { branch_id: fx.branchId, table_id: fx.tableId ?? 1, order_ids: [orderId] },
    { 'Idempotency-Key': `contract-${fx.name}-bill-${purpose}` },
  );
  return created.status === 200 ? created.body.bill.id : 'TB-unknown';
}

export const OPERATION_REQUESTS: Record<string, Builder> = {
  getProfile: (fx) => ({
    method: 'GET',
    path: `/api/webapp/profile/${fx.userId}`,
    headers: bearer(fx.token),
  }),
  login: async (fx) => ({
    method: 'POST',
    path: '/api/webapp/login',
    body: { ...(await freshCode(fx)), business_id: fx.businessId },
  }),
  deleteAccount: async (fx) => {
    const other = await loginAs(fx.nextPhone(), fx.businessId);
    return {
      method: 'GET',
      path: `/api/webapp/account/delete/${other.userId}`,
      headers: bearer(other.token),
    };
  },
  register: (fx) => ({
    method: 'POST',
    path: '/api/webapp/register',
    body: {
      name: 'New Customer',
      phone: fx.nextPhone(),
      email: 'new@example.org',
      business_id: fx.businessId,
    },
  }),
  registerWhatsapp: (fx) => ({
    method: 'POST',
    path: '/api/webapp/register-whatsapp',
    body: { phone: fx.nextPhone(), business_id: fx.businessId },
  }),
  verifyByWhatsapp: async (fx) => ({
    method: 'POST',
    path: '/api/webapp/verify-by-whatsapp',
    body: { ...(await freshCode(fx)), business_id: fx.businessId },
  }),
  verifyRegistration: async (fx) => ({
    method: 'POST',
    path: '/api/webapp/verify',
    body: { ...(await freshCode(fx)), business_id: fx.businessId },
  }),
  verifyPhone: async (fx) => ({
    method: 'POST',
    path: '/api/webapp/verify-phone',
    body: { ...(await freshCode(fx)), business_id: fx.businessId },
    headers: bearer(fx.token),
  }),
  resendOtp: (fx) => ({
    method: 'POST',
    path: '/api/webapp/resend-otp',
    body: { phone: fx.nextPhone(), business_id: fx.businessId },
  }),
  updateProfile: (fx) => ({
    method: 'POST',
    path: '/api/webapp/update-profile',
    body: {
      name: 'Renamed',
      email: 'renamed@example.org',
      locations: [
        {
          id: 0,
          name: 'Home',
          is_default: true,
          residency: 'house',
          area_id: null,
          address: { block: '4', street: '12', building: '7' },
        },
      ],
    },
    headers: bearer(fx.token),
  }),
  sendOtp: (fx) => ({
    method: 'POST',
    path: '/api/send-otp',
    body: { phone: fx.nextPhone(), business_id: fx.businessId },
  }),
  verifyOtp: async (fx) => ({
    method: 'POST',
    path: '/api/verify-otp',
    body: { ...(await freshCode(fx)), business_id: fx.businessId },
  }),

  getRestaurant: (fx) => ({ method: 'GET', path: `/api/webapp/v5/restaurant/${fx.name}?wv=false` }),
  getRestaurantByDomain: (fx) => ({
    method: 'GET',
    path: `/api/webapp/v5/restaurant-domain/${fx.name}.localhost`,
  }),
  listBranches: (fx) => ({ method: 'GET', path: `/api/webapp/branches/${fx.businessId}` }),
  listBanners: (fx) => ({ method: 'GET', path: `/api/webapp/banners/${fx.branchId}?date=18-11-2025` }),
  reportBannerReach: (fx) => ({
    method: 'POST',
    path: '/api/webapp/banners/reach',
    body: { banners: fx.bannerIds },
  }),
  recordVisit: (fx) => ({
    method: 'POST',
    path: `/api/webapp/visit/${fx.branchId}`,
    body: { selling_type: 'dine_in', source: 'qr', table_id: null },
  }),
  listTables: (fx) => ({ method: 'GET', path: `/api/webapp/tables/${fx.branchId}` }),

  getMenu: (fx) => ({ method: 'GET', path: `/api/webapp/v5/menu/${fx.branchId}` }),
  getItem: (fx) => ({ method: 'GET', path: `/api/webapp/v5/item/${fx.branchId}/${fx.item.id}` }),
  searchMenu: (fx) => ({
    method: 'GET',
    path: `/api/webapp/search/${fx.branchId}?q=${encodeURIComponent([...(fx.item.name.en ?? 'a')].slice(0, 3).join(''))}`,
  }),
  getTagsAndIngredients: (fx) => ({
    method: 'GET',
    path: `/api/tags-ingredients?branch_id=${fx.branchId}&locale=en`,
  }),
  getShifts: (fx) => ({ method: 'GET', path: `/api/webapp/v5/shifts/${fx.branchId}` }),
  getZones: (fx) => ({ method: 'GET', path: `/api/webapp/zones/${fx.branchId}?shipping=true` }),

  calcOrder: (fx) => ({
    method: 'POST',
    path: `/api/service/pos/calc-order/${fx.branchId}`,
    body: fx.orderBody,
  }),
  placeOrder: (fx) => ({
    method: 'POST',
    path: '/api/webapp/order',
    body: { ...fx.orderBody, payment_type: 2 },
    headers: { ...bearer(fx.token), 'Idempotency-Key': `contract-${fx.name}-place` },
  }),
  getOrder: (fx) => ({ method: 'GET', path: `/api/webapp/order/${fx.orderId ?? 1}` }),
  getBranchOrder: (fx) => ({
    method: 'GET',
    path: `/api/webapp/order/${fx.branchId}/${fx.orderId ?? 1}?full=true`,
  }),
  listOrders: (fx) => ({
    method: 'GET',
    path: `/api/webapp/v5/orders/${fx.businessId}?page=1`,
    headers: bearer(fx.token),
  }),
  getTransaction: (fx) => ({
    method: 'GET',
    path: `/api/webapp/transaction/${fx.orderId ?? 1}/${fx.transactionId ?? 'TX-none'}`,
  }),

  reserveTable: (fx) => ({
    method: 'POST',
    path: '/api/webapp/reserve-table',
    body: {
      ...fx.orderBody,
      order_lines: [],
      payment_type: 2,
      reservation: { reserve_type: 'service', date: '2030-01-15', time: '20:00', guests: 1, table_id: null },
    },
    headers: { ...bearer(fx.token), 'Idempotency-Key': `contract-${fx.name}-reserve` },
  }),
  listReservations: (fx) => ({
    method: 'POST',
    path: `/api/webapp/reservations/${fx.businessId}`,
    body: { status: ['pending', 'confirmed'], page: 1 },
    headers: bearer(fx.token),
  }),
  createTableRequest: (fx) => ({
    method: 'POST',
    path: '/api/webapp/table-requests',
    body: { branch_id: fx.branchId, table_id: fx.tableId ?? 1, kind: 'bill' },
    headers: { 'Idempotency-Key': `contract-${fx.name}-table-request` },
  }),
  createTerminalPayment: async (fx) => {
    const order = await terminalOrder(fx, 'create');
    return {
      method: 'POST',
      path: '/api/webapp/terminal-payments',
      body: { order_id: order.id, terminal_id: 'TERM-CONTRACT', amount: order.total },
      headers: { 'Idempotency-Key': `contract-${fx.name}-terminal-create` },
    };
  },
  getTerminalPayment: async (fx) => ({
    method: 'GET',
    path: `/api/webapp/terminal-payments/${await terminalPaymentId(fx, 'get')}`,
  }),
  cancelTerminalPayment: async (fx) => ({
    method: 'POST',
    path: `/api/webapp/terminal-payments/${await terminalPaymentId(fx, 'cancel')}/cancel`,
  }),
  payOrderAtCounter: async (fx) => ({
    method: 'POST',
    path: `/api/webapp/order/${(await terminalOrder(fx, 'counter')).id}/pay-at-counter`,
  }),
  createTableBill: async (fx) => ({
    method: 'POST',
    path: '/api/webapp/table-bills',
    body: { branch_id: fx.branchId, table_id: fx.tableId ?? 1, order_ids: [await billOrderId(fx, 'create')] },
    headers: { 'Idempotency-Key': `contract-${fx.name}-table-bill` },
  }),
  getTableBill: async (fx) => ({
    method: 'GET',
    path: `/api/webapp/table-bills/${await tableBillId(fx, 'get')}`,
  }),
  payTableBillOnline: async (fx) => ({
    method: 'POST',
    path: `/api/webapp/table-bills/${await tableBillId(fx, 'pay')}/online-payment`,
    headers: { 'Idempotency-Key': `contract-${fx.name}-table-bill-pay` },
  }),
  getTableRequest: (fx) => ({ method: 'GET', path: `/api/webapp/table-requests/${fx.tableRequestId ?? 1}` }),
  cancelTableRequest: (fx) => ({
    method: 'POST',
    path: `/api/webapp/table-requests/${fx.tableRequestId ?? 1}/cancel`,
  }),
  getReservation: (fx) => ({ method: 'GET', path: `/api/webapp/reservation/${fx.reservationId ?? 1}` }),

  getWallet: (fx) => ({
    method: 'GET',
    path: `/api/webapp/wallet/${fx.businessId}`,
    headers: bearer(fx.token),
  }),
  getWalletHistory: (fx) => ({
    method: 'GET',
    path: `/api/webapp/wallet/${fx.businessId}/history?page=1`,
    headers: bearer(fx.token),
  }),
  getWalletPackages: (fx) => ({ method: 'GET', path: `/api/webapp/wallet/${fx.businessId}/packages` }),
  buyWalletPackage: (fx) => ({
    method: 'POST',
    path: `/api/webapp/wallet/${fx.businessId}/packages/${fx.packageId ?? 1}/buy`,
    body: { payment_type: 1 },
    headers: { ...bearer(fx.token), 'Idempotency-Key': `contract-${fx.name}-buy` },
  }),
  validateCoupon: (fx) => ({
    method: 'POST',
    path: '/api/webapp/coupons/validate',
    body: { code: 'SAVE500', branch_id: fx.branchId, selling_type: 'delivery' },
  }),
  rate: (fx) => ({
    method: 'POST',
    path: '/api/users/rate',
    body: {
      branch_id: fx.branchId,
      order_id: fx.orderId,
      rating: 4.5,
      comment: 'Hot and quick.',
      name: 'Sara',
      phone: '+96550001234',
    },
  }),

  geocodeSearch: () => ({
    method: 'GET',
    path: '/geocode/search?q=Sal&format=jsonv2&polygon_geojson=1&limit=5',
  }),
  geocodeReverse: () => ({
    method: 'GET',
    path: '/geocode/reverse?lat=29.3865&lon=47.9905&zoom=18&format=jsonv2',
  }),
  getBuildManifest: () => ({ method: 'GET', path: '/build.json' }),
};
