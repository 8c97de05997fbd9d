/**
 * One purchase through the real screens under one kind of fault, and what came of it: how many
 * records (orders, reservations) the server created and whether the customer was shown one.
 * Shared by the sample in the e2e suite and by `npm run bench:submits`.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { logIn } from '../e2e/order-support.ts';
import { hashPin } from '../../src/domain/staff-pin.ts';
import { orderableItems, storedLine } from './stored-cart.ts';

export const SUBMIT_FAULTS = [
  'triple-tap',
  'lost-reply',
  '503-once',
  'stall-then-tap',
  'network-error',
  'reload-mid-submit',
] as const;
export type SubmitFault = (typeof SUBMIT_FAULTS)[number];

/** Tuesday noon in Kuwait: the demo's branches are open (the mock's clock and the browser's). */
export const PURCHASE_TIME = '2025-11-18T09:00:00.000Z';

/** Fresh mock data with its clock frozen at PURCHASE_TIME. */
export async function prepareMock(page: Page): Promise<void> {
  await page.request.post('/__mock/reset');
  await page.request.post('/__mock/clock', { data: { now: PURCHASE_TIME, frozen: true } });
}

export const PURCHASE_KINDS = [
  'order',
  'reservation',
  'wallet-package',
  'terminal-payment',
  'table-bill-terminal',
  'table-bill-online',
] as const;
export type PurchaseKind = (typeof PURCHASE_KINDS)[number];

export interface SubmitOutcome {
  fault: SubmitFault;
  kind: PurchaseKind;
  /** Records the server created for this one purchase. */
  created: number;
  /** The customer landed on the page of what they bought. */
  shown: boolean;
  /** Orders or table bills paid by two card charges during this purchase (card payments). */
  paidTwice?: number;
  /** Card charges beyond the first during this purchase (approved terminal or online payments). */
  chargedTwice?: number;
}

/** What differs between the things a customer can buy: where, which call, what proves it. */
interface PurchaseFlow {
  /** The POST the faults are put on. */
  path: string;
  /** The mock's count of what this purchase creates. */
  counter: 'orders' | 'reservations' | 'walletPurchases' | 'terminalPayments' | 'billOnlinePayments';
  /** A card payment: the mock's counts of the cards charged and of what was paid twice. */
  charges?: { charged: 'approvedTerminalPayments' | 'billOnlinePayments'; paidTwice: PaidTwiceCounter };
  /** The page the customer lands on once it went through (or, on the same page, what shows). */
  landing: RegExp | ((page: Page) => Locator);
  /** A fresh device, ready for the customer's tap on `submit`. */
  open: (browser: Browser, baseURL: string) => Promise<{ page: Page; submit: Locator }>;
}

const FLOWS: Record<PurchaseKind, PurchaseFlow> = {
  order: {
    path: '/api/webapp/order',
    counter: 'orders',
    landing: /\/demo\/order\/\d+$/,
    open: async (browser, baseURL) => {
      const page = await checkoutOnFreshDevice(browser, baseURL);
      return { page, submit: page.getByTestId('place-order') };
    },
  },
  reservation: {
    path: '/api/webapp/reserve-table',
    counter: 'reservations',
    landing: /\/demo\/reservation\/success\/\d+$/,
    open: async (browser, baseURL) => {
      const page = await reservationOnFreshDevice(browser, baseURL);
      return { page, submit: page.getByTestId('reserve-submit') };
    },
  },

  // A kiosk's card payment on its terminal (issue 31): the order is placed, then the payment is
  // started on the terminal, whose POST meets the fault; it went through once "Paid by" shows.
  'terminal-payment': {
    path: '/api/webapp/terminal-payments',
    counter: 'terminalPayments',
    charges: { charged: 'approvedTerminalPayments', paidTwice: 'ordersPaidTwice' },
    landing: (page) => page.getByTestId('order-paid-by'),
    open: async (browser, baseURL) => {
      const page = await kioskCheckoutOnFreshDevice(browser, baseURL);
      return { page, submit: page.getByTestId('place-order') };
    },
  },

  // A table tablet's bill paid on its terminal (issue 31): the sitting's order is placed, the
  // tablet shows "Pay the bill"; the tap on "Pay by card on the terminal" meets the fault; it went
  // through once the tablet shows the bill paid.
  'table-bill-terminal': {
    path: '/api/webapp/terminal-payments',
    counter: 'terminalPayments',
    charges: { charged: 'approvedTerminalPayments', paidTwice: 'billsPaidTwice' },
    landing: (page) => page.getByTestId('table-bill-paid'),
    open: async (browser, baseURL) => {
      const page = await tableBillOnFreshTablet(browser, baseURL);
      return { page, submit: page.getByTestId('table-bill-terminal') };
    },
  },

  // The same bill paid on the guest's phone from the QR code: "Pay online" meets the fault; it
  // went through once the phone, back from the online payment page, shows the bill paid.
  'table-bill-online': {
    path: '/api/webapp/table-bills/*/online-payment',
    counter: 'billOnlinePayments',
    charges: { charged: 'billOnlinePayments', paidTwice: 'billsPaidTwice' },
    landing: (page) => page.getByTestId('phone-bill-paid'),
    open: async (browser, baseURL) => {
      const page = await tableBillOnFreshPhone(browser, baseURL);
      return { page, submit: page.getByTestId('phone-bill-pay') };
    },
  },

  'wallet-package': {
    path: '/api/webapp/wallet/*/packages/*/buy',
    counter: 'walletPurchases',
    landing: /\/demo\/wallet\/\d+\?purchase=paid/,
    open: async (browser, baseURL) => {
      const page = await packageOnFreshDevice(browser, baseURL);
      return { page, submit: page.getByTestId('buy-package') };
    },
  },
};

type PaidTwiceCounter = 'ordersPaidTwice' | 'billsPaidTwice';

async function countIn(
  page: Page,
  counter: PurchaseFlow['counter'] | PaidTwiceCounter | 'approvedTerminalPayments',
): Promise<number> {
  const state = (await (await page.request.get('/__mock/state')).json()) as {
    scenarios: Record<string, Partial<Record<string, number>> | undefined>;
  };
  const count = state.scenarios.demo?.[counter];
  // A counter the mock no longer reports must not read as "nothing created, nothing duplicated".
  if (typeof count !== 'number') throw new Error(`the mock's state has no ${counter} count for demo`);
  return count;
}

async function fault(page: Page, path: string, rule: Record<string, unknown>) {
  await page.request.post('/__mock/faults', { data: { method: 'POST', path, times: 1, ...rule } });
}

async function freshDevice(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(PURCHASE_TIME));
  return page;
}

/**
 * A guest's table for one at the first free time, details filled. The mock is reset first: a
 * benchmark of a few hundred reservations would otherwise run out of tables for the day.
 */
async function reservationOnFreshDevice(browser: Browser, baseURL: string): Promise<Page> {
  const page = await freshDevice(browser, baseURL);
  await prepareMock(page);
  await page.goto('/demo/reservation/table');
  await page.getByTestId('reservation-times').locator('label').first().click();
  await page.getByTestId('reservation-tables').getByRole('radio').first().check();
  await page.getByTestId('contact-name').fill('Bench Guest');
  await page.getByTestId('contact-phone').fill('5000 1234');
  return page;
}

/** A customer logged in on a fresh device, on the page of the first wallet package. */
async function packageOnFreshDevice(browser: Browser, baseURL: string): Promise<Page> {
  const page = await freshDevice(browser, baseURL);
  await page.goto(`/demo/login?redirect=${encodeURIComponent('/demo/wallet/walletPackage')}`);
  await logIn(page, '50000001');
  await page.waitForURL(/\/demo\/wallet\/walletPackage$/);
  await page.getByTestId('wallet-package').first().getByTestId('open-package').click();
  await page.waitForURL(/\/demo\/wallet\/\d+$/);
  await page.getByTestId('buy-package').waitFor();
  return page;
}

/**
 * A kiosk paired with a terminal (the customer taps at once: no tap delay) with a one-line
 * dine-in cart at the checkout, details filled and "Pay by card" chosen.
 */
async function kioskCheckoutOnFreshDevice(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1080, height: 1920 } });
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(PURCHASE_TIME));
  await page.request.post('/__mock/terminal/demo', { data: { scenario: 'approved', tapDelayMs: 0 } });
  const [item] = await orderableItems(page.request, 'demo', 'dine_in', 1);
  const setup = {
    version: 1,
    data: {
      mode: 'kiosk',
      referenceId: 'demo',
      branchId: null,
      tableId: null,
      pinHash: await hashPin('4826'),
      idleSeconds: 600,
      terminalId: 'TERM-BENCH-1',
    },
  };
  const cart = {
    version: 1,
    data: { items: [storedLine(item!)], name: 'Bench Kiosk', phone: '+96550001234' },
  };
  await page.addInitScript(
    ([device, stored]) => {
      if (!localStorage.getItem('device')) localStorage.setItem('device', device);
      if (!localStorage.getItem('cart')) localStorage.setItem('cart', stored);
    },
    [JSON.stringify(setup), JSON.stringify(cart)] as const,
  );
  await page.goto('/demo/dine_in/checkout');
  await page.getByTestId('totals').and(page.locator('[data-source="server"]')).waitFor({ timeout: 15_000 });
  await page.getByRole('radio', { name: 'Pay by card' }).check();
  return page;
}

/**
 * One dine-in order of a demo table placed (as its tablet places them, through the order call)
 * and a table tablet paired with a terminal (the guest taps at once: no tap delay) whose storage
 * lists the order as its sitting's. Answers the tablet's setup and stored orders, and the order.
 */
async function tableSitting(page: Page) {
  await page.request.post('/__mock/terminal/demo', { data: { scenario: 'approved', tapDelayMs: 0 } });
  const business = (await (await page.request.get('/api/webapp/v5/restaurant/demo')).json()) as {
    restaurant: { branch_id: number };
  };
  const branchId = business.restaurant.branch_id;
  const { tables } = (await (await page.request.get(`/api/webapp/tables/${branchId}`)).json()) as {
    tables: { id: number }[];
  };
  const [item] = await orderableItems(page.request, 'demo', 'dine_in', 1);
  const placed = await page.request.post('/api/webapp/order', {
    headers: { 'Idempotency-Key': `bench-sitting-${Date.now()}-${Math.random()}` },
    data: {
      branch_id: branchId,
      selling_types: 'dine_in',
      order_lines: [
        { item_id: item!.id, price_label_id: item!.price_labels[0]!.id, quantity: 1, modifiers: '' },
      ],
      payment_type: 2,
      use_wallet: false,
      name: 'Bench Table',
      phone: '+96550001234',
      schedule: { type: 'now' },
      table_id: tables[0]!.id,
    },
  });
  if (!placed.ok()) throw new Error(`the sitting's order was refused: ${placed.status()}`);
  const { order, access_secret } = (await placed.json()) as {
    order: { id: number; number: string; business_id: number; created_at: string };
    access_secret: string;
  };
  return {
    branchId,
    tableId: tables[0]!.id,
    orders: [
      {
        id: order.id,
        number: order.number,
        business_id: order.business_id,
        created_at: order.created_at,
        access_secret,
      },
    ],
  };
}

/** A table tablet (1280×800) on "Pay the bill" for its sitting, "Pay by card on the terminal" ready. */
async function tableBillOnFreshTablet(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(PURCHASE_TIME));
  const sitting = await tableSitting(page);
  const setup = {
    version: 1,
    data: {
      mode: 'table',
      referenceId: 'demo',
      branchId: sitting.branchId,
      tableId: sitting.tableId,
      pinHash: await hashPin('4826'),
      idleSeconds: 600,
      terminalId: 'TERM-BENCH-TABLE',
    },
  };
  await page.addInitScript(
    ([device, orders]) => {
      if (!localStorage.getItem('device')) localStorage.setItem('device', device);
      if (!localStorage.getItem('device-orders')) localStorage.setItem('device-orders', orders);
    },
    [JSON.stringify(setup), JSON.stringify(sitting.orders)] as const,
  );
  await page.goto('/demo/table-bill/sitting');
  await page.getByTestId('table-bill-terminal').and(page.locator(':enabled')).waitFor({ timeout: 15_000 });
  return page;
}

/** The guest's phone (390×844) on the bill's page, as the tablet's QR code opens it; "Pay online" ready. */
async function tableBillOnFreshPhone(browser: Browser, baseURL: string): Promise<Page> {
  const page = await freshDevice(browser, baseURL);
  const sitting = await tableSitting(page);
  const bill = await page.request.post('/api/webapp/table-bills', {
    headers: { 'Idempotency-Key': `bench-bill-${sitting.orders[0]!.id}` },
    data: { branch_id: sitting.branchId, table_id: sitting.tableId, order_ids: [sitting.orders[0]!.id] },
  });
  if (!bill.ok()) throw new Error(`the bill was refused: ${bill.status()}`);
  const { bill: opened } = (await bill.json()) as { bill: { id: string } };
  await page.goto(`/demo/table-bill/${opened.id}`);
  await page.getByTestId('phone-bill-pay').waitFor({ timeout: 15_000 });
  return page;
}

/** Opens a fresh device with a two-line car-pickup cart at the demo's checkout, details filled. */
async function checkoutOnFreshDevice(browser: Browser, baseURL: string): Promise<Page> {
  const page = await freshDevice(browser, baseURL);
  const items = await orderableItems(page.request, 'demo', 'car_pickup', 2);
  const cart = {
    version: 1,
    data: {
      items: items.map((item) => storedLine(item)),
      car: { plate: '1234', model: null, color: null },
      name: 'Bench Customer',
      phone: '+96550001234',
    },
  };
  await page.addInitScript((value) => {
    if (!localStorage.getItem('cart')) localStorage.setItem('cart', value);
  }, JSON.stringify(cart));
  await page.goto('/demo/car_pickup/checkout');
  await page.getByTestId('totals').and(page.locator('[data-source="server"]')).waitFor({ timeout: 15_000 });
  return page;
}

export async function purchaseUnder(
  browser: Browser,
  baseURL: string,
  kind: SubmitFault,
  what: PurchaseKind = 'order',
): Promise<SubmitOutcome> {
  const flow = FLOWS[what];
  const { page, submit: place } = await flow.open(browser, baseURL);
  const before = await countIn(page, flow.counter);
  const charges = flow.charges;
  const chargedBefore = charges ? await countIn(page, charges.charged) : 0;
  const paidTwiceBefore = charges ? await countIn(page, charges.paidTwice) : 0;
  if (kind === 'lost-reply') {
    let lost = false;
    await page.route(`**${flow.path}`, async (route) => {
      if (lost || route.request().method() !== 'POST') return route.continue();
      lost = true;
      await route.fetch();
      await route.abort('failed');
    });
  }
  if (kind === '503-once') await fault(page, flow.path, { status: 503 });
  if (kind === 'network-error') await fault(page, flow.path, { networkError: true });
  if (kind === 'stall-then-tap') await fault(page, flow.path, { latencyMs: 10_000 });
  if (kind === 'reload-mid-submit') await fault(page, flow.path, { latencyMs: 3_000 });

  if (kind === 'triple-tap') {
    await place.dblclick();
    await place.click({ force: true, timeout: 1_000 }).catch(() => undefined);
  } else {
    await place.click();
  }
  if (kind === 'stall-then-tap') {
    await page.waitForTimeout(1_000);
    await place.click({ force: true, timeout: 1_000 }).catch(() => undefined);
  }
  if (kind === 'reload-mid-submit') {
    await page.waitForTimeout(300);
    await page.reload();
  }
  const landing = flow.landing;
  const shown = await (
    landing instanceof RegExp
      ? page.waitForURL(landing, { timeout: 45_000 })
      : landing(page).waitFor({ timeout: 45_000 })
  )
    .then(() => true)
    .catch(() => false);
  // A request still in the server's hands when the page gave up would count late: let it land.
  await page.waitForTimeout(kind === 'stall-then-tap' ? 1_000 : 300);
  const created = (await countIn(page, flow.counter)) - before;
  const paidTwice = charges ? (await countIn(page, charges.paidTwice)) - paidTwiceBefore : 0;
  const chargedTwice = charges ? Math.max(0, (await countIn(page, charges.charged)) - chargedBefore - 1) : 0;
  await page.context().close();
  return { fault: kind, kind: what, created, shown, paidTwice, chargedTwice };
}

export function summarise(outcomes: readonly SubmitOutcome[]) {
  return {
    attempts: outcomes.length,
    ordersCreated: outcomes.reduce((sum, outcome) => sum + outcome.created, 0),
    duplicates: outcomes.reduce((sum, outcome) => sum + Math.max(0, outcome.created - 1), 0),
    lost: outcomes.filter((outcome) => outcome.created > 0 && !outcome.shown).length,
    neverPlaced: outcomes.filter((outcome) => outcome.created === 0).length,
    paidTwice: outcomes.reduce((sum, outcome) => sum + (outcome.paidTwice ?? 0), 0),
    chargedTwice: outcomes.reduce((sum, outcome) => sum + (outcome.chargedTwice ?? 0), 0),
  };
}

/**
 * A run held only when every attempt created exactly what it bought and the customer saw it: a run
 * that created nothing (a broken flow, a counter that stayed at 0) fails instead of reading 0 / 0.
 */
export function submitsHeld(summary: ReturnType<typeof summarise>): boolean {
  return (
    summary.attempts > 0 &&
    summary.ordersCreated === summary.attempts &&
    summary.duplicates === 0 &&
    summary.lost === 0 &&
    summary.neverPlaced === 0 &&
    summary.paidTwice === 0 &&
    summary.chargedTwice === 0
  );
}
