/**
 * The table tablet (issues 15 and 30), in the tablet project (1280×800): staff bind it to a table with the
 * PIN; the party orders twice and sees both orders with the running total; calls the waiter (a
 * double tap is one call, "waiter called" until the staff acknowledge); asks for the bill; after
 * the bill and idle time, or a staff reset, nothing of the party is left in any storage while the
 * table binding stays. The table cannot be changed by a guest.
 */
import type { Page } from '@playwright/test';
import { formatMoney } from '../../src/domain/money.ts';
import { expect, expectNoAxeViolations, test } from './support.ts';
import {
  addFirstItem,
  addHummusFromItsPage,
  everythingStored,
  expectOutsideLinkBecomesCode,
  STAFF_PIN,
  startKioskDay,
  withoutSuggestions,
  writeCustomerTracesElsewhere,
} from './kiosk-support.ts';
import {
  completeCardsOnFirstScreen,
  demoTable,
  expectInViewport,
  expectSetupReadable,
  seedTableTablet,
  sendToKitchen,
  staffAcknowledge,
  tableRequests,
  unlockWithPin,
  type DemoTable,
} from './table-support.ts';

const NAME = 'Hessa Table-Guest';
const PHONE = '50006611';

test.beforeEach(async ({ page }) => {
  // Whole sittings (setup, two orders, calls, idle time) with axe scans on a shared 2-core machine.
  test.slow();
  await startKioskDay(page);
  await withoutSuggestions(page);
});

async function orderTotal(page: Page, orderId: number): Promise<number> {
  const body = (await (await page.request.get(`/api/webapp/order/${orderId}`)).json()) as {
    order: { amounts: { total: number } };
  };
  return body.order.amounts.total;
}

async function orderOnce(page: Page, table: DemoTable, scan = false): Promise<number> {
  await page.goto('/demo/dine_in');
  await addFirstItem(page);
  if (scan) {
    // The checkout (where a missing detail is asked) shows the bound table as text.
    await page.goto('/demo/dine_in/checkout');
    await expect(page.getByTestId('table-bound')).toContainText(table.name);
    await expect(page.getByTestId('table-picker')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.goto('/demo/dine_in');
  }
  return sendToKitchen(page);
}

test('after "Add" on an item page the table tablet is back on the menu with the order bar updated', async ({
  page,
}) => {
  await seedTableTablet(page, await demoTable(page, 1));
  await page.goto('/demo/dine_in');
  await addHummusFromItsPage(page);
  await expectNoAxeViolations(page);
});

test('staff bind a tablet to a table with the PIN; the party orders twice and sees both with the running total', async ({
  page,
}) => {
  const table = await demoTable(page, 1);
  await page.goto('/demo/device');
  await page.getByRole('radio', { name: 'Table tablet' }).check();
  await page.getByTestId('device-table').click();
  await page.getByRole('option', { name: new RegExp(`^${table.name}\\b`) }).click();
  await page.getByTestId('device-pin').fill(STAFF_PIN);
  await page.getByTestId('device-pin-again').fill(STAFF_PIN);
  await expectSetupReadable(page);
  await expectNoAxeViolations(page);
  await page.getByTestId('device-save').click();

  await expect(page).toHaveURL(/\/demo\/dine_in$/);
  await expect(page.getByTestId('table-service')).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('device'));
  expect(stored).toContain('"mode":"table"');
  expect(stored).toContain(`"tableId":${table.tableId}`);
  expect(stored).not.toContain(STAFF_PIN);
  await expectNoAxeViolations(page);

  // Guests only, dine-in only: the rest sends the tablet back to its menu, even after a reload.
  await page.reload();
  for (const path of [
    '/demo',
    '/demo/delivery',
    '/demo/pickup',
    '/demo/login',
    '/demo/locations',
    '/demo/wallet/home',
    '/demo/reservation',
    '/demo/device',
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/demo\/dine_in$/);
  }

  const first = await orderOnce(page, table, true);
  // A table in the address (another table's QR code) does not move the order either.
  await page.goto('/demo/dine_in');
  await addFirstItem(page);
  const other = await demoTable(page, 0);
  await page.goto(`/demo/dine_in/checkout?table=${other.tableId}`);
  await expect(page.getByTestId('table-bound')).toContainText(table.name);
  // The bound table is the party: no name or phone is asked.
  await expect(page.getByTestId('contact-name')).toHaveCount(0);
  await expect(page.getByTestId('totals')).toHaveAttribute('data-source', 'server', { timeout: 10_000 });
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/demo\/order\/\d+$/, { timeout: 15_000 });
  const second = Number(new URL(page.url()).pathname.split('/').pop());
  // Both orders went to the bound table.
  for (const id of [first, second]) {
    const reply = await page.request.get(`/api/webapp/order/${id}`);
    expect(((await reply.json()) as { order: { table: { id: number } | null } }).order.table?.id).toBe(
      table.tableId,
    );
  }

  await page.getByTestId('table-orders-link').click();
  await expect(page).toHaveURL(/\/demo\/table$/);
  await expect(page.getByTestId('table-order')).toHaveCount(2);
  await expect(page.getByTestId('table-order-status').first()).toHaveText('Received');
  const total = (await orderTotal(page, first)) + (await orderTotal(page, second));
  await expect(page.getByTestId('table-running-total')).toHaveText(formatMoney(total, 'KWD', 'en'));
  await expectNoAxeViolations(page);
});

test('at 1280×800: the table named, 8 whole cards, the order beside the menu; sent to the kitchen, the food comes to the table; the orders with their dishes and a way back; en and ar', async ({
  page,
  baseURL,
}) => {
  const table = await demoTable(page, 1);
  await seedTableTablet(page, table);
  for (const language of ['en', 'ar'] as const) {
    if (language === 'ar')
      await page.context().addCookies([{ name: 'i18n_redirected', value: 'ar', url: baseURL! }]);
    await page.goto('/demo/dine_in');
    await expect(page.getByTestId('table-service')).toBeVisible();
    // The table's name in the header, and two rows and more of whole cards beside the rail and the order.
    const tableName = page.getByRole('banner').getByTestId('table-name');
    await expect(tableName).toHaveText(language === 'en' ? table.name : /\S/);
    await expectInViewport(tableName, page);
    await expect.poll(() => completeCardsOnFirstScreen(page)).toBeGreaterThanOrEqual(8);
    // Search's words are whole in the sticky row beside the tiles (13rem cut "Search the menu").
    const searchWords = page.getByTestId('search-entry').locator('.mantine-Button-label');
    await expect(searchWords).toHaveText(language === 'en' ? 'Search the menu' : /\S/);
    expect(await searchWords.evaluate((label) => label.scrollWidth - label.clientWidth)).toBeLessThanOrEqual(
      1,
    );
    // The order stands beside the menu (no sheet), "Send to kitchen" in view, empty or not.
    const order = page.getByTestId('order-bar');
    await expect(order).toHaveAttribute('data-table-order', '');
    await expect(page.getByTestId('review-order')).toHaveCount(0);
    await expectInViewport(page.getByTestId('send-to-kitchen'), page);
    await expect(page.getByTestId('send-to-kitchen')).toBeDisabled();
    await expectNoAxeViolations(page);
    await page.locator('[data-testid^="quick-add-"]').nth(1).click();
    await expect(order.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('send-to-kitchen')).toBeEnabled();
    await expectInViewport(page.getByTestId('send-to-kitchen'), page);
    expect(await completeCardsOnFirstScreen(page)).toBeGreaterThanOrEqual(8);
    await expectNoAxeViolations(page);

    const orderId = await sendToKitchen(page);
    // The food comes to the table; the sitting's running total; no counter, no receipt printer.
    const steps = page.getByTestId('order-next-steps').getByRole('listitem');
    await expect(steps).toHaveCount(1);
    await expect(steps.first()).toHaveAttribute('data-step', 'brought-to-table');
    if (language === 'en')
      await expect(steps.first()).toHaveText(`Your food will be brought to ${table.name}.`);
    await expect(page.getByTestId('print-receipt')).toHaveCount(0);
    await expect(page.getByText(/counter/i)).toHaveCount(0);
    const total = page.getByTestId('order-sitting-total');
    await expectInViewport(total, page);
    if (language === 'en')
      await expect(total).toContainText(formatMoney(await orderTotal(page, orderId), 'KWD', 'en'));
    await expectNoAxeViolations(page);

    // This table's orders: each with its dishes and status, and the way back to the menu.
    await page.getByTestId('table-orders-link').click();
    await expect(page.getByTestId('table-order')).toHaveCount(language === 'en' ? 1 : 2);
    const lines = page.getByTestId('table-order').first().getByTestId('table-order-line');
    await expect(lines).toHaveCount(1);
    if (language === 'en') await expect(lines.first()).toContainText('1 × Shish Tawook');
    const back = page.getByTestId('table-orders-back');
    await expectInViewport(back, page);
    await expectNoAxeViolations(page);
    await back.click();
    await expect(page).toHaveURL(/\/demo\/dine_in$/);
  }
});

test('calling the waiter: a double tap is one call, confirmed with its time until the staff acknowledge; a failure says so; Cancel takes a call back', async ({
  page,
}) => {
  const table = await demoTable(page);
  await seedTableTablet(page, table);
  await page.goto('/demo/dine_in');
  const waiter = page.getByTestId('table-call-waiter');
  await expect(waiter).toHaveText('Call the waiter');
  await waiter.dblclick();
  // Confirmed, with the time of the call in the business's zone (the mock's clock: noon in Kuwait).
  await expect(waiter).toHaveText(/^A waiter is on the way · 12:00\sPM$/);
  await expect(waiter).toHaveAttribute('aria-disabled', 'true');
  await expectInViewport(page.getByTestId('table-call-waiter-cancel'), page);
  await expect
    .poll(() => tableRequests(page))
    .toMatchObject([{ kind: 'waiter', table_id: table.tableId, status: 'pending' }]);
  await expectNoAxeViolations(page);

  // Still waiting after a look at the staff's answer; then the staff come.
  await page.clock.fastForward(5_000);
  await expect(waiter).toHaveText(/^A waiter is on the way/);
  await staffAcknowledge(page);
  await page.clock.fastForward(5_000);
  await expect(waiter).toHaveText('Call the waiter');
  await expect(waiter).toBeEnabled();
  expect(await tableRequests(page)).toMatchObject([{ kind: 'waiter', status: 'acknowledged' }]);

  // The network fails: the words say so and the same button tries again.
  const fault = { method: 'POST', path: '/api/webapp/table-requests', status: 422 };
  expect((await page.request.post('/__mock/faults', { data: fault })).ok()).toBe(true);
  await waiter.click();
  await expect(page.getByTestId('table-call-failed')).toHaveText(
    'The staff could not be reached. Please try again.',
  );
  await expect(waiter).toBeEnabled();
  await expectNoAxeViolations(page);
  expect((await page.request.delete('/__mock/faults')).ok()).toBe(true);
  await waiter.click();
  await expect(waiter).toHaveText(/^A waiter is on the way/);
  await expect(page.getByTestId('table-call-failed')).toHaveCount(0);
  await expect.poll(async () => (await tableRequests(page)).length).toBe(2);

  // Not needed after all: the call is taken back, the staff's list drops it.
  await page.getByTestId('table-call-waiter-cancel').click();
  await expect(waiter).toHaveText('Call the waiter');
  await expect(page.getByTestId('table-call-waiter-cancel')).toHaveCount(0);
  await expect
    .poll(async () => (await tableRequests(page)).map((request) => request.status))
    .toEqual(['acknowledged', 'cancelled']);
});

async function expectPartyGone(page: Page, table: DemoTable, traces: string[]): Promise<void> {
  // The screens are emptied at once; the browser's storages are wiped right after (a few awaits
  // later), so the check waits for the wipe rather than reading in between.
  const left = async () => {
    const stored = await everythingStored(page);
    return [...traces, 'table-sitting', '"items":[{', 'customer-'].filter((trace) => stored.includes(trace));
  };
  await expect.poll(left, { message: 'traces of the party after it left' }).toEqual([]);
  const after = await everythingStored(page);
  // The binding stays: still a table tablet at the same table.
  expect(after).toContain('"mode":"table"');
  expect(after).toContain(`"tableId":${table.tableId}`);
}

test('after the bill and idle time nothing of the party is left, and the tablet keeps its table', async ({
  page,
}) => {
  const table = await demoTable(page);
  await seedTableTablet(page, table);
  const orderId = await orderOnce(page, table);
  await page.goto('/demo/dine_in');
  await page.getByTestId('table-ask-bill').click();
  await expect(page.getByTestId('table-ask-bill')).toHaveText(/^The bill is on its way · 12:00\sPM$/);
  await expect.poll(() => tableRequests(page)).toMatchObject([{ kind: 'bill', table_id: table.tableId }]);
  await writeCustomerTracesElsewhere(page, `${NAME} +965${PHONE}`);
  const before = await everythingStored(page);
  for (const trace of [NAME, PHONE, String(orderId), 'table-sitting']) expect(before).toContain(trace);

  await page.clock.fastForward(61_000);
  const warning = page.getByRole('dialog', { name: 'Are you still there?' });
  await expect(warning).toBeVisible();
  await page.clock.fastForward(16_000);
  await expect(warning).toBeHidden();
  await expect(page).toHaveURL(/\/demo\/dine_in$/);
  await expect(page.getByTestId('table-ask-bill')).toHaveText('Ask for the bill');
  await expectPartyGone(page, table, [NAME, PHONE, encodeURIComponent(PHONE), String(orderId)]);

  await page.getByTestId('table-orders-link').click();
  await expect(page.getByTestId('table-order')).toHaveCount(0);
  await expect(page.getByTestId('table-running-total')).toHaveText(formatMoney(0, 'KWD', 'en'));
});

test('staff reset the table with the PIN: nothing of the party is left, the table stays', async ({
  page,
}) => {
  const table = await demoTable(page);
  await seedTableTablet(page, table);
  const orderId = await orderOnce(page, table);
  await page.goto('/demo/dine_in');
  await page.getByTestId('table-call-waiter').click();
  await expect(page.getByTestId('table-call-waiter')).toHaveText(/^A waiter is on the way/);

  await unlockWithPin(page);
  await expectNoAxeViolations(page);
  await page.getByTestId('table-next-party').click();
  await expect(page).toHaveURL(/\/demo\/dine_in$/);
  await expect(page.getByTestId('table-call-waiter')).toHaveText('Call the waiter');
  await expectPartyGone(page, table, [NAME, PHONE, encodeURIComponent(PHONE), String(orderId)]);
  // The setup is locked again.
  await page.goto('/demo/device');
  await expect(page).toHaveURL(/\/demo\/dine_in$/);
});

test('the table-tablet screens in Arabic', async ({ page, baseURL }) => {
  const table = await demoTable(page);
  await seedTableTablet(page, table);
  await page.goto('/demo/dine_in');
  await addFirstItem(page);
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'ar', url: baseURL! }]);
  // The checkout with the bound table, shown as text.
  await page.goto('/demo/dine_in/checkout');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('table-bound')).toBeVisible();
  await expect(page.getByTestId('table-picker')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.goto('/demo/dine_in');
  await expect(page.getByTestId('table-call-waiter')).toHaveText('نداء النادل');
  await expectNoAxeViolations(page);
  await page.getByTestId('table-call-waiter').click();
  await expect(page.getByTestId('table-call-waiter')).toHaveText(/^النادل في الطريق · /);
  await expectNoAxeViolations(page);
  await page.getByTestId('table-orders-link').click();
  await expect(page.getByRole('heading', { name: 'طلبات هذه الطاولة' })).toBeVisible();
  await expectNoAxeViolations(page);
  await unlockWithPin(page);
  await expect(page.getByTestId('table-next-party')).toHaveText('تهيئة الطاولة للضيوف التالين');
  await expectNoAxeViolations(page);
});

test('no link leaves the table tablet: an outside address becomes a code to scan', async ({ page }) => {
  await seedTableTablet(page, await demoTable(page));
  await page.goto('/demo/dine_in');
  // Tapped as soon as the menu shows, before the device's chrome (loaded lazily) is there.
  await expect(page.locator('[data-testid^="item-card-"]').first()).toBeVisible();
  await expectOutsideLinkBecomesCode(page);
});
