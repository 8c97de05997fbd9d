/**
 * Order integrity under lost replies, shared devices and bad input: each test first reproduced a
 * defect found from outside (issue 9), and now holds the fix.
 */
import { type Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support.ts';
import { orderableItems, storedLine } from '../support/stored-cart.ts';
import {
  NOON_KUWAIT,
  fillGuest,
  logIn,
  ordersIn,
  seedCart,
  serverTotal,
  startAtNoon,
} from './order-support.ts';

test.beforeEach(async ({ page }) => {
  await startAtNoon(page);
});

interface SentOrder {
  key: string | null;
  body: { payment_type: number; name: string; phone: string };
}

/**
 * The server places the first order, but its reply never reaches the app (a dropped connection);
 * while `offline` is set, every later order POST is dropped before it reaches the server.
 */
async function loseFirstOrderReply(page: Page) {
  const state = { orderId: null as number | null, offline: false, sent: [] as SentOrder[] };
  await page.route('**/api/webapp/order', async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.continue();
    state.sent.push({ key: request.headers()['idempotency-key'] ?? null, body: request.postDataJSON() });
    if (state.orderId === null) {
      const response = await route.fetch();
      state.orderId = ((await response.json()) as { order: { id: number } }).order.id;
      return route.abort('failed');
    }
    return state.offline ? route.abort('internetdisconnected') : route.continue();
  });
  return state;
}

async function carPickupCheckout(page: Page, plate: string) {
  await seedCart(page, 'demo', 'car_pickup', 2, 1);
  await page.goto('/demo/car_pickup/checkout');
  await page.getByTestId('car-plate').fill(plate);
  await fillGuest(page);
  await serverTotal(page);
}

const orderIdInUrl = (page: Page) => Number(new URL(page.url()).pathname.split('/').pop());

test("a lost reply locks the order's fields with the reason, and the order resolved is the one shown", async ({
  page,
}) => {
  const lost = await loseFirstOrderReply(page);
  await carPickupCheckout(page, '2468');
  lost.offline = true;
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('submit-unresolved')).toBeVisible();
  await expect(page.getByTestId('submit-unresolved')).toContainText(
    'Checking whether your order went through',
  );

  // The payment method and the name cannot be changed while the first order's outcome is unknown.
  const card = page.getByTestId('payment-methods').getByRole('radio', { name: /Card/ });
  const cash = page.getByTestId('payment-methods').getByRole('radio', { name: /Cash/ });
  await expect(page.getByTestId('order-locked')).toHaveText(
    "Your order's details are locked until we know whether it went through.",
  );
  await expect(card).toBeDisabled();
  await expect(page.getByTestId('contact-name')).toBeDisabled();
  await expect(page.getByTestId('checkout-fields')).toHaveAccessibleDescription(/locked until we know/);
  await expect(page.getByTestId('place-order')).toBeDisabled();
  await expectNoAxeViolations(page);
  await page.getByTestId('submit-check-again').click();
  await expect(page.getByTestId('submit-unresolved')).toBeVisible();
  await expect(cash).toBeChecked();
  await expect(page.getByTestId('contact-name')).toHaveValue('Sara Al-Ali');

  lost.offline = false;
  // "Check again", unless the app's own check (2 s, 4 s … apart) gets there first on a busy
  // machine: either asks about the same order, which the lines below hold to.
  await Promise.race([
    page
      .getByTestId('submit-check-again')
      .click({ timeout: 15_000 })
      .catch(() => undefined),
    page.waitForURL(/\/demo\/order\/\d+$/, { timeout: 15_000 }),
  ]);
  await expect(page).toHaveURL(/\/demo\/order\/\d+$/, { timeout: 15_000 });
  expect(orderIdInUrl(page)).toBe(lost.orderId);
  expect(await ordersIn(page, 'demo')).toBe(1);
  expect(new Set(lost.sent.map((sent) => sent.key)).size).toBe(1);
  expect(lost.sent.map((sent) => [sent.body.payment_type, sent.body.name])).toEqual(
    lost.sent.map(() => [2, 'Sara Al-Ali']),
  );
});

test('a lost reply resolves by itself into the order that was placed', async ({ page }) => {
  const lost = await loseFirstOrderReply(page);
  await carPickupCheckout(page, '3579');
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('submit-unresolved')).toBeVisible();
  await expect(page).toHaveURL(/\/demo\/order\/\d+$/, { timeout: 15_000 });
  expect(orderIdInUrl(page)).toBe(lost.orderId);
  expect(await ordersIn(page, 'demo')).toBe(1);
});

test('a lost reply, then a reload, still resolves into the one order placed', async ({ page }) => {
  const lost = await loseFirstOrderReply(page);
  await carPickupCheckout(page, '1357');
  lost.offline = true;
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('submit-unresolved')).toBeVisible();

  // The cart, the car, the contact and the open attempt are kept on the device.
  await page.reload();
  await expect(page.getByTestId('car-plate')).toHaveValue('1357');
  await expect(page.getByTestId('contact-name')).toHaveValue('Sara Al-Ali');
  await expect(page.getByTestId('submit-unresolved')).toBeVisible();
  lost.offline = false;
  await expect(page).toHaveURL(/\/demo\/order\/\d+$/, { timeout: 15_000 });
  expect(orderIdInUrl(page)).toBe(lost.orderId);
  expect(await ordersIn(page, 'demo')).toBe(1);
});

test('a lost reply, a visit to another business and back: placing again resolves into the one order', async ({
  page,
}) => {
  const lost = await loseFirstOrderReply(page);
  await carPickupCheckout(page, '4321');
  const items = await orderableItems(page.request, 'demo', 'car_pickup', 2);
  lost.offline = true;
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('submit-unresolved')).toBeVisible();

  // Another business opened inside the app (a link, the history), then back with the back button.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/solo/dine_in');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('[data-testid^="item-card-"]').first()).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/demo\/car_pickup\//);

  // The other business's menu emptied the cart: the customer fills it again and goes to pay.
  const cart = {
    version: 1,
    data: {
      name: 'Sara Al-Ali',
      phone: '+96550001234',
      car: { plate: '4321', model: null, color: null },
      items: items.map((item) => storedLine(item)),
    },
  };
  // Written before the app starts again, so the running app's own write cannot cover it.
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('e2e-cart-refilled')) return;
    sessionStorage.setItem('e2e-cart-refilled', '1');
    localStorage.setItem('cart', value);
  }, JSON.stringify(cart));
  lost.offline = false;
  await page.goto('/demo/car_pickup/checkout');
  await expect(page.getByTestId('submit-unresolved')).toBeVisible();
  await expect(page.getByTestId('place-order')).toBeDisabled();
  await expect(page).toHaveURL(/\/demo\/order\/\d+$/, { timeout: 15_000 });
  expect(orderIdInUrl(page)).toBe(lost.orderId);
  expect(await ordersIn(page, 'demo')).toBe(1);
  expect(new Set(lost.sent.map((sent) => sent.key)).size).toBe(1);
});

/**
 * Pays by card and closes the tab as soon as the order is answered: the order page (the payment
 * page's return) never loads the paid order. Returns a fresh tab of the same browser, at noon.
 */
async function payByCardAndLeave(page: Page) {
  await carPickupCheckout(page, '1122');
  await page.getByTestId('payment-methods').getByRole('radio', { name: /Card/ }).check();
  // On the context: the offline worker may control the page by now, and a page's routes do not see
  // what passes through it. Lifted once the page is left, for the next visit to ask.
  await page.context().route(/\/api\/webapp\/order\/\d+/, (route) => route.abort('failed'));
  // A real server answers a card order before the gateway has taken the card: payment pending.
  // The mock's reply says paid at once, which the app would act on if it reached the order page
  // (the mock's "gateway" is that page) before the tab closed.
  await page.context().route('**/api/webapp/order', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const response = await route.fetch();
    const reply = (await response.json()) as { order: { payment_status: string } };
    reply.order.payment_status = 'pending';
    return route.fulfill({ response, json: reply });
  });
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/api/webapp/order'),
  );
  await page.getByTestId('place-order').click();
  const { order } = (await (await answered).json()) as { order: { id: number } };
  await page.close();
  await page.context().unroute(/\/api\/webapp\/order\/\d+/);
  await page.context().unroute('**/api/webapp/order');
  const next = await page.context().newPage();
  await next.clock.setFixedTime(new Date(NOON_KUWAIT));
  return { next, paidOrderId: order.id };
}

test('a card payment left before its order page loaded: the next visit finds the cart empty', async ({
  page,
}) => {
  const { next } = await payByCardAndLeave(page);
  await next.goto('/demo/car_pickup/cart');
  await expect(next.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(next.getByTestId('cart-line')).toHaveCount(0);
  expect(await ordersIn(next, 'demo')).toBe(1);
});

test('a card payment left before its order page loaded cannot be paid again by "Place order"', async ({
  page,
}) => {
  const { next, paidOrderId } = await payByCardAndLeave(page);
  // This start cannot ask about the order (offline for that call): the paid lines are still there.
  // On the context, as above. Lifted only once the start's call was refused: the start asks after
  // the orders' code has loaded, which may come after the total.
  let refusedCalls = 0;
  await next.context().route(/\/api\/webapp\/order\/\d+/, (route) => {
    refusedCalls += 1;
    return route.abort('failed');
  });
  await next.goto('/demo/car_pickup/checkout');
  await serverTotal(next);
  await expect.poll(() => refusedCalls).toBeGreaterThan(0);
  await next.context().unroute(/\/api\/webapp\/order\/\d+/);
  await next.getByTestId('payment-methods').getByRole('radio', { name: /Card/ }).check();
  await next.getByTestId('place-order').click();
  await expect(next).toHaveURL(/\/demo\/order\/\d+/, { timeout: 15_000 });
  expect(orderIdInUrl(next)).toBe(paidOrderId);
  expect(await ordersIn(next, 'demo')).toBe(1);
  await expect(next.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
});

test('a refused order keeps the cart and the form, and may then be changed and sent', async ({ page }) => {
  await page.request.post('/__mock/faults', {
    data: { method: 'POST', path: '/api/webapp/order', status: 422, times: 1, message: 'Kitchen is full' },
  });
  await carPickupCheckout(page, '999');
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('order-error')).toHaveAttribute('data-kind', 'invalid');
  await expect(page.getByTestId('order-error')).toContainText('Kitchen is full');
  await expect(page.getByTestId('contact-name')).toHaveValue('Sara Al-Ali');
  expect(await ordersIn(page, 'demo')).toBe(0);

  await page.getByTestId('payment-methods').getByRole('radio', { name: /Cash/ }).check();
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/demo\/order\/\d+$/, { timeout: 15_000 });
  expect(await ordersIn(page, 'demo')).toBe(1);
});

test("a customer who logs in after a guest typed details orders under the customer's own", async ({
  page,
}) => {
  await seedCart(page, 'demo', 'car_pickup', 1, 1);
  await page.goto('/demo/car_pickup/checkout');
  await page.getByTestId('car-plate').fill('5150');
  // The failing-payment phone of the mock: sent by mistake, it would fail a card payment.
  await fillGuest(page, '99999999');

  await page.goto(`/demo/login?redirect=${encodeURIComponent('/demo/car_pickup/checkout')}`);
  await logIn(page, '50000001');
  await expect(page).toHaveURL(/\/demo\/car_pickup\/checkout$/);
  await expect(page.getByTestId('contact-user')).toContainText('Fatima Al-Sabah');
  await expect(page.getByTestId('contact-user')).toContainText('+96550000001');
  const stored = await page.evaluate(() => localStorage.getItem('cart') ?? '');
  expect(stored).not.toContain('Sara Al-Ali');
  expect(stored).not.toContain('99999999');

  await serverTotal(page);
  const posted = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/webapp/order'),
  );
  await page.getByTestId('place-order').click();
  const body = (await posted).postDataJSON() as { name: string; phone: string };
  expect([body.name, body.phone]).toEqual(['Fatima Al-Sabah', '+96550000001']);
  await expect(page).toHaveURL(/\/demo\/order\/\d+$/, { timeout: 15_000 });
});

for (const trick of ['/\\evil.example', '/\\/evil.example', '/\t/evil.example']) {
  test(`a login return address of ${JSON.stringify(trick)} is ignored, not a 500`, async ({ page }) => {
    await page.goto('/demo/login');
    await logIn(page, '50000002');
    await expect(page).toHaveURL(/\/demo$/);
    // Logged in, the login page itself sends the customer on: this is where the trick used to bite.
    await page.goto(`/demo/login?redirect=${encodeURIComponent(trick)}`);
    await expect(page).toHaveURL(/\/demo$/);
    await expect(page.getByText(/Something went wrong|500/)).toHaveCount(0);
    expect(new URL(page.url()).hostname).toBe('localhost');
  });
}

test('a production build never shows a one-time code, even when a reply carries one', async ({ page }) => {
  await page.goto('/demo/login');
  await page.getByTestId('login-phone').fill('50000001');
  const sent = page.waitForResponse((response) => response.url().includes('/api/send-otp'));
  await page.getByTestId('login-submit').click();
  const { debug_code: code } = (await (await sent).json()) as { debug_code: string };
  expect(code).toMatch(/^\d+$/);
  await expect(page.getByRole('textbox', { name: /^Digit 1 of/ })).toBeVisible();
  await expect(page.getByTestId('otp-debug-code')).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(code);
});

test('a 10,000-character name is kept, counted and refused by the app and by the server', async ({
  page,
}) => {
  let calcBody: Record<string, unknown> = {};
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/calc-order/'))
      calcBody = request.postDataJSON();
  });
  await carPickupCheckout(page, '7777');
  const longName = 'N'.repeat(10_000);
  await page.getByTestId('contact-name').fill(longName);
  await expect(page.getByTestId('contact-name')).toHaveValue(longName);
  await expect(page.getByText('Too long by 9,900 characters. Please shorten it to 100.')).toBeVisible();
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('checkout-invalid')).toBeVisible();
  await expect(page.getByTestId('contact-name')).toBeFocused();
  await expectNoAxeViolations(page);
  expect(await ordersIn(page, 'demo')).toBe(0);

  // The server refuses it too, naming the field.
  const direct = await page.request.post('/api/webapp/order', {
    headers: { 'Idempotency-Key': 'e2e-long-name', 'X-Webapp': '1' },
    data: { ...calcBody, name: longName, phone: '+96550001234' },
  });
  expect(direct.status()).toBe(422);
  expect(((await direct.json()) as { fields: Record<string, string> }).fields.name).toBe(
    'At most 100 characters.',
  );

  await page.getByTestId('contact-name').fill('Sara Al-Ali');
  await expect(page.getByText(/Too long by/)).toHaveCount(0);
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/demo\/order\/\d+$/, { timeout: 15_000 });
});

test('a stored cart with one corrupt line keeps every other line, the car and the contact', async ({
  page,
}) => {
  const items = await orderableItems(page.request, 'demo', 'car_pickup', 3);
  const lines = items.map((item) => JSON.stringify(storedLine(item)));
  // The middle line is not JSON at all: a hand edit or a damaged write.
  const damaged = lines[1]!.replace('"quantity":1', '"quantity":NaN');
  const text = `{"version":1,"data":{"name":"Sara Al-Ali","phone":"+96550001234","car":{"plate":"8080","model":null,"color":null},"items":[${lines[0]},${damaged},${lines[2]}]}}`;
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('e2e-cart-seeded')) return;
    sessionStorage.setItem('e2e-cart-seeded', '1');
    localStorage.setItem('cart', value);
  }, text);

  await page.goto('/demo/car_pickup/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await page.goto('/demo/car_pickup/checkout');
  await expect(page.getByTestId('car-plate')).toHaveValue('8080');
  await expect(page.getByTestId('contact-name')).toHaveValue('Sara Al-Ali');
  await expect(page.getByTestId('contact-phone')).toHaveValue('+96550001234');
});
