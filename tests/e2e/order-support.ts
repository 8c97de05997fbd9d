/** What the ordering suites share: a seeded cart, the guest's details, the mock's counts. */
import { expect, type Page } from '@playwright/test';
import { orderableItems, storedLine, type OrderType } from '../support/stored-cart.ts';
import { expectNoAxeViolations, resetMock } from './support.ts';

// Tuesday 2025-11-18, 12:00 in Kuwait: the demo's and the shipper's branches are open.
export const NOON_KUWAIT = '2025-11-18T09:00:00.000Z';

/** Fresh mock state, and the server's clock and the browser's agree at noon in Kuwait. */
export async function startAtNoon(page: Page): Promise<void> {
  await resetMock(page);
  // The server's clock and the browser's agree, so "open now" and the slots are the same on both.
  expect((await page.request.post('/__mock/clock', { data: { now: NOON_KUWAIT, frozen: true } })).ok()).toBe(
    true,
  );
  await page.clock.setFixedTime(new Date(NOON_KUWAIT));
}

/**
 * Fills the cart the way a returning customer finds it: the persisted cart in localStorage (the
 * browsing screens have their own suite). Written once per test, before the app starts.
 */
export async function seedCart(
  page: Page,
  referenceId: string,
  type: OrderType,
  lines: number,
  quantity: number,
) {
  const items = await orderableItems(page.request, referenceId, type, lines);
  expect(items).toHaveLength(lines);
  const cart = { version: 1, data: { items: items.map((item) => storedLine(item, quantity)) } };
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('e2e-cart-seeded')) return;
    sessionStorage.setItem('e2e-cart-seeded', '1');
    localStorage.setItem('cart', value);
  }, JSON.stringify(cart));
}

export async function ordersIn(page: Page, scenario: string): Promise<number> {
  const state = (await (await page.request.get('/__mock/state')).json()) as {
    scenarios: Record<string, { orders: number } | undefined>;
  };
  return state.scenarios[scenario]?.orders ?? 0;
}

export async function amountOf(page: Page, testId: string): Promise<number> {
  return Number(await page.getByTestId(testId).getAttribute('data-amount'));
}

/** Waits until the totals on screen are calc-order's, and returns the total shown. */
export async function serverTotal(page: Page): Promise<number> {
  await expect(page.getByTestId('totals')).toHaveAttribute('data-source', 'server', { timeout: 10_000 });
  return amountOf(page, 'totals-total');
}

/** On tablets and kiosks every button and link of the page is a target of at least 48 px. */
export async function expectTouchTargets(page: Page, layout: 'phone' | 'touch') {
  if (layout !== 'touch') return;
  const heights = await page
    .locator('main button:visible, main a[href]:visible, aside button:visible, aside a[href]:visible')
    .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().height));
  expect(heights.length).toBeGreaterThan(0);
  expect(Math.min(...heights)).toBeGreaterThanOrEqual(48);
}

export async function fillGuest(page: Page, phone = '50001234') {
  await page.getByTestId('contact-name').fill('Sara Al-Ali');
  await page.getByTestId('contact-phone').fill(phone);
}

export async function chooseOption(page: Page, pickerTestId: string, option: RegExp | string) {
  await page.getByTestId(pickerTestId).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Places the order and checks the order page and the server agree with the checkout's total. */
export async function placeAndCheck(page: Page, referenceId: string) {
  const shownTotal = await serverTotal(page);
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(new RegExp(`/${referenceId}/order/\\d+$`), { timeout: 15_000 });
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByTestId('order-steps')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();

  const stored = (await (await page.request.get(`/api/webapp/order/${orderId}`)).json()) as {
    order: { amounts: { total: number; delivery_fee: number } };
  };
  expect(stored.order.amounts.total).toBe(shownTotal);
  expect(await amountOf(page, 'totals-total')).toBe(stored.order.amounts.total);
  await expectNoAxeViolations(page);
  return { orderId, amounts: stored.order.amounts };
}

/** Logs in through the real screens; the code comes from the mock's send-otp reply, never the page. */
export async function logIn(page: Page, phone: string) {
  await page.getByTestId('login-phone').fill(phone);
  const sent = page.waitForResponse((response) => response.url().includes('/api/send-otp'));
  await page.getByTestId('login-submit').click();
  const { debug_code: code } = (await (await sent).json()) as { debug_code: string };
  await page.getByRole('textbox', { name: /^Digit 1 of/ }).click();
  await page.keyboard.type(code);
  // The code is checked once its last digit is in, and the login is done when the page moves on.
  // A caller that reloaded before that cut the check off and found the code step again (seen in a
  // fault test under load), so every caller starts from a finished login.
  await expect(page).not.toHaveURL(/\/login(?:\?|$)/, { timeout: 15_000 });
}
