/**
 * The self-order kiosk (issue 17), in the kiosk project (1080×1920): staff set it up with a PIN;
 * a customer goes attract → eat here or take away → menu → order → placed, and the kiosk goes
 * back to its attract screen by itself; idle, it warns, then wipes every storage; it cannot be
 * left without the PIN; reach mode keeps every control in the lower part of the screen.
 */
import type { Page } from '@playwright/test';
import { ordersIn } from './order-support.ts';
import { expect, expectNoAxeViolations, test } from './support.ts';
import { expectSetupReadable } from './table-support.ts';
import {
  addFirstItem,
  addHummusFromItsPage,
  checkOutAndPlace,
  everythingStored,
  expectOutsideLinkBecomesCode,
  seedKiosk,
  STAFF_PIN,
  startKioskDay,
  withoutSuggestions,
  startOrder,
  writeCustomerTracesElsewhere,
} from './kiosk-support.ts';

const NAME = 'Noura Kiosk-Guest';
const PHONE = '50007788';

test.beforeEach(async ({ page }) => {
  await startKioskDay(page);
  await withoutSuggestions(page);
});

async function takeAwayOf(page: Page, orderId: number): Promise<boolean> {
  const body = (await (await page.request.get(`/api/webapp/order/${orderId}`)).json()) as {
    order: { take_away?: boolean; payment_status: string };
  };
  return body.order.take_away === true;
}

test('staff set up a kiosk with a PIN; a customer orders; the kiosk starts over by itself', async ({
  page,
}) => {
  await page.goto('/demo/device');
  await expect(page.getByRole('heading', { name: 'Set up this device' })).toBeVisible();
  await page.getByRole('radio', { name: 'Self-order kiosk' }).check();
  await expectSetupReadable(page);
  await page.getByTestId('device-pin').fill('12');
  await page.getByTestId('device-pin-again').fill('12');
  await page.getByTestId('device-save').click();
  await expect(page.getByTestId('device-setup-problem')).toHaveText('The PIN must be 4 to 8 digits.');
  await page.getByTestId('device-pin').fill(STAFF_PIN);
  await page.getByTestId('device-pin-again').fill('4827');
  await page.getByTestId('device-save').click();
  await expect(page.getByTestId('device-setup-problem')).toHaveText('The two PINs are not the same.');
  await page.getByTestId('device-pin-again').fill(STAFF_PIN);
  await expectNoAxeViolations(page);
  await page.getByTestId('device-save').click();

  await expect(page).toHaveURL(/\/demo\/kiosk$/);
  await expect(page.getByTestId('kiosk-start')).toHaveText('Tap to order');
  await expect(page.getByTestId('kiosk-language-ar')).toHaveText('العربية');
  const stored = await page.evaluate(() => localStorage.getItem('device'));
  expect(stored).toContain('"mode":"kiosk"');
  // Only a salted hash of it (whose hex digits may spell the PIN's by chance: left out here).
  expect(JSON.parse(stored!).data.pinHash).toMatch(/^pbkdf2\$/);
  expect(stored!.replace(/"pinHash":"[^"]*"/, '')).not.toContain(STAFF_PIN);
  await expectNoAxeViolations(page);

  // The setup survives a reload.
  await page.reload();
  await expect(page.getByTestId('kiosk-attract')).toBeVisible();

  await startOrder(page, 'eat-here');
  // A kiosk pays at the counter: cash only in the demo (no method allowed online on kiosks).
  await page.getByTestId('review-order').click();
  await page.getByTestId('panel-checkout').click();
  await expect(page.getByRole('radio', { name: /card/i })).toHaveCount(0);
  await page.goBack();
  await page.keyboard.press('Escape');
  const orderId = await checkOutAndPlace(page, { name: NAME, phone: PHONE });
  expect(await takeAwayOf(page, orderId)).toBe(false);
  await expect(page.getByTestId('kiosk-order-done')).toBeVisible();

  await page.clock.fastForward(31_000);
  await expect(page).toHaveURL(/\/demo\/kiosk$/);
  await expect(page.getByTestId('kiosk-attract')).toBeVisible();
  // The storages are wiped a few awaits after the screen starts over: wait for it.
  await expect.poll(() => everythingStored(page)).not.toContain(String(orderId));
});

test('after "Add" on an item page the kiosk is back on the menu with the order bar updated', async ({
  page,
}) => {
  await seedKiosk(page);
  await page.goto('/demo/kiosk');
  await page.getByTestId('kiosk-start').click();
  await page.getByTestId('kiosk-eat-here').click();
  await expect(page).toHaveURL(/\/demo\/dine_in$/);
  await addHummusFromItsPage(page);
  await expectNoAxeViolations(page);
});

test('take away flags the dine-in order; a tap on the order page starts over', async ({ page }) => {
  await seedKiosk(page);
  await page.goto('/demo');
  await expect(page).toHaveURL(/\/demo\/kiosk$/);
  await startOrder(page, 'take-away');
  const orderId = await checkOutAndPlace(page, { name: NAME, phone: PHONE });
  expect(await takeAwayOf(page, orderId)).toBe(true);

  await page.getByTestId('kiosk-order-done').click();
  await expect(page).toHaveURL(/\/demo\/kiosk$/);
  // The next customer eats here: the flag was the last customer's.
  await startOrder(page, 'eat-here');
  const next = await checkOutAndPlace(page);
  expect(await takeAwayOf(page, next)).toBe(false);
});

test('idle: a warning counts down; then nothing of the customer is left in any storage', async ({ page }) => {
  await seedKiosk(page);
  await page.goto('/demo/kiosk');
  await startOrder(page, 'eat-here');
  const orderId = await checkOutAndPlace(page, { name: NAME, phone: PHONE });
  // The customer goes on to a second order, typing their details again, then walks away.
  await page.goto('/demo/dine_in');
  await addFirstItem(page);
  await page.goto('/demo/dine_in/checkout');
  await page.getByTestId('contact-name').fill(NAME);
  await page.getByTestId('contact-phone').fill(PHONE);
  await page.getByTestId('contact-name').blur();
  await writeCustomerTracesElsewhere(page, `${NAME} +965${PHONE}`);
  const before = await everythingStored(page);
  for (const trace of [NAME, PHONE, String(orderId), '"items":[{']) expect(before).toContain(trace);

  await page.clock.fastForward(61_000);
  const warning = page.getByRole('dialog', { name: 'Are you still there?' });
  await expect(warning).toBeVisible();
  await expect(page.getByTestId('idle-countdown')).toContainText(/cleared in 1[0-5] seconds/);
  await expectNoAxeViolations(page);
  await page.getByTestId('idle-still-here').click();
  await expect(warning).toBeHidden();
  await expect(page.getByTestId('contact-name')).toHaveValue(NAME);

  await page.clock.fastForward(61_000);
  await expect(warning).toBeVisible();
  await page.clock.fastForward(16_000);
  await expect(page).toHaveURL(/\/demo\/kiosk$/);
  await expect(page.getByTestId('kiosk-attract')).toBeVisible();

  // The storages are wiped a few awaits after the screen starts over: wait for it.
  const traces = [NAME, PHONE, encodeURIComponent(PHONE), String(orderId), '"items":[{', 'customer-'];
  const left = async () => {
    const stored = await everythingStored(page);
    return traces.filter((trace) => stored.includes(trace));
  };
  await expect.poll(left, { message: 'traces of the customer after the reset' }).toEqual([]);
  const after = await everythingStored(page);
  // The device's setup stays: the kiosk is still a kiosk.
  expect(after).toContain('"mode":"kiosk"');
});

test('leaving kiosk mode needs the staff PIN', async ({ page }) => {
  await seedKiosk(page);
  for (const path of [
    '/demo/device',
    '/demo',
    '/demo/login',
    '/demo/profile',
    '/demo/wallet/home',
    '/demo/reservation',
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/demo\/kiosk$/);
  }
  await expect(page.getByTestId('kiosk-attract')).toBeVisible();

  const corner = page.getByTestId('staff-corner');
  for (let tap = 0; tap < 5; tap += 1) await corner.click();
  const prompt = page.getByRole('dialog', { name: 'Staff only' });
  await expect(prompt).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByTestId('staff-pin').fill('0000');
  await page.getByTestId('staff-pin-submit').click();
  await expect(page.getByTestId('staff-pin-wrong')).toHaveText('Wrong PIN. Try again.');
  await page.keyboard.press('Escape');
  await page.goto('/demo/device');
  await expect(page).toHaveURL(/\/demo\/kiosk$/);

  for (let tap = 0; tap < 5; tap += 1) await corner.click();
  await page.getByTestId('staff-pin').fill(STAFF_PIN);
  await page.getByTestId('staff-pin-submit').click();
  await expect(page).toHaveURL(/\/demo\/device$/);
  await page.getByRole('radio', { name: "Phone (customers' own devices)" }).check();
  await page.getByTestId('device-save').click();
  await expect(page).toHaveURL(/\/demo$/);
  await expect(page.getByTestId('kiosk-attract')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('device'))).toContain('"mode":"phone"');
});

test('reach mode keeps every control in the lower part of the screen', async ({ page }) => {
  await seedKiosk(page);
  await page.goto('/demo/kiosk');
  await startOrder(page, 'eat-here');
  await page.getByTestId('reach-mode').click();
  await expect(page.getByTestId('reach-mode')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-reach', 'on');

  const { tops, height } = await page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a[href], input, select, textarea, [role="button"], [role="tab"], [tabindex="0"]',
    );
    const visible = [...controls].filter((element) => {
      const box = element.getBoundingClientRect();
      return (
        box.width > 0 &&
        box.height > 0 &&
        box.bottom > 0 &&
        box.top < window.innerHeight &&
        element.checkVisibility({ checkVisibilityCSS: true })
      );
    });
    // What is scrolled out of the lower box is clipped by it, so only the box's visible part counts.
    const box = document.querySelector('[data-layout="touch"]')!.getBoundingClientRect();
    return {
      tops: visible
        .filter((element) => element.getBoundingClientRect().bottom > box.top)
        .map((element) => Math.max(element.getBoundingClientRect().top, box.top)),
      height: window.innerHeight,
    };
  });
  expect(tops.length).toBeGreaterThan(5);
  expect(Math.min(...tops)).toBeGreaterThanOrEqual(height * 0.4);
  await expectNoAxeViolations(page);

  // Until the reset: the next customer starts at full height.
  await page.clock.fastForward(61_000 + 16_000);
  await expect(page).toHaveURL(/\/demo\/kiosk$/);
  await expect(page.locator('html')).not.toHaveAttribute('data-reach', 'on');
});

test('no link leaves the kiosk: an outside address becomes a code to scan', async ({ page }) => {
  await seedKiosk(page);
  await page.goto('/demo/kiosk');
  await startOrder(page, 'eat-here');
  await expectOutsideLinkBecomesCode(page);
});

test('idle while an order is in doubt: the reset forgets it, and the next customer orders their own', async ({
  page,
}) => {
  await seedKiosk(page);
  await page.goto('/demo/kiosk');
  await startOrder(page, 'eat-here');
  const before = await ordersIn(page, 'demo');
  // The server places the order, and its reply is lost on the way back; the network then stays
  // down for orders, so the app's own checks cannot learn the outcome before the kiosk resets.
  const network = { lost: false, down: true };
  await page.route('**/api/webapp/order', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    if (!network.lost) {
      network.lost = true;
      await route.fetch();
      return route.abort('failed');
    }
    return network.down ? route.abort('internetdisconnected') : route.fallback();
  });
  await page.getByTestId('review-order').click();
  await page.getByTestId('panel-checkout').click();
  await page.getByTestId('contact-name').fill(NAME);
  await page.getByTestId('contact-phone').fill(PHONE);
  await page.getByTestId('contact-phone').blur();
  await expect(page.getByTestId('totals')).toHaveAttribute('data-source', 'server', { timeout: 10_000 });
  await page.getByTestId('place-order').click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Checking whether your order went through' }),
  ).toBeVisible();
  expect(await ordersIn(page, 'demo')).toBe(before + 1);

  // The customer walks away: the kiosk warns, then starts over and wipes what they left.
  await page.clock.fastForward(61_000);
  await expect(page.getByRole('dialog', { name: 'Are you still there?' })).toBeVisible();
  await page.clock.fastForward(16_000);
  await expect(page.getByTestId('kiosk-attract')).toBeVisible();
  await expect
    .poll(
      async () => {
        const stored = await everythingStored(page);
        return [NAME, PHONE, '-attempt'].filter((trace) => stored.includes(trace));
      },
      { message: 'traces of the order in doubt after the reset' },
    )
    .toEqual([]);

  // The next customer takes away, the network back: their tap sends their own order, not the first.
  network.down = false;
  await startOrder(page, 'take-away');
  const next = await checkOutAndPlace(page);
  expect(await ordersIn(page, 'demo')).toBe(before + 2);
  expect(await takeAwayOf(page, next)).toBe(true);
});
