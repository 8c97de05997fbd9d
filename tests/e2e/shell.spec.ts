import { expect, expectedLayout, expectNoAxeViolations, resetMock, onlyOn, test } from './support.ts';

test.beforeEach(async ({ page }) => {
  await resetMock(page);
});

test('a trailing slash is removed by redirect', onlyOn.phone, async ({ page }) => {
  await page.goto('/demo/');
  await expect(page).toHaveURL(/\/demo$/);
  await expect(page.getByTestId('business-name')).toBeVisible();
  await expectNoAxeViolations(page);
});

test(
  'the axe scan fails on a planted violation, and on one in a later screen of the same page',
  onlyOn.phone,
  async ({ page }) => {
    // The scanner is injected once per document: a later scan must still see what changed since.
    await page.goto('/demo');
    await expect(page.getByTestId('business-name')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.src = '/favicon.svg';
      document.querySelector('main')!.append(image);
    });
    await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt/);
  },
);

test('the layout follows the width', async ({ page }, testInfo) => {
  await page.goto('/demo');
  await expect(page.locator(`[data-layout="${expectedLayout(testInfo)}"]`)).toBeVisible();
  if (expectedLayout(testInfo) === 'touch') {
    // Every control of the large-touch layout is at least 48 px tall.
    const heights = await page
      .locator('main button, main a[href], header button')
      .evaluateAll((elements) => elements.map((el) => el.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThan(0);
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(48);
  }
  await expectNoAxeViolations(page);
});

test('an unknown route shows the 404 screen', async ({ page }) => {
  await page.goto('/demo/no-such-type');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page).toHaveTitle(/ - 400$/);
  await expectNoAxeViolations(page);

  // Outside any business the 404 screen has no shop name in its title.
  await page.goto('/404');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page).toHaveTitle('400');
});

test('an unknown business shows the server message as plain text', onlyOn.phone, async ({ page }) => {
  await page.goto('/no-such-business');
  await expect(page.getByTestId('plain-error')).toBeVisible();
  await expect(page).toHaveTitle('500');
  await expectNoAxeViolations(page);
});

test('a business with one selling type opens straight on its menu', onlyOn.phone, async ({ page }) => {
  await page.goto('/solo');
  await expect(page).toHaveURL(/\/solo\/dine_in$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a moved business sends the visitor to its new address', onlyOn.phone, async ({ page }) => {
  await page.goto('/moved');
  await expect(page).not.toHaveURL(/\/moved$/);
  await expect(page.getByTestId('business-name')).toBeVisible();
});
