import { type Page } from '@playwright/test';
import { expect, expectedLayout, expectNoAxeViolations, onlyOn, test } from './support.ts';
import {
  amountOf,
  chooseOption,
  expectTouchTargets,
  fillGuest,
  ordersIn,
  placeAndCheck,
  seedCart,
  serverTotal,
  startAtNoon,
} from './order-support.ts';

test.beforeEach(async ({ page }) => startAtNoon(page));

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

test('a car-pickup order in the demo', onlyOn.notKiosk, async ({ page }) => {
  await seedCart(page, 'demo', 'car_pickup', 3, 1);
  await page.goto('/demo/car_pickup/checkout');
  await page.getByTestId('car-plate').fill('KW 12345');
  await page.getByTestId('car-model').fill('Land Cruiser');
  await page.getByTestId('car-color').fill('White');
  await fillGuest(page);
  await expectNoAxeViolations(page);
  await placeAndCheck(page, 'demo');
});

test(
  'a delivery order in the demo: a pin outside the zones is refused, one inside is taken',
  onlyOn.notKiosk,
  async ({ page }, testInfo) => {
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
  },
);

test('a delivery order in the demo chosen by area name', onlyOn.phone, async ({ page }) => {
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

test(
  'without map tiles and geocoder the area list still takes a delivery',
  onlyOn.phone,
  async ({ page }) => {
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
  },
);

test('a car-pickup order in the shipper scenario', onlyOn.phone, async ({ page }) => {
  await seedCart(page, 'shipper', 'car_pickup', 2, 1);
  await page.goto('/shipper/car_pickup/cart');
  await serverTotal(page);
  await expectNoAxeViolations(page);
  await page.getByTestId('go-to-checkout').click();
  await page.getByTestId('car-plate').fill('55555');
  await fillGuest(page);
  await placeAndCheck(page, 'shipper');
});

test(
  'a shipping order abroad from the shipper: the fee follows the weight',
  onlyOn.phone,
  async ({ page }) => {
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
  },
);

test('a double tap places one order', onlyOn.phone, async ({ page }) => {
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

test('the night: the checkout takes scheduled orders only', onlyOn.phone, async ({ page }) => {
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

test('an empty cart cannot reach the checkout', onlyOn.phone, async ({ page }) => {
  await page.goto('/demo/dine_in/checkout');
  await expect(page).toHaveURL(/\/demo\/dine_in\/cart$/);
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
});

test('the cart is at hand beside the menu', async ({ page }, testInfo) => {
  await seedCart(page, 'demo', 'dine_in', 2, 1);
  await page.goto('/demo/dine_in');
  if (expectedLayout(testInfo) === 'touch') {
    // Touch screens: a bar along the bottom opens the cart as a sheet.
    await expect(page.getByTestId('order-bar-count')).toHaveText('2 items');
    await page.getByTestId('review-order').click();
    await expect(page.getByTestId('cart-panel')).toBeVisible();
    await expect(page.getByTestId('cart-panel').getByTestId('cart-line')).toHaveCount(2);
    await expect(page.getByTestId('panel-checkout')).toBeVisible();
  } else {
    // Phones: the same bar, its "View the cart" goes to the cart page.
    await expect(page.getByTestId('order-bar-count')).toHaveText('2 items');
    await page.getByTestId('review-order').click();
    await expect(page).toHaveURL(/\/demo\/dine_in\/cart$/);
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
  }
});

test('the order status page finds orders of this device', onlyOn.notKiosk, async ({ page }) => {
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

test('a failed online payment keeps the cart for another try', onlyOn.phone, async ({ page }) => {
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
