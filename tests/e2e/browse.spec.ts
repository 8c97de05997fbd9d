import { type Page } from '@playwright/test';
import { jumpAndSettle } from '../../scripts/bench/section-jump.mjs';
import { expect, expectedLayout, expectNoAxeViolations, resetMock, test, onlyOn } from './support.ts';

// Tuesday noon in Kuwait: the demo branches are open for every way to order.
const NOON_KUWAIT = '2025-11-18T09:00:00.000Z';

test.beforeEach(async ({ page }) => {
  await resetMock(page);
  // The server's shifts and the browser's clock (item availability windows) agree on the time.
  const pinned = await page.request.post('/__mock/clock', { data: { now: NOON_KUWAIT, frozen: true } });
  expect(pinned.ok()).toBe(true);
  await page.clock.setFixedTime(new Date(NOON_KUWAIT));
});

/** The lines the cart store keeps in local storage (what the cart page will show). */
async function storedCartLines(
  page: Page,
): Promise<{ item_id: number; price_label_id: number; quantity: number; modifiers: { id: number }[] }[]> {
  return page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('cart') ?? '{}') as { data?: { items?: unknown[] } };
    return (stored.data?.items ?? []) as never;
  });
}

test('home: the business, its branches, today’s banners and the ways to order with their open state', async ({
  page,
}) => {
  await page.goto('/demo');
  // The name once, in the header; the page's heading is the question it asks.
  await expect(page.getByTestId('business-name')).toHaveText('Diwan Grill');
  await expect(page.getByText('Diwan Grill', { exact: true })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: 'How would you like to order?' })).toBeVisible();
  await expect(page.getByTestId('home-cover')).toBeVisible();
  const branches = page.getByTestId('branch-picker');
  await expect(branches.getByRole('button')).toHaveCount(2);
  await expect(branches.getByRole('button', { pressed: true })).toHaveText('Kuwait City');
  await expect(page.getByTestId('banners')).toBeVisible();
  // All three are open: one "Open now" for them all, not one under each.
  for (const type of ['dine_in', 'car_pickup', 'delivery']) {
    await expect(page.getByTestId(`selling-type-${type}`)).toBeVisible();
  }
  await expect(page.getByTestId('status-all').getByTestId('status-dine_in')).toHaveAttribute(
    'data-state',
    'open',
  );
  await expect(page.getByText('Open now')).toHaveCount(1);
  await expectNoAxeViolations(page);

  // Another branch: its menu is loaded and the choice is shown.
  await branches.getByRole('button', { name: 'Salmiya' }).click();
  await expect(branches.getByRole('button', { pressed: true })).toHaveText('Salmiya');
  await expect(page.getByTestId('current-branch')).toHaveText('Salmiya');
});

test('browse: choose a way to order, a category and an item, pick its options and add it', async ({
  page,
}, testInfo) => {
  await page.goto('/demo');
  await page.getByTestId('selling-type-dine_in').click();
  await expect(page).toHaveURL(/\/demo\/dine_in$/);
  const nav = page.getByTestId('category-nav');
  await expect(nav).toHaveAttribute('data-mode', expectedLayout(testInfo));
  await expect(page.getByRole('heading', { level: 2, name: 'Grills' })).toBeAttached();
  await expectNoAxeViolations(page);

  // The navigation jumps to a section; its heading leads to the category page.
  await nav.getByRole('button', { name: 'Grills' }).click();
  await expect(nav.getByRole('button', { name: 'Grills' })).toHaveAttribute('aria-current', 'true');
  await page.getByRole('link', { name: 'Grills', exact: true }).click();
  await expect(page).toHaveURL(/\/demo\/dine_in\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Grills' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Lamb Kebab', exact: true }).click();
  await expect(page).toHaveURL(/\/demo\/dine_in\/\d+\/\d+$/);
  const itemId = Number(page.url().split('/').at(-1));
  await expect(page.getByRole('heading', { level: 1, name: 'Lamb Kebab' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The bread must be chosen: adding without it is refused with a message.
  const add = page.getByTestId('add-to-cart');
  await add.click();
  await expect(page.getByTestId('item-form-errors')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Choose your bread' })).toContainText(
    'Choose at least 1 option here.',
  );
  await expectNoAxeViolations(page);

  const options = page.getByRole('group', { name: 'Choose an option' });
  await options.getByRole('radio').nth(1).check();
  await page.getByRole('group', { name: 'Choose your bread' }).getByRole('radio').first().check();
  await page
    .getByRole('group', { name: 'Extras' })
    .getByRole('checkbox', { name: /Extra cheese/ })
    .check();
  await page
    .getByRole('group', { name: 'Quantity of Lamb Kebab' })
    .getByRole('button', { name: 'Increase quantity' })
    .click();
  await add.click();
  // Back on the category it was opened from, with the confirmation and the order bar.
  await expect(page).toHaveURL(/\/demo\/dine_in\/\d+$/);
  await expect(
    page.getByRole('status').filter({ hasText: /Added 2 × Lamb Kebab.* to your cart/ }),
  ).toBeAttached();
  await expect(page.getByTestId('order-bar-count')).toHaveText('2 items');
  const lines = await storedCartLines(page);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({ item_id: itemId, quantity: 2 });
  expect(lines[0]!.modifiers).toHaveLength(2);
  await expectNoAxeViolations(page);
});

test('quick add from the menu: at once for one price, with a picker for several', async ({ page }) => {
  await page.goto('/demo/dine_in');
  const nav = page.getByTestId('category-nav');
  await nav.getByRole('button', { name: 'Grills' }).click();
  // Shish Tawook is also in a smart category; add it from its own section.
  await page
    .getByRole('region', { name: 'Grills' })
    .getByRole('button', { name: 'Add Shish Tawook to your cart' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Added 1 × Shish Tawook' })).toBeAttached();
  // Sections further down are mounted as they come near: the navigation brings this one.
  await nav.getByRole('button', { name: 'Rice Dishes' }).click();
  await page
    .getByRole('region', { name: 'Rice Dishes' })
    .getByRole('button', { name: 'Add Chicken Machboos to your cart' })
    .click();
  const picker = page.getByRole('dialog', { name: 'Choose an option for Chicken Machboos' });
  await expect(picker.getByRole('button')).toHaveCount(4); // three options and "close"
  await expectNoAxeViolations(page);
  await picker.getByRole('button').nth(2).click();
  await expect(picker).toBeHidden();
  expect((await storedCartLines(page)).map((line) => line.quantity)).toEqual([1, 1]);
});

test('search finds dishes by name and description as you type', async ({ page }) => {
  await page.goto('/demo/dine_in');
  await page.getByTestId('search-entry').click();
  await expect(page).toHaveURL(/\/demo\/dine_in\/search$/);
  const box = page.getByRole('searchbox', { name: 'Dish name or ingredient' });
  await box.fill('shawarma');
  const results = page.getByTestId('search-results');
  await expect(results.getByRole('link', { name: 'Chicken Shawarma', exact: true })).toBeVisible();
  await expect(results.getByRole('link', { name: 'Beef Shawarma', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\?q=shawarma$/);
  await expectNoAxeViolations(page);

  await box.fill('pistachio');
  await expect(results.getByRole('link', { name: 'Baklava', exact: true })).toBeVisible();
  await box.fill('no such dish');
  await expect(page.getByTestId('search-count')).toHaveText('No dishes found.');
});

test("the menu's first pictures, started before its first render, are each fetched once", async ({
  page,
}) => {
  // The menu's route starts them (first-pictures.ts) with its cards' srcset and sizes: a candidate
  // chosen otherwise than the card's would be a second download of the same picture.
  const fetched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/mock-images/')) fetched.push(url.pathname);
  });
  await page.goto('/demo/dine_in');
  const first = page.locator('img[fetchpriority="high"]');
  await expect(first.first()).toBeVisible();
  await expect
    .poll(() => first.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)))
    .toBe(true);
  const shown = await first.evaluateAll((images) =>
    images.map((image) => new URL((image as HTMLImageElement).currentSrc).pathname),
  );
  expect(shown.length).toBeGreaterThan(0);
  for (const path of shown) expect(fetched.filter((url) => url === path)).toHaveLength(1);
});

test('a missing item goes to the 404 page', async ({ page }) => {
  await page.goto('/demo/dine_in');
  await expect(page.getByTestId('category-nav')).toBeVisible();
  for (const path of ['/demo/dine_in/1/999999999', '/demo/dine_in/1/not-a-number']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page).toHaveTitle(/ - 400$/);
  }
  await expectNoAxeViolations(page);
});

test('a showcase menu shows no prices and no add buttons', async ({ page }) => {
  await page.goto('/showcase');
  await expect(page.getByTestId('category-nav')).toBeVisible();
  await expect(page.locator('[data-testid^="item-card-"]').first()).toBeVisible();
  await expect(page.getByTestId('item-price')).toHaveCount(0);
  await expect(page.locator('[data-testid^="quick-add-"]')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.locator('[data-testid^="item-card-"] a').first().click();
  await expect(page.getByTestId('item-page')).toBeVisible();
  await expect(page.getByTestId('add-to-cart')).toHaveCount(0);
  await expect(page.getByTestId('item-page')).not.toContainText(/AED|د\.إ/);
  await expectNoAxeViolations(page);
});

test('the touch layout keeps its controls at least 48 px tall', onlyOn.touch, async ({ page }) => {
  await page.goto('/demo/dine_in');
  await expect(page.getByTestId('category-nav')).toBeVisible();
  const heights = await page
    .locator('[data-testid="category-nav"] button, main [data-testid^="quick-add-"], main section h2 a')
    .evaluateAll((elements) =>
      elements.filter((el) => el.getClientRects().length > 0).map((el) => el.getBoundingClientRect().height),
    );
  expect(heights.length).toBeGreaterThan(5);
  expect(Math.min(...heights)).toBeGreaterThanOrEqual(48);
});

test(
  'a jump far down the 2,000-item menu keeps its section in view while the menu above it mounts',
  onlyOn.phone,
  async ({ page }) => {
    await page.goto('/big/dine_in');
    await expect(page.getByTestId('category-nav')).toBeVisible();
    // The jump's code is fetched when the page is idle; loaded, it takes its frames before the measure's.
    await page.waitForLoadState('networkidle');
    // The section above the one jumped to mounts its cards after the landing and grows past its
    // reserved height: no frame may paint the section pushed down the screen by it.
    const jump = await page.evaluate(jumpAndSettle, { fromEnd: 2, watchMs: 2_000 });
    expect(jump.found).toBe(true);
    const [landing, ...later] = jump.moves;
    const landedTop = landing![1];
    expect(landedTop).toBeGreaterThan(0);
    expect(landedTop).toBeLessThan(200);
    // It ends where it landed. Under a CPU load a frame has been seen, 1 run in 8, with the section
    // displaced and put back in the next (issue #34's note): any such frame is followed at once.
    expect(later.at(-1)?.[1] ?? landedTop).toBe(landedTop);
    later.forEach(([at, top], index) => {
      if (top === landedTop) return;
      const back = later[index + 1];
      expect(back?.[1]).toBe(landedTop);
      expect(back![0] - at).toBeLessThan(50);
    });
  },
);
