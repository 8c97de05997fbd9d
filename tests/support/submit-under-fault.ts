/**
 * One purchase through the real checkout under one kind of fault, and what came of it: how many
 * orders the server created and whether the customer was shown one. Shared by the sample in the
 * e2e suite and by `npm run bench:submits`.
 */
import type { Browser, Page } from '@playwright/test';
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

export interface SubmitOutcome {
  fault: SubmitFault;
  /** Orders the server created for this one purchase. */
  created: number;
  /** The customer landed on an order page. */
  shown: boolean;
}

async function ordersIn(page: Page): Promise<number> {
  const state = (await (await page.request.get('/__mock/state')).json()) as {
    scenarios: Record<string, { orders: number } | undefined>;
  };
  return state.scenarios.demo?.orders ?? 0;
}

async function fault(page: Page, rule: Record<string, unknown>) {
  await page.request.post('/__mock/faults', {
    data: { method: 'POST', path: '/api/webapp/order', times: 1, ...rule },
  });
}

/** Opens a fresh device with a two-line car-pickup cart at the demo's checkout, details filled. */
async function checkoutOnFreshDevice(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(PURCHASE_TIME));
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
): Promise<SubmitOutcome> {
  const page = await checkoutOnFreshDevice(browser, baseURL);
  const before = await ordersIn(page);
  const place = page.getByTestId('place-order');
  if (kind === 'lost-reply') {
    let lost = false;
    await page.route('**/api/webapp/order', async (route) => {
      if (lost || route.request().method() !== 'POST') return route.continue();
      lost = true;
      await route.fetch();
      await route.abort('failed');
    });
  }
  if (kind === '503-once') await fault(page, { status: 503 });
  if (kind === 'network-error') await fault(page, { networkError: true });
  if (kind === 'stall-then-tap') await fault(page, { latencyMs: 10_000 });
  if (kind === 'reload-mid-submit') await fault(page, { latencyMs: 3_000 });

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
  const shown = await page
    .waitForURL(/\/demo\/order\/\d+$/, { timeout: 45_000 })
    .then(() => true)
    .catch(() => false);
  // A request still in the server's hands when the page gave up would count late: let it land.
  await page.waitForTimeout(kind === 'stall-then-tap' ? 1_000 : 300);
  const created = (await ordersIn(page)) - before;
  await page.context().close();
  return { fault: kind, created, shown };
}

export function summarise(outcomes: readonly SubmitOutcome[]) {
  return {
    attempts: outcomes.length,
    ordersCreated: outcomes.reduce((sum, outcome) => sum + outcome.created, 0),
    duplicates: outcomes.reduce((sum, outcome) => sum + Math.max(0, outcome.created - 1), 0),
    lost: outcomes.filter((outcome) => outcome.created > 0 && !outcome.shown).length,
    neverPlaced: outcomes.filter((outcome) => outcome.created === 0).length,
  };
}
