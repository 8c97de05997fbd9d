/**
 * The account side in one journey: a new phone logs in from /profile and comes back, the check-
 * profile guard sends it to complete the profile and back to the checkout, the profile is edited,
 * the phone changed with a code, two locations saved (one outside every zone, refused at the
 * checkout), a delivery order placed with the default one, found in the history and reordered with
 * one line no longer offered; logout leaves nothing but the language, the old number is no longer
 * the customer's, and a deleted account is gone. Then: registration as each business asks, and
 * each one-time code failure's message.
 */
import type { Page, TestInfo } from '@playwright/test';
import { expect, expectNoAxeViolations, onlyOn, test } from './support.ts';
import { breakCall, letDeadlinesPass } from './fault-support.ts';
import { chooseOption, logIn, placeAndCheck, seedCart, startAtNoon } from './order-support.ts';

const NEW_PHONE = '50007001';
const CHANGED_PHONE = '50007002';

test.beforeEach(async ({ page }) => startAtNoon(page));

/** The mock's frozen clock moves on, so another code may be asked for the same phone. */
async function afterResendTimer(page: Page) {
  expect((await page.request.post('/__mock/clock', { data: { advanceMs: 31_000 } })).ok()).toBe(true);
}

/** The menu stops offering one item (as if the restaurant took it off), from the next load on. */
async function takeOffMenu(page: Page, itemId: number) {
  const without = (value: unknown): unknown => {
    if (Array.isArray(value)) {
      return value
        .filter(
          (entry) => !(entry && typeof entry === 'object' && 'price_labels' in entry && entry.id === itemId),
        )
        .map(without);
    }
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, without(entry)]));
    }
    return value;
  };
  await page.route(/\/api\/webapp\/v5\/(restaurant|menu)\//, async (route) => {
    const response = await route.fetch();
    const body: unknown = response.ok() ? await response.json() : null;
    await route.fulfill(body === null ? { response } : { response, json: without(body) });
  });
}

async function storedOnDevice(page: Page): Promise<string> {
  const stores = await page.evaluate(() => {
    const dump = (storage: Storage) =>
      Object.keys(storage)
        .filter((key) => key !== 'e2e-cart-seeded')
        .map((key) => `${key}=${storage.getItem(key)}`);
    return [...dump(localStorage), ...dump(sessionStorage)].join('\n');
  });
  const cookies = (await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`);
  return `${stores}\n${cookies.join('\n')}`;
}

/** Taps or clicks the delivery map at a spot of its box (touch on the phone, a mouse on touch layouts). */
async function tapMap(
  page: Page,
  testInfo: TestInfo,
  where: (box: { width: number; height: number }) => [number, number],
) {
  const map = page.locator('.leaflet-container').first();
  await expect(map).toBeVisible();
  const box = (await map.boundingBox())!;
  const [x, y] = where(box);
  if (testInfo.project.name === 'phone') await map.tap({ position: { x, y } });
  else await map.click({ position: { x, y } });
}

async function fillAddress(page: Page, block: string, street: string, building: string) {
  await page.getByTestId('address-block').fill(block);
  await page.getByTestId('address-street').fill(street);
  await page.getByTestId('address-building').fill(building);
}

/** Logs out from the profile page. */
async function logOut(page: Page) {
  await page.goto('/demo/profile');
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/demo$/);
}

test(
  'a new customer: profile, phone change, saved locations, delivery order, history, reorder, logout, delete',
  onlyOn.notKiosk,
  async ({ page }, testInfo) => {
    // One long journey instead of many short ones: it logs in five times and places an order.
    test.setTimeout(180_000);
    // A guest asking for the profile logs in first and comes back to it; the new phone is a new customer.
    await page.goto('/demo/profile');
    await expect(page).toHaveURL(/\/demo\/login\?redirect=%2Fdemo%2Fprofile$/);
    await logIn(page, NEW_PHONE);
    await expect(page).toHaveURL(/\/demo\/profile$/);
    await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The checkout first asks for the missing name, then returns.
    await seedCart(page, 'demo', 'delivery', 3, 3);
    await page.goto('/demo/delivery/checkout');
    await expect(page).toHaveURL(/\/demo\/profile\?redirect=/);
    await page.getByTestId('profile-email').fill('sara@');
    await page.getByTestId('profile-save').click();
    await expect(page.getByText('Enter your name.')).toBeVisible();
    await expect(page.getByText(/This email address does not look right/)).toBeVisible();
    await page.getByTestId('profile-name').fill('Sara Al-Ali');
    await page.getByTestId('profile-email').fill('sara@example.org');
    await page.getByTestId('profile-save').click();
    await expect(page).toHaveURL(/\/demo\/delivery\/checkout$/);
    await expect(page.getByTestId('contact-user')).toContainText('Sara Al-Ali');

    // Editing: a failed save keeps what was typed; the next one saves it.
    await page.goto('/demo/profile');
    await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
    await page.request.post('/__mock/faults', {
      data: { path: '/api/webapp/update-profile', status: 500, times: 1 },
    });
    await page.getByTestId('profile-name').fill('Sara A.');
    await page.getByTestId('profile-save').click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByTestId('profile-name')).toHaveValue('Sara A.');
    await page.getByTestId('profile-save').click();
    await expect(page.getByTestId('profile-saved')).toBeVisible();

    // Change phone: the new number gets a code and replaces the old one only once it is checked.
    await page.getByTestId('change-phone').click();
    await page.getByTestId('new-phone').fill(CHANGED_PHONE);
    const sent = page.waitForResponse((response) => response.url().includes('/api/send-otp'));
    await page.getByTestId('new-phone-send').click();
    const { debug_code: code } = (await (await sent).json()) as { debug_code: string };
    await expect(page.getByTestId('profile-phone')).toContainText(NEW_PHONE);
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: /^Digit 1 of/ }).click();
    await page.keyboard.type(code);
    await expect(page.getByTestId('phone-changed')).toBeVisible();
    await expect(page.getByTestId('profile-phone')).toContainText(CHANGED_PHONE);

    // Saved locations: one by area name (the default), one by a pin outside every zone.
    await page.getByTestId('my-locations').click();
    await expect(page).toHaveURL(/\/demo\/locations$/);
    await expect(page.getByTestId('locations-empty')).toBeVisible();
    await page.getByTestId('location-add').click();
    await page.getByTestId('location-save').click();
    await expect(page.getByText('Give this address a name, for example Home.')).toBeVisible();
    await page.getByTestId('location-name').fill('Home');
    await chooseOption(page, 'area-picker', 'Sharq');
    await expect(page.getByTestId('zone-info')).toContainText('Kuwait City');
    await fillAddress(page, '1', 'Gulf Road', '7');
    await expectNoAxeViolations(page);
    await page.getByTestId('location-save').click();
    await expect(page.getByTestId('saved-location')).toHaveCount(1);
    await page.getByTestId('location-add').click();
    await page.getByTestId('location-name').fill('Chalet');
    // The map opens on Kuwait City at zoom 13: its bottom-left corner lies south-west of every zone.
    await tapMap(page, testInfo, (box) => [30, box.height - 30]);
    await expect(page.getByTestId('outside-zone')).toContainText('outside our delivery zones');
    await fillAddress(page, '9', 'Coast Road', '2');
    await page.getByTestId('location-save').click();
    const saved = page.getByTestId('saved-location');
    await expect(saved).toHaveCount(2);
    await expect(saved.nth(0)).toContainText('Home');
    await expect(saved.nth(0).getByTestId('location-is-default')).toBeVisible();
    await expect(saved.nth(1).getByTestId('location-outside')).toBeVisible();
    await expectNoAxeViolations(page);

    // Checkout: the default is chosen; the one outside every zone is shown, refused, with its reason.
    await page.goto('/demo/delivery/checkout');
    const options = page.getByTestId('saved-location-option');
    await expect(options).toHaveCount(2);
    await expect(page.getByRole('radio', { name: 'Home (default)' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Chalet' })).toBeDisabled();
    await expect(page.getByTestId('saved-location-refused')).toContainText('outside every delivery zone');
    await expect(page.getByTestId('zone-info')).toContainText('Kuwait City');
    await expect(page.getByTestId('address-street')).toHaveValue('Gulf Road');
    await expectNoAxeViolations(page);
    const { orderId } = await placeAndCheck(page, 'demo');

    // The history has the order just placed, first.
    const { order } = (await (await page.request.get(`/api/webapp/order/${orderId}`)).json()) as {
      order: { order_lines: { item_id: number; name: { en: string } }[] };
    };
    const gone = order.order_lines[0]!;
    await takeOffMenu(page, gone.item_id);
    await page.goto('/demo/orders/history');
    const first = page.getByTestId('history-order').first();
    await expect(first).toHaveAttribute('data-order-id', String(orderId));
    await expect(first).toContainText('Delivery');
    await expectNoAxeViolations(page);

    // Reorder: the line no longer offered is left out, and said so.
    await first.getByTestId('reorder').click();
    await expect(page.getByTestId('reorder-left-out')).toContainText(
      `${gone.name.en}: no longer available here`,
    );
    await expectNoAxeViolations(page);
    await page.getByTestId('reorder-go-to-cart').click();
    await expect(page).toHaveURL(/\/demo\/delivery\/cart$/);
    await expect(page.getByText(order.order_lines[1]!.name.en).first()).toBeVisible();

    // Opening an order of the history shows its page.
    await page.goto('/demo/orders/history');
    await page.getByTestId('history-order-link').first().click();
    await expect(page).toHaveURL(new RegExp(`/demo/order/${orderId}$`));

    // Logout: nothing of the customer stays on the device but the language.
    await page.unrouteAll({ behavior: 'wait' });
    await logOut(page);
    const left = await storedOnDevice(page);
    for (const personal of [
      NEW_PHONE,
      CHANGED_PHONE,
      'Sara',
      'sara@example.org',
      'mock.',
      'Gulf Road',
      'Coast Road',
      'Chalet',
      String(orderId),
    ]) {
      expect(left).not.toContain(personal);
    }
    expect((await page.context().cookies()).map((cookie) => cookie.name)).toEqual(['i18n_redirected']);

    // The old number no longer logs in to the customer: it is a new customer without a name.
    await afterResendTimer(page);
    await page.goto('/demo/profile');
    await logIn(page, NEW_PHONE);
    await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
    await logOut(page);

    // Delete: confirmed, then logged out; the same phone is then a new customer without the old data.
    await page.goto('/demo/profile');
    await logIn(page, CHANGED_PHONE);
    await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
    await page.getByTestId('delete-account').click();
    await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
    // Scanned once faded in: half-way through the fade the colours are not the ones the customer reads.
    await expect(page.locator('.mantine-Modal-content')).toHaveCSS('opacity', '1');
    await expectNoAxeViolations(page);
    await page.getByTestId('delete-account-confirm').click();
    await expect(page).toHaveURL(/\/demo$/);
    await afterResendTimer(page);
    await page.goto('/demo/orders/history');
    await logIn(page, CHANGED_PHONE);
    await expect(page).toHaveURL(/\/demo\/orders\/history$/);
    await expect(page.getByTestId('history-empty')).toBeVisible();
  },
);

test(
  'a profile check that times out at start keeps the customer and the cart; a 401 logs out',
  onlyOn.phone,
  async ({ page }) => {
    await seedCart(page, 'demo', 'car_pickup', 2, 1);
    await page.goto(`/demo/login?redirect=${encodeURIComponent('/demo/profile')}`);
    await logIn(page, '50000001');
    await expect(page.getByTestId('profile-page')).toBeVisible();

    // The next visit's check of the restored login never gets an answer.
    const broken = await breakCall(page, 'GET', /\/api\/webapp\/profile\//, 'timeout');
    await page.reload();
    await letDeadlinesPass(page, 'timeout', broken);
    await expect(page.getByTestId('profile-page')).toBeVisible();
    await expect(page.getByTestId('login-phone')).toHaveCount(0);
    await broken();
    await page.goto('/demo/car_pickup/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(2);

    // The server refusing the session is another matter: that logs out, and the cart goes with it.
    await page.route(/\/api\/webapp\/profile\//, (route) =>
      route.fulfill({ status: 401, json: { message: 'Unauthenticated', code: 'unauthenticated' } }),
    );
    await page.goto('/demo/profile');
    await expect(page.getByTestId('login-phone')).toBeVisible();
    await expect(page.getByTestId('login-lapsed')).toContainText(
      'We could not confirm your login. Please log in again.',
    );
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cart') ?? '')).not.toContain('item_id');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('auth') ?? '')).not.toContain('mock.');
  },
);

test(
  'saved locations are edited, made default and deleted; a failed save keeps the form',
  onlyOn.phone,
  async ({ page }) => {
    await page.goto('/demo/locations');
    await logIn(page, NEW_PHONE);
    await expect(page).toHaveURL(/\/demo\/locations$/);
    for (const [name, area] of [
      ['Office', 'Sharq'],
      ['Home', 'Mirqab'],
    ] as const) {
      await page.getByTestId('location-add').click();
      await page.getByTestId('location-name').fill(name);
      await chooseOption(page, 'area-picker', area);
      await fillAddress(page, '2', 'Mubarak Street', '5');
      await page.getByTestId('location-save').click();
      await expect(page.getByTestId('location-save')).toHaveCount(0);
    }
    const saved = page.getByTestId('saved-location');
    await expect(saved).toHaveCount(2);
    await expect(saved.nth(0).getByTestId('location-is-default')).toBeVisible();

    // Editing: a failed save keeps what was typed, the next one saves it.
    await saved.nth(0).getByTestId('location-edit').click();
    await expect(page.getByTestId('area-picker')).toHaveValue('Sharq');
    await page.getByTestId('location-name').fill('Office 2');
    await page.request.post('/__mock/faults', {
      data: { path: '/api/webapp/update-profile', status: 500, times: 1 },
    });
    await page.getByTestId('location-save').click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByTestId('location-name')).toHaveValue('Office 2');
    await page.getByTestId('location-save').click();
    await expect(saved.nth(0)).toContainText('Office 2');

    // The default moves, and deleting the default hands it to the one left.
    await saved.nth(1).getByTestId('location-make-default').click();
    await expect(saved.nth(1).getByTestId('location-is-default')).toBeVisible();
    await expect(saved.nth(0).getByTestId('location-is-default')).toHaveCount(0);
    await saved.nth(1).getByTestId('location-delete').click();
    await expect(saved).toHaveCount(1);
    await expect(saved.nth(0)).toContainText('Office 2');
    await expect(saved.nth(0).getByTestId('location-is-default')).toBeVisible();
  },
);

test(
  'registration as each business asks: a name first (form), by WhatsApp calls, or by phone alone',
  onlyOn.phone,
  async ({ page }) => {
    // shipper: a new phone is not registered yet, so the customer gives a name and registers.
    await page.goto('/shipper/login');
    await page.getByTestId('login-phone').fill('50007009');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('register-intro')).toBeVisible();
    await page.getByTestId('login-submit').click();
    await expect(page.getByText('Enter your name.')).toBeVisible();
    await page.getByTestId('register-name').fill('Huda');
    await expectNoAxeViolations(page);
    const registered = page.waitForResponse((response) => response.url().includes('/api/webapp/register'));
    await page.getByTestId('login-submit').click();
    const { debug_code: code } = (await (await registered).json()) as { debug_code: string };
    // The code step survives a reload, timer and all.
    await page.reload();
    await expect(page.getByText(/Send again in \d+ s/)).toBeVisible();
    const verified = page.waitForResponse((response) => response.url().includes('/api/webapp/verify'));
    await page.getByRole('textbox', { name: /^Digit 1 of/ }).click();
    await page.keyboard.type(code);
    expect((await verified).ok()).toBe(true);
    await expect(page).toHaveURL(/\/shipper$/);

    // tokyo: register-whatsapp sends the code, verify-by-whatsapp makes the new phone a customer.
    await page.goto('/tokyo/login');
    await page.getByTestId('login-phone').fill('090 1234 5678');
    const sent = page.waitForResponse((response) => response.url().includes('/api/webapp/register-whatsapp'));
    await page.getByTestId('login-submit').click();
    const { debug_code: tokyoCode } = (await (await sent).json()) as { debug_code: string };
    const byWhatsapp = page.waitForResponse((response) =>
      response.url().includes('/api/webapp/verify-by-whatsapp'),
    );
    // Pasted, as from the WhatsApp message.
    await page.getByRole('textbox', { name: /^Digit 1 of/ }).click();
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true }),
      );
    }, tokyoCode);
    expect(((await (await byWhatsapp).json()) as { is_new_user: boolean }).is_new_user).toBe(true);
    await expect(page).toHaveURL(/\/tokyo$/);

    // solo (disable_otp): the phone alone logs in, and a new phone becomes a customer.
    await page.goto('/solo/login');
    await page.getByTestId('login-phone').fill('33007001');
    const login = page.waitForResponse((response) => response.url().includes('/api/webapp/login'));
    await page.getByTestId('login-submit').click();
    expect(((await (await login).json()) as { is_new_user: boolean }).is_new_user).toBe(true);
    await expect(page).not.toHaveURL(/\/login/);
  },
);

test(
  'a wrong, an expired and a too-early code each say what to do; bad return addresses are ignored',
  onlyOn.phone,
  async ({ page }) => {
    await page.goto(`/demo/login?redirect=${encodeURIComponent('//evil.example')}`);
    await page.getByTestId('login-phone').fill(NEW_PHONE);
    const sent = page.waitForResponse((response) => response.url().includes('/api/send-otp'));
    await page.getByTestId('login-submit').click();
    const { debug_code: code } = (await (await sent).json()) as { debug_code: string };
    const wrong = code === '1111' ? '2222' : '1111';
    const digits = page.getByRole('textbox', { name: /^Digit 1 of/ });

    await digits.click();
    await page.keyboard.type(wrong);
    await expect(page.getByTestId('otp-failure')).toHaveAttribute('data-kind', 'wrong');
    await expect(page.getByTestId('otp-failure')).toContainText('That code is not right.');
    await expectNoAxeViolations(page);

    // The code field takes the platform's one-time-code autofill and a numeric keyboard.
    await expect(digits).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(digits).toHaveAttribute('inputmode', 'numeric');

    // Five minutes later the code has expired.
    await page.request.post('/__mock/clock', { data: { advanceMs: 301_000 } });
    await digits.click();
    await page.keyboard.type(code);
    await expect(page.getByTestId('otp-failure')).toHaveAttribute('data-kind', 'expired');
    await expect(page.getByTestId('otp-failure')).toContainText('Ask for a new code');

    // Asking for a code again at once: the server's 429 says how long to wait.
    await page.getByRole('button', { name: 'Change the number' }).click();
    await page.getByTestId('login-submit').click();
    await page.getByRole('button', { name: 'Change the number' }).click();
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('otp-failure')).toHaveAttribute('data-kind', 'wait');
    await expect(page.getByTestId('otp-failure')).toContainText(/Wait \d+ seconds/);

    // Logging in with the right code ignores the outside return address.
    await afterResendTimer(page);
    await page.goto(`/demo/login?redirect=${encodeURIComponent('https://evil.example/profile')}`);
    // The login resumes the code step of the last number (its timer survives a reload).
    await page.getByRole('button', { name: 'Change the number' }).click();
    await logIn(page, NEW_PHONE);
    await expect(page).toHaveURL(/\/demo$/);
    // Logged in, the login page sends the customer on, never to another site.
    await page.goto(`/demo/login?redirect=${encodeURIComponent('//evil.example')}`);
    await expect(page).toHaveURL(/\/demo$/);
    expect(new URL(page.url()).hostname).toBe('localhost');
  },
);
