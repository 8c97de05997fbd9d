/**
 * Paying a table sitting's bill (issue 31), in the tablet project (1280×800): the party orders,
 * taps "Pay the bill" and sees the sitting's dishes and total; pays by card on the paired terminal
 * (one payment of the bill, read from the mock terminal's state) or on a phone (390×844) that opens
 * the QR code's link and pays on the business's online payment page; either way the tablet shows
 * the sitting paid, and the next party starts clean. The demo takes no tips (no tip choice); solo
 * takes them: the 15 % tile's bill is paid on the terminal as bill + tip, and a reload while the
 * card is awaited shows that payment's waiting screen (one payment). In English and Arabic, with axe.
 */
import type { Browser, Page } from '@playwright/test';
import { addFirstItem, startKioskDay, withoutSuggestions } from './kiosk-support.ts';
import { decodeQrCode } from './qr-support.ts';
import { expect, expectNoAxeViolations, onlyOn, test } from './support.ts';
import { demoTable, seedTableTablet, sendToKitchen, type DemoTable } from './table-support.ts';
import { orderableItems } from '../support/stored-cart.ts';
import { tipAmount } from '../../src/domain/tips.ts';

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
    // The demo takes no tips: no tip choice, the total is the orders'.
    await expect(page.getByTestId('tip-choice')).toHaveCount(0);
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
    // Without a paired terminal the phone is the way to pay by card; no tips in the demo.
    await expect(page.getByTestId('table-bill-terminal')).toHaveCount(0);
    await expect(page.getByTestId('tip-choice')).toHaveCount(0);
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

/**
 * Two dine-in orders of the table placed through the API (as the tablet places them), listed in
 * the tablet's storage as its own: the sitting to bill.
 */
async function seedSitting(page: Page, referenceId: string, table: DemoTable): Promise<number[]> {
  const [item] = await orderableItems(page.request, referenceId, 'dine_in', 1);
  const placed = [];
  for (let n = 0; n < 2; n += 1) {
    const reply = await page.request.post('/api/webapp/order', {
      headers: { 'Idempotency-Key': `tip-sitting-${n}-${Date.now()}` },
      data: {
        branch_id: table.branchId,
        selling_types: 'dine_in',
        order_lines: [
          { item_id: item!.id, price_label_id: item!.price_labels[0]!.id, quantity: n + 1, modifiers: '' },
        ],
        payment_type: 2,
        use_wallet: false,
        name: 'Tip Guest',
        phone: '+97333001122',
        schedule: { type: 'now' },
        table_id: table.tableId,
      },
    });
    expect(reply.ok()).toBe(true);
    const { order, access_secret } = (await reply.json()) as {
      order: { id: number; number: string; business_id: number; created_at: string };
      access_secret: string;
    };
    placed.push({
      id: order.id,
      number: order.number,
      business_id: order.business_id,
      created_at: order.created_at,
      access_secret,
    });
  }
  await page.addInitScript((list) => {
    if (!localStorage.getItem('device-orders')) localStorage.setItem('device-orders', list);
  }, JSON.stringify(placed.reverse()));
  return placed.map((o) => o.id);
}

test(
  'tips on (solo): the 15 % tile, paid on the terminal as bill + tip; a reload mid-payment resumes it',
  onlyOn.tablet,
  async ({ page, baseURL }) => {
    expect(
      (
        await page.request.post('/__mock/terminal/solo', {
          data: { scenario: 'approved', tapDelayMs: 4_000 },
        })
      ).ok(),
    ).toBe(true);
    const table = await demoTable(page, 0, 'solo');
    await seedTableTablet(page, table, 60, TERMINAL, 'solo');
    const orderIds = await seedSitting(page, 'solo', table);
    let amount = 0;
    for (const id of orderIds) amount += await orderTotal(page, id);
    // In Arabic first (right to left, axe), then in English.
    await page.context().addCookies([{ name: 'i18n_redirected', value: 'ar', url: baseURL! }]);
    await page.goto('/solo/table-bill/sitting');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('tip-tile')).toHaveCount(4);
    await expect(page.getByTestId('tip-tile').nth(0)).toHaveText('بدون إكرامية');
    await expectNoAxeViolations(page);
    await page.context().addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL! }]);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByTestId('table-bill')).toHaveAttribute('data-phase', 'open');
    // No tip, 10, 15 and 20 %, each with its amount; "No tip" chosen first (the business's default).
    const tiles = page.getByTestId('tip-tile');
    await expect(tiles).toHaveCount(4);
    await expect(tiles.nth(0)).toHaveAttribute('aria-checked', 'true');
    expect(
      await tiles.evaluateAll((all) => all.map((t) => Number(t.getAttribute('data-percentage')))),
    ).toEqual([0, 10, 15, 20]);
    const tip = tipAmount(amount, 15);
    await expect(tiles.nth(2)).toHaveAttribute('data-tip', String(tip));
    await expect(tiles.nth(2)).toContainText('15%');
    const digits = async () => (await page.getByTestId('bill-total').innerText()).replace(/[^\d]/g, '');
    expect(await digits()).toBe(String(amount));
    await expectNoAxeViolations(page);
    // A tap: the bill carries the tip, and its total is bill + tip (the phone's QR follows it).
    await tiles.nth(2).click();
    await expect(tiles.nth(2)).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('bill-tip')).toBeVisible();
    await expect.poll(digits).toBe(String(amount + tip));
    await page.getByTestId('table-bill-terminal').click();
    await expect(page.getByTestId('terminal-waiting')).toHaveAttribute('data-phase', 'waiting');
    await expect(page.getByTestId('tip-choice')).toHaveAttribute('data-locked', 'true');
    // A reload while the card is awaited: the same payment's waiting screen, never "Pay by card".
    await page.reload();
    await expect(page.getByTestId('terminal-waiting')).toHaveAttribute('data-phase', 'waiting');
    await expect(page.getByTestId('table-bill-terminal')).toHaveCount(0);
    await expect(tiles.nth(2)).toHaveAttribute('aria-checked', 'true');
    const state = async () =>
      (await (await page.request.get('/__mock/terminal/solo')).json()) as {
        payments: { bill_id?: string | null; status: string; amount: number; tip: number }[];
      };
    expect((await state()).payments.filter((p) => p.bill_id)).toHaveLength(1);
    expect((await page.request.post('/__mock/clock', { data: { advanceMs: 5_000 } })).ok()).toBe(true);
    await expect(page.getByTestId('table-bill-paid')).toBeVisible({ timeout: 15_000 });
    // One payment of the bill, charged bill + tip, the tip recorded as such.
    const payments = (await state()).payments.filter((p) => p.bill_id);
    expect(payments.map((p) => [p.status, p.amount, p.tip])).toEqual([['approved', amount + tip, tip]]);
  },
);
