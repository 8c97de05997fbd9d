/**
 * Issue #32, the phone's ordering flow after the menu: checkout, order page, branches, wallet,
 * reservation and settings, in English and Arabic, light and dark.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { itemsOf, type CategoryJson, type MenuItemJson } from '../support/stored-cart.ts';
import {
  amountOf,
  chooseOption,
  fillGuest,
  logIn,
  placeAndCheck,
  seedCart,
  startAtNoon,
} from './order-support.ts';
import { expect, expectNoAxeViolations, onlyOn, test } from './support.ts';

test.beforeEach(async ({ page }) => startAtNoon(page));

type Language = 'en' | 'ar';

async function speak(context: BrowserContext, language: Language, baseURL: string | undefined) {
  await context.addCookies([{ name: 'i18n_redirected', value: language, url: baseURL! }]);
}

/** An axe scan in the light scheme, then in the dark one (the demo follows the system's). */
async function expectCleanLightAndDark(page: Page): Promise<void> {
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'light' });
}

const WORDS = {
  en: { more: 'more for delivery', street: /^Street \d+$/ },
  ar: { more: 'للتوصيل', street: /^شارع \d+$/ },
} as const;

for (const language of ['en', 'ar'] as const) {
  test(
    `checkout (${language}): the minimum-order gap before any field, the dishes, a pin fills Street`,
    onlyOn.phone,
    async ({ page, context, baseURL }) => {
      await speak(context, language, baseURL);
      // One dish: under the demo's delivery minimum (KWD 2) before any area is chosen.
      await seedCart(page, 'demo', 'delivery', 1, 1);
      await page.goto('/demo/delivery/checkout');

      // Nothing filled in yet, and the gap is already said, near the top of the page.
      const hint = page.getByTestId('checkout-minimum');
      await expect(hint).toBeVisible();
      await expect(hint).toContainText(WORDS[language].more);
      await expect(hint).toBeInViewport();
      await expect(page.getByTestId('address-street')).toHaveValue('');
      await expect(page.getByTestId('place-order')).toBeDisabled();
      await expect(page.getByTestId('place-order')).toHaveAttribute('aria-describedby', 'checkout-minimum');
      // The dishes are in the summary; no "Delivery fee KWD 0" before an area sets it.
      await expect(page.getByTestId('checkout-lines').getByRole('listitem')).toHaveCount(1);
      await expect(page.getByTestId('totals-delivery')).toHaveCount(0);
      // Three required fields at once; the optional ones wait behind one button.
      await expect(page.getByTestId('address-floor')).toHaveCount(0);
      await expectCleanLightAndDark(page);

      // A pin in Mirqab (the map's centre): the geocoder's street lands in Street.
      const map = page.locator('.leaflet-container').first();
      await expect(map).toBeVisible();
      const box = (await map.boundingBox())!;
      await map.tap({ position: { x: box.width / 2, y: box.height / 2 } });
      await expect(page.getByTestId('zone-info')).toBeVisible();
      await expect(page.getByTestId('address-street')).toHaveValue(WORDS[language].street);
      // Now the area sets the fee, and it is shown.
      expect(await amountOf(page, 'totals-delivery')).toBe(500);

      await page.getByTestId('address-more').click();
      await expect(page.getByTestId('address-floor')).toBeVisible();
      await expectCleanLightAndDark(page);
    },
  );
}

test(
  'checkout: what the customer typed in Street stays when a pin is dropped',
  onlyOn.phone,
  async ({ page }) => {
    await seedCart(page, 'demo', 'delivery', 2, 3);
    await page.goto('/demo/delivery/checkout');
    await page.getByTestId('address-street').fill('Gulf Road');
    const map = page.locator('.leaflet-container').first();
    const box = (await map.boundingBox())!;
    await map.tap({ position: { x: box.width / 2, y: box.height / 2 } });
    await expect(page.getByTestId('pin-place')).not.toBeEmpty();
    await expect(page.getByTestId('address-street')).toHaveValue('Gulf Road');
    // The place button reads "Place order · KWD …" with the dot apart from the price.
    await expect(page.getByTestId('place-order')).toHaveText(/^Place order · KWD\s[\d.]+$/);
  },
);

/** A dish with options, as the item page would have put it in the cart: every group's minimum. */
async function seedCartWithOptions(page: Page): Promise<void> {
  const body = (await (await page.request.get('/api/webapp/v5/restaurant/demo')).json()) as {
    menu: { categories: CategoryJson[] };
  };
  type WithGroups = MenuItemJson & {
    modifier_groups: { min: number; max: number; modifiers: { id: number }[] }[];
  };
  const item = (itemsOf(body.menu.categories) as WithGroups[]).find(
    (candidate) =>
      candidate.visible &&
      candidate.types.includes('dine_in') &&
      candidate.price_labels.length > 0 &&
      candidate.modifier_groups.length > 0 &&
      candidate.modifier_groups.every((group) => group.modifiers.length >= Math.max(group.min, 1)),
  )!;
  expect(item).toBeTruthy();
  const modifiers = item.modifier_groups.flatMap((group) =>
    group.modifiers.slice(0, Math.max(group.min, 1)).map((modifier) => ({ id: modifier.id, quantity: 1 })),
  );
  const line = {
    key: `${item.id}-${item.price_labels[0]!.id}-${modifiers.map((m) => m.id).join('.')}`,
    item_id: item.id,
    price_label_id: item.price_labels[0]!.id,
    modifiers,
    quantity: 1,
    comment: null,
    item,
  };
  await page.addInitScript(
    (value) => {
      if (sessionStorage.getItem('e2e-cart-seeded')) return;
      sessionStorage.setItem('e2e-cart-seeded', '1');
      localStorage.setItem('cart', value);
    },
    JSON.stringify({ version: 1, data: { items: [line] } }),
  );
}

test(
  'the order page: the expected time relative to now, the dish with its options, the table',
  onlyOn.phone,
  async ({ page, context, baseURL }) => {
    await seedCartWithOptions(page);
    await page.goto('/demo/dine_in/checkout');
    await expect(page.getByTestId('checkout-line-options')).not.toBeEmpty();
    await chooseOption(page, 'table-picker', /^Table 2\b/);
    await fillGuest(page);
    await placeAndCheck(page, 'demo');

    await expect(page.getByTestId('order-table')).toContainText('Table 2');
    await expect(page.getByTestId('order-line-options')).not.toBeEmpty();
    // Today: a clock time and "in N minutes", not a weekday and a date.
    await expect(page.getByText(/^Expected at \d{1,2}:\d{2}\s?[AP]M · in \d+ minutes?$/)).toBeVisible();
    await expectCleanLightAndDark(page);

    await speak(context, 'ar', baseURL);
    await page.reload();
    await expect(page.getByTestId('order-table')).toBeVisible();
    // One digit system in Arabic: the options list has no Latin comma.
    await expect(page.getByTestId('order-line-options')).not.toContainText(',');
    await expectCleanLightAndDark(page);
  },
);

const SCREENS: Record<string, (page: Page) => Promise<void>> = {
  branches: async (page) => {
    await page.goto('/demo/branches');
    await expect(page.getByTestId('branch-card').first()).toBeVisible();
    // Call, WhatsApp and Directions: buttons of at least 44 px, not a ragged line of links.
    const links = page.getByTestId('branch-card').first().getByRole('link');
    await expect(links).toHaveCount(3);
    for (const height of await links.evaluateAll((all) => all.map((l) => l.getBoundingClientRect().height)))
      expect(height).toBeGreaterThanOrEqual(44);
  },
  reservation: async (page) => {
    await page.goto('/demo/reservation');
    // A table for two to start with; calendar days a thumb can hit.
    await expect(page.getByTestId('party-size')).toHaveAttribute('data-value', '2');
    const day = (await page
      .getByTestId('reservation-calendar')
      .locator('table button')
      .first()
      .boundingBox())!;
    expect(day.height).toBeGreaterThanOrEqual(44);
    expect(day.width).toBeGreaterThanOrEqual(44);
  },
  settings: async (page) => {
    await page.goto('/demo/settings');
    await expect(page.getByTestId('settings-page')).toBeVisible();
    await expect(page.getByTestId('check-update')).toHaveCount(0);
    await expect(page.getByTestId('app-version')).toHaveCount(0);
  },
  wallet: async (page) => {
    await page.goto('/demo/wallet/home');
    await expect(page.getByTestId('wallet-home')).toBeVisible();
    await expect(page.getByTestId('wallet-balance')).toBeVisible();
  },
};

for (const language of ['en', 'ar'] as const) {
  for (const [screen, open] of Object.entries(SCREENS)) {
    test(
      `${screen} (${language}) as issue #32 asks, axe clean light and dark`,
      onlyOn.phone,
      async ({ page, context, baseURL }) => {
        if (screen === 'wallet') {
          // The wallet is a customer's: log in first (the login's own words are English here).
          await page.goto('/demo/login');
          await logIn(page, '50000001');
        }
        await speak(context, language, baseURL);
        await open(page);
        await expectCleanLightAndDark(page);
      },
    );
  }
}
