/**
 * Issue 14, the branches page and sending a delivery as a gift: in every layout, each new screen
 * scanned with axe in English and Arabic.
 */
import type { Page } from '@playwright/test';
import { itemsOf, storedLine, type CategoryJson, type MenuItemJson } from '../support/stored-cart.ts';
import { expect, expectNoAxeViolations, onPhoneOnly, resetMock, test } from './support.ts';

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

  test('keeping the branch keeps the cart', async ({ page }, testInfo) => {
    onPhoneOnly(testInfo);
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

  test('without map tiles the page stays usable', async ({ page }, testInfo) => {
    onPhoneOnly(testInfo);
    await page.route('**/tiles/**', (route) => route.abort());
    await page.goto('/demo/Branches');
    await expect(page.getByText('Map unavailable, every branch is listed below')).toBeVisible();
    const salmiya = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Salmiya' }) });
    await salmiya.getByTestId('choose-branch').click();
    await expect(page.getByTestId('branch-switched')).toContainText('Salmiya');
  });

  test('a list that fails to load says so and loads again', async ({ page }, testInfo) => {
    onPhoneOnly(testInfo);
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
