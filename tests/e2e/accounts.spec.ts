/**
 * The account side in one journey: a new phone logs in from /profile and comes back, the check-
 * profile guard sends it to complete the profile and back to the checkout, an order is placed and
 * found in the history, reordered with one line no longer offered, logout leaves nothing but the
 * language, and a deleted account is gone. A second test: each one-time code failure's message.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, onPhoneOnly, test } from './support.ts';
import { logIn, placeAndCheck, seedCart, startAtNoon } from './order-support.ts';

const NEW_PHONE = '50007001';

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

test('a new customer: profile, check-profile, order, history, reorder, logout, delete', async ({ page }) => {
  // One long journey instead of many short ones: it logs in three times and places an order.
  test.setTimeout(120_000);
  // A guest asking for the profile logs in first and comes back to it.
  await page.goto('/demo/profile');
  await expect(page).toHaveURL(/\/demo\/login\?redirect=%2Fdemo%2Fprofile$/);
  await logIn(page, NEW_PHONE);
  await expect(page).toHaveURL(/\/demo\/profile$/);
  await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The checkout first asks for the missing name, then returns.
  await seedCart(page, 'demo', 'car_pickup', 2, 1);
  await page.goto('/demo/car_pickup/checkout');
  await expect(page).toHaveURL(/\/demo\/profile\?redirect=/);
  await page.getByTestId('profile-email').fill('sara@');
  await page.getByTestId('profile-save').click();
  await expect(page.getByText('Enter your name.')).toBeVisible();
  await expect(page.getByText(/This email address does not look right/)).toBeVisible();
  await page.getByTestId('profile-name').fill('Sara Al-Ali');
  await page.getByTestId('profile-email').fill('sara@example.org');
  await page.getByTestId('profile-save').click();
  await expect(page).toHaveURL(/\/demo\/car_pickup\/checkout$/);
  await expect(page.getByTestId('contact-user')).toContainText('Sara Al-Ali');
  await page.getByTestId('car-plate').fill('KW 4242');
  await page.getByTestId('car-model').fill('Patrol');
  await page.getByTestId('car-color').fill('Blue');
  const { orderId } = await placeAndCheck(page, 'demo');

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

  // The history has the order just placed, first.
  const { order } = (await (await page.request.get(`/api/webapp/order/${orderId}`)).json()) as {
    order: { order_lines: { item_id: number; name: { en: string } }[] };
  };
  const gone = order.order_lines[0]!;
  await takeOffMenu(page, gone.item_id);
  await page.goto('/demo/orders/history');
  const first = page.getByTestId('history-order').first();
  await expect(first).toHaveAttribute('data-order-id', String(orderId));
  await expect(first).toContainText('Car pickup');
  await expectNoAxeViolations(page);

  // Reorder: the line no longer offered is left out, and said so.
  await first.getByTestId('reorder').click();
  await expect(page.getByTestId('reorder-left-out')).toContainText(
    `${gone.name.en}: no longer available here`,
  );
  await expectNoAxeViolations(page);
  await page.getByTestId('reorder-go-to-cart').click();
  await expect(page).toHaveURL(/\/demo\/car_pickup\/cart$/);
  await expect(page.getByText(order.order_lines[1]!.name.en).first()).toBeVisible();

  // Opening an order of the history shows its page.
  await page.goto('/demo/orders/history');
  await page.getByTestId('history-order-link').first().click();
  await expect(page).toHaveURL(new RegExp(`/demo/order/${orderId}$`));

  // Logout: nothing of the customer stays on the device but the language.
  await page.unrouteAll({ behavior: 'wait' });
  await page.goto('/demo/profile');
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/demo$/);
  const left = await storedOnDevice(page);
  for (const personal of [NEW_PHONE, 'Sara', 'sara@example.org', 'mock.', 'KW 4242', String(orderId)]) {
    expect(left).not.toContain(personal);
  }
  expect((await page.context().cookies()).map((cookie) => cookie.name)).toEqual(['i18n_redirected']);

  // Delete: confirmed, then logged out; the same phone is then a new customer without the old data.
  await afterResendTimer(page);
  await page.goto('/demo/profile');
  await logIn(page, NEW_PHONE);
  await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
  await page.getByTestId('delete-account').click();
  await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByTestId('delete-account-confirm').click();
  await expect(page).toHaveURL(/\/demo$/);
  await afterResendTimer(page);
  await page.goto('/demo/orders/history');
  await logIn(page, NEW_PHONE);
  await expect(page).toHaveURL(/\/demo\/orders\/history$/);
  await expect(page.getByTestId('history-empty')).toBeVisible();
});

test('a wrong, an expired and a too-early code each say what to do; bad return addresses are ignored', async ({
  page,
}, testInfo) => {
  onPhoneOnly(testInfo);
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
});
