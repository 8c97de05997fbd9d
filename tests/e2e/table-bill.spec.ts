/**
 * Paying a table sitting's bill (issue 31), in the tablet project (1280×800): the party orders,
 * taps "Pay the bill" and sees the sitting's dishes and total; pays by card on the paired terminal
 * (one payment of the bill, read from the mock terminal's state) or on a phone (390×844) that opens
 * the QR code's link and pays on the business's online payment page; either way the tablet shows
 * the sitting paid, and the next party starts clean. In English and Arabic, with axe.
 */
import type { Browser, Page } from '@playwright/test';
import { addFirstItem, startKioskDay, withoutSuggestions } from './kiosk-support.ts';
import { decodeQrCode } from './qr-support.ts';
import { expect, expectNoAxeViolations, onlyOn, test } from './support.ts';
import { demoTable, seedTableTablet, sendToKitchen } from './table-support.ts';

const TERMINAL = 'TERM-TABLE-7';

interface TerminalState {
  payments: { id: string; bill_id?: string | null; status: string; amount: number }[];
  orders: { id: number; payment_status: string; total: number }[];
}

test.beforeEach(async ({ page }) => {
  test.slow();
  await startKioskDay(page);
  await withoutSuggestions(page);
  const response = await page.request.post('/__mock/terminal/demo', {
    data: { scenario: 'approved', tapDelayMs: 4_000 },
  });
  expect(response.ok()).toBe(true);
});

async function terminalState(page: Page): Promise<TerminalState> {
  return (await (await page.request.get('/__mock/terminal/demo')).json()) as TerminalState;
}

/** The party orders one dish; the order's id. */
async function orderOnce(page: Page): Promise<number> {
  await page.goto('/demo/dine_in');
  await addFirstItem(page);
  const orderId = await sendToKitchen(page);
  // The bill is paid at the table: no counter, no receipt printer; the food comes to the table and
  // the sitting's running total shows.
  const steps = page.getByTestId('order-next-steps').getByRole('listitem');
  await expect(steps).toHaveCount(1);
  await expect(steps.nth(0)).toHaveAttribute('data-step', 'brought-to-table');
  await expect(page.getByTestId('print-receipt')).toHaveCount(0);
  await expect(page.getByTestId('order-sitting-total')).toBeVisible();
  return orderId;
}

/** "Pay the bill" in the rail: the sitting's dishes and its total. */
async function openBill(page: Page, total: number): Promise<void> {
  await page.goto('/demo/dine_in');
  await page.getByTestId('table-pay-bill').click();
  await expect(page).toHaveURL(/\/demo\/table-bill\/sitting$/);
  await expect(page.getByTestId('table-bill')).toHaveAttribute('data-phase', 'open');
  await expect(page.getByTestId('bill-summary').getByRole('listitem')).not.toHaveCount(0);
  const shown = await page.getByTestId('bill-total').innerText();
  expect(shown.replace(/[^\d]/g, '')).toBe(String(total));
}

async function orderTotal(page: Page, orderId: number): Promise<number> {
  const body = (await (await page.request.get(`/api/webapp/order/${orderId}`)).json()) as {
    order: { amounts: { total: number } };
  };
  return body.order.amounts.total;
}

test(
  'pay the bill on the paired terminal: one payment, the sitting paid, the next party clean',
  onlyOn.tablet,
  async ({ page }) => {
    const table = await demoTable(page);
    await seedTableTablet(page, table, 60, TERMINAL);
    const first = await orderOnce(page);
    const second = await orderOnce(page);
    const total = (await orderTotal(page, first)) + (await orderTotal(page, second));
    await openBill(page, total);
    await expectNoAxeViolations(page);
    await page.getByTestId('table-bill-terminal').click();
    await expect(page.getByTestId('terminal-waiting')).toHaveAttribute('data-phase', 'waiting');
    // No "pay at the counter" for a table's bill.
    await expect(page.getByTestId('terminal-counter')).toHaveCount(0);
    await expectNoAxeViolations(page);
    // The guest taps the card (on the mock's clock).
    expect((await page.request.post('/__mock/clock', { data: { advanceMs: 5_000 } })).ok()).toBe(true);
    await expect(page.getByTestId('table-bill-paid')).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(page);
    const state = await terminalState(page);
    const ours = state.orders.filter((o) => o.id === first || o.id === second);
    expect(ours.map((o) => o.payment_status)).toEqual(['paid', 'paid']);
    const payments = state.payments.filter((p) => p.bill_id);
    expect(payments.map((p) => [p.status, p.amount])).toEqual([['approved', total]]);
    // A reload of the paid bill starts no second payment.
    await page.reload();
    await expect(page.getByTestId('table-bill')).toHaveAttribute('data-phase', 'paid');
    expect((await terminalState(page)).payments.filter((p) => p.bill_id)).toHaveLength(1);
    // The next party starts clean.
    await page.getByTestId('table-next-party').click();
    await expect(page).toHaveURL(/\/demo\/table$/);
    await expect(page.getByTestId('table-order')).toHaveCount(0);
  },
);

async function phone(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
  return context.newPage();
}

test(
  'pay the bill on a phone from the QR code: the tablet shows the sitting paid',
  onlyOn.tablet,
  async ({ page, browser, baseURL }) => {
    const table = await demoTable(page);
    await seedTableTablet(page, table);
    const orderId = await orderOnce(page);
    await openBill(page, await orderTotal(page, orderId));
    // Without a paired terminal the phone is the way to pay by card.
    await expect(page.getByTestId('table-bill-terminal')).toHaveCount(0);
    const link = await decodeQrCode(page.getByTestId('table-bill-qr'));
    expect(link).toMatch(/\/demo\/table-bill\/TB-[0-9a-f]+$/);

    const guest = await phone(browser, baseURL!);
    await guest.goto(link);
    await expect(guest.getByTestId('phone-bill')).toHaveAttribute('data-phase', 'open');
    await expect(guest.getByTestId('bill-summary')).toBeVisible();
    await expectNoAxeViolations(guest);
    await guest.getByTestId('phone-bill-pay').click();
    // The online payment page returns the guest to the bill, paid.
    await expect(guest).toHaveURL(/\/demo\/table-bill\/TB-[0-9a-f]+\?transaction_id=/);
    await expect(guest.getByTestId('phone-bill-paid')).toBeVisible();
    await expectNoAxeViolations(guest);
    await guest.context().close();

    await expect(page.getByTestId('table-bill-paid')).toBeVisible({ timeout: 15_000 });
    const state = await terminalState(page);
    expect(state.orders.find((o) => o.id === orderId)?.payment_status).toBe('paid');
    expect(state.payments.filter((p) => p.bill_id)).toHaveLength(0);
  },
);

test('the bill screens in Arabic', onlyOn.tablet, async ({ page, browser, baseURL }) => {
  const table = await demoTable(page);
  await seedTableTablet(page, table, 60, TERMINAL);
  const orderId = await orderOnce(page);
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'ar', url: baseURL! }]);
  await page.goto('/demo/dine_in');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('table-pay-bill')).toHaveText('ادفع الفاتورة');
  await page.getByTestId('table-pay-bill').click();
  await expect(page.getByTestId('table-bill')).toHaveAttribute('data-phase', 'open');
  await expect(page.getByTestId('table-bill-qr')).toBeVisible();
  await expectNoAxeViolations(page);
  const link = await decodeQrCode(page.getByTestId('table-bill-qr'));
  const guest = await phone(browser, baseURL!);
  await guest.context().addCookies([{ name: 'i18n_redirected', value: 'ar', url: baseURL! }]);
  await guest.goto(link);
  await expect(guest.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(guest.getByTestId('phone-bill-pay')).toBeVisible();
  await expectNoAxeViolations(guest);
  await guest.context().close();
  expect(orderId).toBeGreaterThan(0);
});

test(
  'a reload while the card is awaited starts no second payment of the bill',
  onlyOn.tablet,
  async ({ page }) => {
    const table = await demoTable(page);
    await seedTableTablet(page, table, 60, TERMINAL);
    const orderId = await orderOnce(page);
    const total = await orderTotal(page, orderId);
    await openBill(page, total);
    await page.getByTestId('table-bill-terminal').click();
    await expect(page.getByTestId('terminal-waiting')).toHaveAttribute('data-phase', 'waiting');
    await page.reload();
    // The same open bill; the card payment under way is followed, not started again.
    await expect(page.getByTestId('table-bill')).toHaveAttribute('data-phase', 'open');
    await page.getByTestId('table-bill-terminal').click();
    await expect(page.getByTestId('terminal-waiting')).toHaveAttribute('data-phase', 'waiting');
    expect((await terminalState(page)).payments.filter((p) => p.bill_id)).toHaveLength(1);
    expect((await page.request.post('/__mock/clock', { data: { advanceMs: 5_000 } })).ok()).toBe(true);
    await expect(page.getByTestId('table-bill-paid')).toBeVisible({ timeout: 15_000 });
    const payments = (await terminalState(page)).payments.filter((p) => p.bill_id);
    expect(payments.map((p) => [p.status, p.amount])).toEqual([['approved', total]]);
  },
);
