/**
 * Zero typing on a device (issue 30): a kiosk and a table tablet order with taps alone, no key
 * event ever reaching the page, in English and Arabic; where a field is offered, the on-screen
 * keyboard types into it (the name reaches the order); in a language with no on-screen layout the
 * kiosk has no search and still takes the order.
 */
import type { Page } from '@playwright/test';
import { onlyOn } from './device-projects.ts';
import { addFirstItem, seedKiosk, startKioskDay, withoutSuggestions } from './kiosk-support.ts';
import { expect, expectNoAxeViolations, test } from './support.ts';
import { demoTable, seedTableTablet } from './table-support.ts';

/** Every key event the page sees, from before its first script runs. */
async function keyEventsSeen(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('keyEventSeen', (type: string) => seen.push(type));
  await page.addInitScript(() => {
    const report = (window as unknown as { keyEventSeen: (type: string) => void }).keyEventSeen;
    for (const type of ['keydown', 'keyup', 'keypress'])
      window.addEventListener(type, (event) => report(event.type), true);
  });
  return seen;
}

/** Taps "Place order" (a table tablet's "Send to kitchen") and returns what was sent and what the mock stored. */
async function placeOrder(page: Page, button = 'place-order') {
  // The checkout shows the server's totals before its button; the tablet's order panel sends at once.
  if (button === 'place-order')
    await expect(page.getByTestId('totals')).toHaveAttribute('data-source', 'server', { timeout: 10_000 });
  const reply = page.waitForResponse(
    (response) => response.url().endsWith('/api/webapp/order') && response.request().method() === 'POST',
  );
  await page.getByTestId(button).tap();
  const response = await reply;
  expect(response.status()).toBe(200);
  const sent = response.request().postDataJSON() as Record<string, unknown>;
  const { order } = (await response.json()) as {
    order: { number: string; name: string | null; phone: string | null };
  };
  await expect(page).toHaveURL(/\/demo\/order\/\d+$/);
  return { sent, order };
}

/** The focused field sits wholly above the on-screen keyboard. */
async function expectFieldAboveKeyboard(page: Page, testId: string): Promise<void> {
  const field = await page.getByTestId(testId).boundingBox();
  const keyboard = await page.getByTestId('device-keyboard').boundingBox();
  expect(field && keyboard && field.y + field.height <= keyboard.y).toBe(true);
}

/** The menu's first quick add (in any language), and its first price if it asks for one. */
async function quickAddFirst(page: Page, thenShown = 'review-order'): Promise<void> {
  await page.locator('button[data-testid^="quick-add-"]').first().tap();
  const picker = page.getByTestId('price-picker');
  // Shown (a table tablet's "Send to kitchen" is there from the start) and enabled: the line is in.
  const ready = page.getByTestId(thenShown).and(page.locator(':not([disabled])'));
  // An item with several prices asks which one first; its picker loads lazily, so the tap's
  // outcome (the picker or the line) is waited for before looking at which it was.
  await expect(picker.or(ready)).toBeVisible();
  if (await picker.isVisible()) await picker.getByRole('button').first().tap();
  await expect(ready).toBeVisible();
}

const keyboard = (page: Page) => page.getByTestId('device-keyboard');
const key = (page: Page, name: string) => keyboard(page).getByRole('button', { name, exact: true });

test.beforeEach(async ({ page }) => {
  await startKioskDay(page);
  await withoutSuggestions(page);
});

test(
  'kiosk: attract to order number with taps only, in English (no contact) and Arabic (name and phone on the on-screen keyboard)',
  onlyOn.kiosk,
  async ({ page }) => {
    // Two whole orders with axe scans, on a shared 2-core machine.
    test.slow();
    const keyEvents = await keyEventsSeen(page);
    await seedKiosk(page);
    await page.goto('/demo/kiosk');
    await page.getByTestId('kiosk-start').tap();
    await page.getByTestId('kiosk-eat-here').tap();
    await addFirstItem(page);
    await page.getByTestId('review-order').tap();
    await page.getByTestId('panel-checkout').tap();
    const name = page.getByTestId('contact-name');
    await expect(name).toHaveAttribute('inputmode', 'none');
    await expect(page.getByText('Name (optional)')).toBeVisible();
    // The keyboard opens for the field, leaves it in view, passes axe, and Done closes it.
    await name.tap();
    await expect(keyboard(page).getByRole('group', { name: 'Keyboard' })).toHaveAttribute('dir', 'ltr');
    await expectFieldAboveKeyboard(page, 'contact-name');
    const keyHeights = await keyboard(page)
      .getByRole('button')
      .evaluateAll((keys) => keys.map((element) => element.getBoundingClientRect().height));
    expect(Math.min(...keyHeights)).toBeGreaterThanOrEqual(64);
    await expectNoAxeViolations(page);
    await key(page, 'Done').tap();
    await expect(keyboard(page)).toHaveCount(0);
    const english = await placeOrder(page);
    expect(english.sent).toMatchObject({ placed_on: 'kiosk' });
    expect(english.sent).not.toHaveProperty('name');
    expect(english.sent).not.toHaveProperty('phone');
    await expect(page.getByTestId('order-placed-number')).toHaveText(english.order.number);

    // The next customer, in Arabic, gives a name and a phone on the on-screen keyboard.
    await page.getByTestId('kiosk-order-done').tap();
    await page.getByTestId('kiosk-language-ar').tap();
    await page.getByTestId('kiosk-start').tap();
    await page.getByTestId('kiosk-take-away').tap();
    await quickAddFirst(page);
    await page.getByTestId('review-order').tap();
    await page.getByTestId('panel-checkout').tap();
    await name.tap();
    await expect(keyboard(page).getByRole('group')).toHaveAttribute('data-layout', 'arabic');
    for (const letter of ['س', 'ا', 'ر', 'ر', 'ة']) await key(page, letter).tap();
    await key(page, 'حذف').tap();
    await key(page, 'حذف').tap();
    await key(page, 'ة').tap();
    await expect(name).toHaveValue('سارة');
    await expectNoAxeViolations(page);
    await page.getByTestId('contact-phone').tap();
    await expect(keyboard(page).getByRole('group')).toHaveAttribute('data-layout', 'digits');
    for (const digit of '50001234') await key(page, digit).tap();
    await key(page, 'تم').tap();
    await expect(page.getByTestId('contact-phone')).toHaveValue('50001234');
    const arabic = await placeOrder(page);
    expect(arabic.sent).toMatchObject({ placed_on: 'kiosk', name: 'سارة', phone: '+96550001234' });
    expect(arabic.order).toMatchObject({ name: 'سارة', phone: '+96550001234' });
    await expect(page.getByTestId('order-placed-number')).toHaveText(arabic.order.number);
    expect(keyEvents).toEqual([]);
  },
);

test(
  'kiosk in Japanese (no on-screen layout): no search, no name; browsing by category still orders',
  onlyOn.kiosk,
  async ({ page }) => {
    // The demo business offering Japanese too (and, as in beforeEach, no suggestions).
    await page.route('**/api/webapp/v5/restaurant/demo*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { restaurant?: Record<string, unknown> };
      if (body.restaurant) {
        body.restaurant.locales = ['en', 'ar', 'ja'];
        body.restaurant.suggestions = { phone: false, kiosk: false, table: false };
      }
      await route.fulfill({ response, json: body });
    });
    await seedKiosk(page);
    await page.goto('/demo/kiosk');
    await page.getByTestId('kiosk-language-ja').tap();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await page.getByTestId('kiosk-start').tap();
    await page.getByTestId('kiosk-eat-here').tap();
    await expect(page.locator('[data-testid^="item-card-"]').first()).toBeVisible();
    await expect(page.getByTestId('search-entry')).toBeHidden();
    await quickAddFirst(page);
    await page.getByTestId('review-order').tap();
    await page.getByTestId('panel-checkout').tap();
    await expect(page.getByTestId('contact-name')).toHaveCount(0);
    // Digits are the same in every language: the phone stays, with its number pad.
    await expect(page.getByTestId('contact-phone')).toHaveAttribute('data-keyboard', 'digits');
    const placed = await placeOrder(page);
    await expect(page.getByTestId('order-placed-number')).toHaveText(placed.order.number);
  },
);

test(
  'table tablet: menu to "brought to the table" with taps only and no contact asked, in English and Arabic',
  onlyOn.tablet,
  async ({ page, context, baseURL }) => {
    // Two whole orders on a shared 2-core machine.
    test.slow();
    const keyEvents = await keyEventsSeen(page);
    const table = await demoTable(page);
    await seedTableTablet(page, table);
    for (const language of ['en', 'ar'] as const) {
      await context.addCookies([{ name: 'i18n_redirected', value: language, url: baseURL! }]);
      await page.goto('/demo/dine_in');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      // The order stands beside the menu; "Send to kitchen" places it with nothing to fill in.
      await quickAddFirst(page, 'send-to-kitchen');
      await expect(page.getByTestId('contact-name')).toHaveCount(0);
      await expect(page.getByTestId('contact-phone')).toHaveCount(0);
      const placed = await placeOrder(page, 'send-to-kitchen');
      expect(placed.sent).toMatchObject({ placed_on: 'table', table_id: table.tableId });
      expect(placed.sent).not.toHaveProperty('name');
      await expect(
        page.getByTestId('order-next-steps').locator('[data-step="brought-to-table"]'),
      ).toBeVisible();
    }
    expect(keyEvents).toEqual([]);
  },
);
