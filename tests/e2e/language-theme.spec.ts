import { expect, expectNoAxeViolations, resetMock, onlyOn, test } from './support.ts';

test.beforeEach(async ({ page }) => {
  await resetMock(page);
});

test('switching to Arabic mirrors the page and remembers the choice; switching back restores it', async ({
  page,
  context,
}) => {
  await page.goto('/demo');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'العربية' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1, name: 'كيف تودّ أن تطلب؟' })).toBeVisible();

  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe('ar');
  expect(cookie?.path).toBe('/');
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie?.secure).toBe(false);
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);
  await expectNoAxeViolations(page);

  // The cookie wins over the browser's language on the next visit.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.getByRole('combobox', { name: 'اللغة' }).selectOption({ label: 'English' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: 'How would you like to order?' })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('en');
});

test('a browser set to Arabic opens in Arabic', onlyOn.phone, async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ar-KW' });
  const page = await context.newPage();
  await page.goto('/demo');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await context.close();
});

test('dark mode "on" forces the dark scheme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/tokyo');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectNoAxeViolations(page);
});

test('dark mode "auto" follows the system', onlyOn.phone, async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/demo');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expectNoAxeViolations(page);
});

test(
  'the menu needs only its own words; a screen whose words fail to arrive says so and recovers',
  onlyOn.phone,
  async ({ page }) => {
    // The rest of the English messages (scripts/vite-split-catalogs.ts) cannot be fetched for a while.
    let restBroken = true;
    await page.route(/\/assets\/messages-[a-z]+-rest-[^/]+\.json$/, (route) =>
      restBroken ? route.abort('internetdisconnected') : route.fallback(),
    );
    await page.goto('/demo/dine_in');
    await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menu categories' })).toBeVisible();

    // Home is a lazily loaded screen: it waits for its words and, without them, says so in words.
    await page.goto('/demo');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    restBroken = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'How would you like to order?' })).toBeVisible();
  },
);
