/**
 * The pages about the business (issue 14): policies, feedback and settings, in every layout,
 * each scanned with axe.
 */
import type { Page } from '@playwright/test';
import { declareCases } from '../support/gates.ts';
import { expectNothingRanOrOverflowed } from './hostile-support.ts';
import { expect, expectNoAxeViolations, onlyOn, resetMock, test } from './support.ts';

test.beforeEach(async ({ page }) => resetMock(page));

test('the policies are reached from the home, each under its own heading and link target', async ({
  page,
}) => {
  await page.goto('/demo');
  await page.getByTestId('info-link-policies').click();
  await expect(page).toHaveURL(/\/demo\/Policies$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Policies' })).toBeVisible();
  const privacy = page.getByRole('region', { name: 'Privacy policy' });
  await expect(privacy).toHaveAttribute('id', 'privacy-2');
  await expect(privacy).toContainText('We use your phone number only');
  await expectNoAxeViolations(page);

  // An address with a policy's anchor opens on it.
  await page.goto('/demo/Policies#refund-1');
  await expect(page.getByRole('region', { name: 'Refund policy' })).toBeInViewport();
});

test('the policies in Arabic', async ({ page }) => {
  await page.goto('/demo/Policies');
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'العربية' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 2, name: 'سياسة الخصوصية' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a policy carrying <img onerror> and <script> is read as text: nothing runs', async ({ page }) => {
  await page.goto('/hostile/Policies');
  const policy = page.getByTestId('policy').first();
  await expect(policy.getByRole('heading', { level: 2 })).toContainText('<img src=x onerror=');
  await expect(policy).toContainText('<script>window.__xss');
  // Nothing in the page became an element: no image, no script from the business's words.
  await expect(page.locator('main img[src="x"], main script, main svg[onload]')).toHaveCount(0);
  const where = `${test.info().project.name} › policies page`;
  declareCases('xss-executions', [where]);
  await expectNothingRanOrOverflowed(page, where);
  await expectNoAxeViolations(page);
});

interface RecordedRating {
  rating: number;
  comment: string | null;
  order_id: number | null;
}

async function ratingsOf(page: Page, scenario: string): Promise<RecordedRating[]> {
  const reply = await page.request.get(`/__mock/ratings/${scenario}`);
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { ratings: RecordedRating[] }).ratings;
}

test('3.5 stars of feedback reach the business; a failed send keeps every word', async ({ page }) => {
  await page.goto('/demo');
  await page.getByTestId('info-link-feedback').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  // Five stars by default (spec §5).
  await expect(page.getByRole('radio', { name: '5 stars', exact: true })).toBeChecked();
  await expectNoAxeViolations(page);

  // The stars are pictures over hidden radios: activate the radio as a screen reader does.
  await page.getByRole('radio', { name: '3.5 stars', exact: true }).dispatchEvent('click');
  await expect(page.getByRole('radio', { name: '3.5 stars', exact: true })).toBeChecked();
  await page.getByTestId('feedback-comment').fill('The soup was hot, the bread was not.');

  // The first send fails: the stars and the comment stay, and the customer can send again.
  expect(
    (
      await page.request.post('/__mock/faults', {
        data: { path: '/api/users/rate', method: 'POST', status: 503, times: 1 },
      })
    ).ok(),
  ).toBe(true);
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByTestId('feedback-comment')).toHaveValue('The soup was hot, the bread was not.');
  await expect(page.getByRole('radio', { name: '3.5 stars', exact: true })).toBeChecked();
  expect(await ratingsOf(page, 'demo')).toEqual([]);

  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your feedback' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeVisible();
  await expectNoAxeViolations(page);
  const ratings = await ratingsOf(page, 'demo');
  expect(ratings).toHaveLength(1);
  expect(ratings[0]).toMatchObject({
    rating: 3.5,
    comment: 'The soup was hot, the bread was not.',
    order_id: null,
  });
});

test('settings: switching to Arabic and back is kept across a reload', async ({ page, context }) => {
  await page.goto('/demo');
  await page.getByTestId('info-link-settings').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const languages = page.getByRole('region', { name: 'Language' });
  await expect(languages.getByRole('radio', { name: 'English' })).toBeChecked();
  await expectNoAxeViolations(page);

  // The language switches once its catalog has loaded, so the radio is checked a moment later.
  await languages.getByRole('radio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'الإعدادات' })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('ar');
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'اللغة' }).getByRole('radio', { name: 'العربية' }),
  ).toBeChecked();
  await expectNoAxeViolations(page);

  await page.getByRole('region', { name: 'اللغة' }).getByRole('radio', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(languages.getByRole('radio', { name: 'English' })).toBeChecked();
  expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('en');
});

test('settings: the appearance choice applies and is kept; a guest is offered a login', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/demo/settings');
  await page
    .getByRole('region', { name: 'Appearance' })
    .getByRole('radiogroup')
    .getByRole('radio', { name: 'Dark' })
    .check();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByTestId('settings-login')).toBeVisible();
  await expectNoAxeViolations(page);
  // Customers are not shown the build or the update check (issue #32)...
  await expect(page.getByTestId('check-update')).toHaveCount(0);
  await expect(page.getByTestId('app-version')).toHaveCount(0);

  // ...staff reach them at the About section's anchor (a hash change alone loads no page: reload).
  await page.goto('/demo/settings#app');
  await page.reload();
  await expect(page.getByTestId('app-version')).toBeVisible();
  await page.getByTestId('check-update').click();
  await expect(page.getByTestId('update-outcome')).toHaveText('You have the latest version.');
});

test('a newer build is offered in a banner, on top of the page, and "Later" puts it away', async ({
  page,
}) => {
  await page.goto('/demo/settings#app');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  // The server now has another build than the one this page runs.
  await page.route('**/build.json', (route) => route.fulfill({ json: { buildId: 'a-newer-build' } }));
  await page.getByTestId('check-update').click();

  const banner = page.getByRole('status').filter({ hasText: 'A new version is ready' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expectNoAxeViolations(page);
  await banner.getByRole('button', { name: 'Later' }).click();
  await expect(banner).toHaveCount(0);
});

test.describe('without the offline worker, so a file can be made to fail', () => {
  test.use({ serviceWorkers: 'block' });

  test('a banner that cannot load leaves the page as it was', onlyOn.phone, async ({ page }) => {
    // Chunk files are named by hash alone: the banner's is told by its code (the class map of
    // UpdateBanner.module.css, whose `reload` class no other module has).
    const bannerFiles: string[] = [];
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      const response = await route.fetch();
      if (!(await response.text()).includes('reload:`_reload_')) return route.fulfill({ response });
      bannerFiles.push(route.request().url());
      return route.abort('failed');
    });
    // Waited for from the start: the banner's code is also fetched once the page is idle.
    const bannerFailed = page.waitForEvent('requestfailed', (request) => bannerFiles.includes(request.url()));
    await page.goto('/demo/settings#app');
    await page.route('**/build.json', (route) => route.fulfill({ json: { buildId: 'a-newer-build' } }));
    await page.getByTestId('check-update').click();
    await bannerFailed;
    // An absence is asserted: give React the moment it needs to show an error screen, if one came.
    await page.waitForTimeout(1_000);
    // Settings' own offer remains; the page is not replaced by an error screen.
    await expect(page.getByRole('button', { name: 'Reload' })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByText('A new version is ready')).toHaveCount(0);
  });
});

test('settings: a business that forces its look offers no choice', onlyOn.phone, async ({ page }) => {
  await page.goto('/tokyo/settings');
  await expect(page.getByTestId('appearance-fixed')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Appearance' }).getByRole('radiogroup')).toHaveCount(0);
});
