import { expect, test, type Page } from '@playwright/test';
import { expectedLayout, expectNoAxeViolations, resetMock } from './support.ts';

// Tuesday 2025-11-18, 12:00 in Kuwait: the demo's and the shipper's branches are open.
const NOON_KUWAIT = '2025-11-18T09:00:00.000Z';

type OrderType = 'dine_in' | 'car_pickup' | 'delivery';

interface MenuItemJson {
  id: number;
  visible: boolean;
  types: string[];
  price_labels: { id: number; price: number }[];
}
interface CategoryJson {
  items: MenuItemJson[];
  subcategories: CategoryJson[];
}

test.beforeEach(async ({ page }) => {
  await resetMock(page);
  // The server's clock and the browser's agree, so "open now" and the slots are the same on both.
  expect((await page.request.post('/__mock/clock', { data: { now: NOON_KUWAIT, frozen: true } })).ok()).toBe(
    true,
  );
  await page.clock.setFixedTime(new Date(NOON_KUWAIT));
});

function itemsOf(categories: CategoryJson[]): MenuItemJson[] {
  return categories.flatMap((category) => [...category.items, ...itemsOf(category.subcategories)]);
}

/**
 * Fills the cart the way a returning customer finds it: the persisted cart in localStorage (the
 * browsing screens have their own suite). Written once per test, before the app starts.
 */
async function seedCart(page: Page, referenceId: string, type: OrderType, lines: number, quantity: number) {
  const response = await page.request.get(`/api/webapp/v5/restaurant/${referenceId}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { menu: { categories: CategoryJson[] } };
  const items = itemsOf(body.menu.categories)
    .filter((item) => item.visible && item.price_labels.length > 0 && item.types.includes(type))
    .slice(0, lines);
  expect(items).toHaveLength(lines);
  const cart = {
    version: 1,
    data: {
      items: items.map((item) => ({
        key: `${item.id}-${item.price_labels[0]!.id}`,
        item_id: item.id,
        price_label_id: item.price_labels[0]!.id,
        modifiers: [],
        quantity,
        comment: null,
        item,
      })),
    },
  };
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('e2e-cart-seeded')) return;
    sessionStorage.setItem('e2e-cart-seeded', '1');
    localStorage.setItem('cart', value);
  }, JSON.stringify(cart));
}

async function ordersIn(page: Page, scenario: string): Promise<number> {
  const state = (await (await page.request.get('/__mock/state')).json()) as {
    scenarios: Record<string, { orders: number } | undefined>;
  };
  return state.scenarios[scenario]?.orders ?? 0;
}

async function amountOf(page: Page, testId: string): Promise<number> {
  return Number(await page.getByTestId(testId).getAttribute('data-amount'));
}

/** Waits until the totals on screen are calc-order's, and returns the total shown. */
async function serverTotal(page: Page): Promise<number> {
  await expect(page.getByTestId('totals')).toHaveAttribute('data-source', 'server', { timeout: 10_000 });
  return amountOf(page, 'totals-total');
}

/** On tablets and kiosks every button and link of the page is a target of at least 48 px. */
async function expectTouchTargets(page: Page, layout: 'phone' | 'touch') {
  if (layout !== 'touch') return;
  const heights = await page
    .locator('main button:visible, main a[href]:visible, aside button:visible, aside a[href]:visible')
    .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().height));
  expect(heights.length).toBeGreaterThan(0);
  expect(Math.min(...heights)).toBeGreaterThanOrEqual(48);
}

async function fillGuest(page: Page, phone = '50001234') {
  await page.getByTestId('contact-name').fill('Sara Al-Ali');
  await page.getByTestId('contact-phone').fill(phone);
}

async function chooseOption(page: Page, pickerTestId: string, option: RegExp | string) {
  await page.getByTestId(pickerTestId).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Places the order and checks the order page and the server agree with the checkout's total. */
async function placeAndCheck(page: Page, referenceId: string) {
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

test('a dine-in order in the demo', async ({ page }, testInfo) => {
  await seedCart(page, 'demo', 'dine_in', 2, 2);
  await page.goto('/demo/dine_in/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  const cartTotal = await serverTotal(page);
  await expectNoAxeViolations(page);
  await expectTouchTargets(page, expectedLayout(testInfo));

  await page.getByTestId('go-to-checkout').click();
  await expect(page).toHaveURL(/\/demo\/dine_in\/checkout$/);
  await chooseOption(page, 'table-picker', /^Table 2\b/);
  await fillGuest(page);
  expect(await serverTotal(page)).toBe(cartTotal);
  await expectNoAxeViolations(page);
  await expectTouchTargets(page, expectedLayout(testInfo));
  await placeAndCheck(page, 'demo');
  expect(await ordersIn(page, 'demo')).toBe(1);
});

test('a table from the QR code is taken', async ({ page }) => {
  const tables = (await (
    await page.request.get('/api/webapp/tables/' + (await branchOf(page, 'demo')))
  ).json()) as {
    tables: { id: number }[];
  };
  const table = tables.tables[3]!.id;
  await seedCart(page, 'demo', 'dine_in', 1, 1);
  await page.goto(`/demo/dine_in/checkout?table=${table}`);
  await expect(page.getByTestId('table-picker')).toHaveValue(/Table 4/);
});

async function branchOf(page: Page, referenceId: string): Promise<number> {
  const body = (await (await page.request.get(`/api/webapp/v5/restaurant/${referenceId}`)).json()) as {
    restaurant: { branch_id: number };
  };
  return body.restaurant.branch_id;
}

test('a car-pickup order in the demo', async ({ page }) => {
  await seedCart(page, 'demo', 'car_pickup', 3, 1);
  await page.goto('/demo/car_pickup/checkout');
  await page.getByTestId('car-plate').fill('KW 12345');
  await page.getByTestId('car-model').fill('Land Cruiser');
  await page.getByTestId('car-color').fill('White');
  await fillGuest(page);
  await expectNoAxeViolations(page);
  await placeAndCheck(page, 'demo');
});

test('a delivery order in the demo: a pin outside the zones is refused, one inside is taken', async ({
  page,
}, testInfo) => {
  await seedCart(page, 'demo', 'delivery', 3, 3);
  await page.goto('/demo/delivery/checkout');
  const map = page
    .getByRole('region', { name: /Delivery map/ })
    .or(page.locator('.leaflet-container'))
    .first();
  await expect(map).toBeVisible();
  const box = (await map.boundingBox())!;
  const tapAt = async (x: number, y: number) => {
    if (expectedLayout(testInfo) === 'phone') await map.tap({ position: { x, y } });
    else await map.click({ position: { x, y } });
  };

  // The map opens on Kuwait City at zoom 13: its bottom-left corner lies south-west of every zone.
  await tapAt(30, box.height - 30);
  await expect(page.getByTestId('outside-zone')).toContainText('We do not deliver to this spot');
  await expectNoAxeViolations(page);

  // Its centre lies in Mirqab, an area of the Kuwait City zone.
  await tapAt(box.width / 2, box.height / 2);
  await expect(page.getByTestId('outside-zone')).toHaveCount(0);
  await expect(page.getByTestId('zone-info')).toContainText('Kuwait City');
  await expect(page.getByTestId('area-picker')).toHaveValue('Mirqab');
  // The reverse geocoder names the spot.
  await expect(page.getByTestId('pin-place')).not.toBeEmpty();

  await page.getByTestId('address-block').fill('3');
  await page.getByTestId('address-street').fill('Fahad Al-Salem');
  await page.getByTestId('address-building').fill('12');
  await fillGuest(page);
  expect(await amountOf(page, 'totals-delivery')).toBe(500);
  const { amounts } = await placeAndCheck(page, 'demo');
  expect(amounts.delivery_fee).toBe(500);
});

test('a delivery order in the demo chosen by area name', async ({ page }) => {
  await seedCart(page, 'demo', 'delivery', 3, 3);
  await page.goto('/demo/delivery/checkout');
  await chooseOption(page, 'area-picker', 'Sharq');
  await expect(page.getByTestId('zone-info')).toContainText('Kuwait City');
  await page.getByTestId('address-block').fill('1');
  await page.getByTestId('address-street').fill('Gulf Road');
  await page.getByTestId('address-building').fill('7');
  await fillGuest(page);
  await placeAndCheck(page, 'demo');
});

test('without map tiles and geocoder the area list still takes a delivery', async ({ page }) => {
  await page.route('**/tiles/**', (route) => route.abort('internetdisconnected'));
  await page.route('**/geocode/**', (route) => route.abort('internetdisconnected'));
  await seedCart(page, 'demo', 'delivery', 3, 3);
  await page.goto('/demo/delivery/checkout');
  await expect(page.getByText('Map unavailable, choose your area from the list').first()).toBeVisible({
    timeout: 10_000,
  });
  await chooseOption(page, 'area-picker', 'Qibla');
  await page.getByTestId('address-block').fill('2');
  await page.getByTestId('address-street').fill('Fahad Al-Salem');
  await page.getByTestId('address-building').fill('5');
  await fillGuest(page);
  await placeAndCheck(page, 'demo');
});

test('a car-pickup order in the shipper scenario', async ({ page }) => {
  await seedCart(page, 'shipper', 'car_pickup', 2, 1);
  await page.goto('/shipper/car_pickup/cart');
  await serverTotal(page);
  await expectNoAxeViolations(page);
  await page.getByTestId('go-to-checkout').click();
  await page.getByTestId('car-plate').fill('55555');
  await fillGuest(page);
  await placeAndCheck(page, 'shipper');
});

test('a shipping order abroad from the shipper: the fee follows the weight', async ({ page }) => {
  await seedCart(page, 'shipper', 'delivery', 2, 2);
  await page.goto('/shipper/delivery/checkout');
  await chooseOption(page, 'country-picker', 'Saudi Arabia');
  await expect(page.getByTestId('shipping-info')).toContainText('Saudi Arabia');
  await page.getByTestId('address-city').fill('Riyadh');
  await page.getByTestId('address-street').fill('King Fahd Road');
  await page.getByTestId('address-postcode').fill('11564');
  await fillGuest(page, '+966 50 123 4567');
  await expectNoAxeViolations(page);
  const { amounts } = await placeAndCheck(page, 'shipper');
  // Saudi Arabia: 10.00 USD fixed plus 3.00 USD per kg.
  expect(amounts.delivery_fee).toBeGreaterThan(1000);
});

test('a double tap places one order', async ({ page }) => {
  // A slow server widens the window in which a second tap could slip through.
  await page.request.post('/__mock/faults', {
    data: { method: 'POST', path: '/api/webapp/order', latencyMs: 1500, times: 3 },
  });
  await seedCart(page, 'demo', 'car_pickup', 1, 2);
  await page.goto('/demo/car_pickup/checkout');
  await page.getByTestId('car-plate').fill('777');
  await fillGuest(page);
  await serverTotal(page);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/webapp/order')) posts.push(request.url());
  });
  await page.getByTestId('place-order').dblclick();
  await page
    .getByTestId('place-order')
    .click({ force: true })
    .catch(() => undefined);
  await expect(page).toHaveURL(/\/demo\/order\/\d+$/, { timeout: 15_000 });
  expect(posts).toHaveLength(1);
  expect(await ordersIn(page, 'demo')).toBe(1);
});

/** The server places the first order, but its reply never reaches the app (a dropped connection). */
async function loseFirstOrderReply(page: Page): Promise<{ orderId: number | null }> {
  const lost: { orderId: number | null } = { orderId: null };
  await page.route('**/api/webapp/order', async (route) => {
    if (route.request().method() !== 'POST' || lost.orderId !== null) return route.continue();
    const response = await route.fetch();
    lost.orderId = ((await response.json()) as { order: { id: number } }).order.id;
    await route.abort('failed');
  });
  return lost;
}

test('a lost reply, retried, creates exactly one order', async ({ page }) => {
  const lost = await loseFirstOrderReply(page);
  await seedCart(page, 'demo', 'car_pickup', 2, 1);
  await page.goto('/demo/car_pickup/checkout');
  await page.getByTestId('car-plate').fill('2468');
  await fillGuest(page);
  await serverTotal(page);
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('order-error')).toHaveAttribute('data-kind', 'network');
  await expectNoAxeViolations(page);

  await page.getByTestId('order-retry').click();
  await expect(page).toHaveURL(/\/demo\/order\/\d+$/, { timeout: 15_000 });
  expect(Number(new URL(page.url()).pathname.split('/').pop())).toBe(lost.orderId);
  expect(await ordersIn(page, 'demo')).toBe(1);
});

test('a lost reply, then a reload and a second tap, creates exactly one order', async ({ page }) => {
  const lost = await loseFirstOrderReply(page);
  await seedCart(page, 'demo', 'car_pickup', 2, 1);
  await page.goto('/demo/car_pickup/checkout');
  await page.getByTestId('car-plate').fill('1357');
  await fillGuest(page);
  await serverTotal(page);
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('order-error')).toBeVisible();

  // The cart, the car and the contact are kept on the device; so is the attempt's key.
  await page.reload();
  await expect(page.getByTestId('car-plate')).toHaveValue('1357');
  await expect(page.getByTestId('contact-name')).toHaveValue('Sara Al-Ali');
  await serverTotal(page);
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/demo\/order\/\d+$/, { timeout: 15_000 });
  expect(Number(new URL(page.url()).pathname.split('/').pop())).toBe(lost.orderId);
  expect(await ordersIn(page, 'demo')).toBe(1);
});

test('a failed call keeps the cart and the form, and says what went wrong', async ({ page }) => {
  await page.request.post('/__mock/faults', {
    data: { method: 'POST', path: '/api/webapp/order', status: 500, times: 1 },
  });
  await seedCart(page, 'demo', 'car_pickup', 2, 1);
  await page.goto('/demo/car_pickup/checkout');
  await page.getByTestId('car-plate').fill('999');
  await fillGuest(page);
  await serverTotal(page);
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('order-error')).toHaveAttribute('data-kind', 'server');
  await expect(page.getByTestId('contact-name')).toHaveValue('Sara Al-Ali');
  expect(await ordersIn(page, 'demo')).toBe(0);

  await page.getByRole('link', { name: 'Edit cart' }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
});

test('the night: the checkout takes scheduled orders only', async ({ page }) => {
  await seedCart(page, 'night', 'car_pickup', 1, 2);
  await page.goto('/night/car_pickup/checkout');
  await expect(page.getByTestId('schedule-only')).toBeVisible();
  await page.getByTestId('car-plate').fill('4242');
  await fillGuest(page);
  // The first slot is chosen for the customer; they can pick another.
  await expect(
    page
      .getByRole('group', { name: 'Time' })
      .or(page.locator('fieldset', { hasText: 'Time' }))
      .first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/night\/order\/\d+$/, { timeout: 15_000 });
});

test('an empty cart cannot reach the checkout', async ({ page }) => {
  await page.goto('/demo/dine_in/checkout');
  await expect(page).toHaveURL(/\/demo\/dine_in\/cart$/);
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
});

test('the cart is at hand beside the menu', async ({ page }, testInfo) => {
  await seedCart(page, 'demo', 'dine_in', 2, 1);
  await page.goto('/demo/dine_in');
  if (expectedLayout(testInfo) === 'touch') {
    await expect(page.getByTestId('cart-panel')).toBeVisible();
    await expect(page.getByTestId('cart-panel').getByTestId('cart-line')).toHaveCount(2);
  } else {
    await expect(page.getByTestId('header-cart')).toHaveAccessibleName('Cart: 2');
  }
});

test('the order status page finds orders of this device', async ({ page }) => {
  await seedCart(page, 'demo', 'car_pickup', 1, 1);
  await page.goto('/demo/car_pickup/checkout');
  await page.getByTestId('car-plate').fill('1111');
  await fillGuest(page);
  const { orderId } = await placeAndCheck(page, 'demo');
  await page.goto('/demo/orders/status');
  await expect(page.getByTestId('device-orders').getByRole('link')).toHaveCount(1);
  await expectNoAxeViolations(page);
  await page.getByTestId('order-lookup').fill(String(orderId));
  await page.getByRole('button', { name: 'Show order' }).click();
  await expect(page).toHaveURL(new RegExp(`/demo/order/${orderId}$`));
});

test('a failed online payment keeps the cart for another try', async ({ page }) => {
  await seedCart(page, 'demo', 'car_pickup', 1, 1);
  await page.goto('/demo/car_pickup/checkout');
  await page.getByTestId('car-plate').fill('2222');
  await fillGuest(page, '99999999');
  await page.getByTestId('payment-methods').getByRole('radio', { name: /Card/ }).check();
  await serverTotal(page);
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/demo\/payment\/fail/);
  await expect(page.getByTestId('payment-fail')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByTestId('payment-retry').click();
  await expect(page).toHaveURL(/\/demo\/car_pickup\/checkout$/);
});
