/**
 * The dietary filter (issue 14): exclude an allergen and the menu, a category and search hide
 * exactly the dishes that contain it, say how many, and show them again after one tap on Clear;
 * a phone remembers the filter after a reload; the item page lists the ingredients.
 */
import { type Page } from '@playwright/test';
import { expect, expectNoAxeViolations, onlyOn, resetMock, test } from './support.ts';

// Tuesday noon in Kuwait: the demo branches are open for every way to order.
const NOON_KUWAIT = '2025-11-18T09:00:00.000Z';

test.beforeEach(async ({ page }) => {
  await resetMock(page);
  const pinned = await page.request.post('/__mock/clock', { data: { now: NOON_KUWAIT, frozen: true } });
  expect(pinned.ok()).toBe(true);
  await page.clock.setFixedTime(new Date(NOON_KUWAIT));
});

interface ApiItem {
  id: number;
  name: { en?: string };
  types: string[];
  ingredient_ids?: number[];
}
interface ApiCategory {
  id: number;
  name: { en?: string };
  items: ApiItem[];
  subcategories: ApiCategory[];
}

/** What the mock serves the demo's first branch: its menu and the id of an ingredient by name. */
async function demoFacts(page: Page) {
  const business = (await (await page.request.get('/api/webapp/v5/restaurant/demo')).json()) as {
    restaurant: { branch_id: number };
  };
  const branchId = business.restaurant.branch_id;
  const menu = (await (await page.request.get(`/api/webapp/v5/menu/${branchId}`)).json()) as {
    menu: { categories: ApiCategory[] };
  };
  const filters = (await (
    await page.request.get(`/api/tags-ingredients?branch_id=${branchId}&locale=en`)
  ).json()) as {
    ingredients: { id: number; name: { en?: string } }[];
  };
  const nuts = filters.ingredients.find((entry) => entry.name.en === 'Tree nuts')!;
  const all = (categories: ApiCategory[]): ApiItem[] =>
    categories.flatMap((category) => [...category.items, ...all(category.subcategories)]);
  const items = all(menu.menu.categories);
  return {
    nutsItemIds: new Set(
      items.filter((item) => item.ingredient_ids?.includes(nuts.id)).map((item) => item.id),
    ),
    itemNamed: (en: string) => items.find((item) => item.name.en === en)!,
    categoryNamed: (en: string) => menu.menu.categories.find((category) => category.name.en === en)!,
  };
}

/**
 * The ids of every item card of the page (an item in two sections counts once). Sections mount
 * their cards only near the screen, a few per frame, so each is brought into view and read once
 * its cards have all arrived.
 */
async function shownItemIds(page: Page): Promise<Set<number>> {
  const ids = new Set<number>();
  const sections = page.locator('section[id^="category-"], section[id^="smart-"]');
  const total = await sections.count();
  for (let index = 0; index < total; index += 1) {
    const section = sections.nth(index);
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByTestId('section-placeholder')).toHaveCount(0);
    const cards = section.locator('[data-testid^="item-card-"]');
    await expect
      .poll(async () => {
        const before = await cards.count();
        await page.waitForTimeout(100);
        return before === (await cards.count());
      })
      .toBe(true);
    for (const id of await cardIds(cards)) ids.add(id);
  }
  return ids;
}

async function cardIds(cards: ReturnType<Page['locator']>): Promise<number[]> {
  return cards.evaluateAll((found) =>
    found.map((card) => Number(card.getAttribute('data-testid')!.slice('item-card-'.length))),
  );
}

const without = (ids: Set<number>, removed: Set<number>) =>
  new Set([...ids].filter((id) => !removed.has(id)));
const within = (ids: Set<number>, kept: Set<number>) => new Set([...ids].filter((id) => kept.has(id)));

function hiddenLine(page: Page) {
  return page.getByTestId('dietary-hidden-count');
}

/** A chip's checkbox is visually hidden; its label is what a finger taps. */
function chip(page: Page, name: string) {
  return page
    .getByTestId('dietary-filter-sheet')
    .locator('label')
    .filter({ hasText: new RegExp(`^${name}$`) });
}

async function excludeTreeNuts(page: Page, chipName = 'Tree nuts'): Promise<void> {
  await page.getByTestId('dietary-filter-open').click();
  const sheet = page.getByTestId('dietary-filter-sheet');
  await expect(sheet).toBeVisible();
  await chip(page, chipName).click();
  await expect(sheet.getByRole('checkbox', { name: chipName })).toBeChecked();
  await sheet.getByTestId('dietary-sheet-done').click();
  await expect(sheet).toBeHidden();
}

test('excluding an allergen hides exactly the dishes with it on the menu, a category and search; Clear shows them again', async ({
  page,
}) => {
  // Five pages read card by card (the menu twice over): longer than one screen's test.
  test.slow();
  const facts = await demoFacts(page);
  const desserts = facts.categoryNamed('Desserts');

  // The menu before: every section mounted, the dishes with nuts among them.
  await page.goto('/demo/dine_in');
  await expect(page.getByTestId('category-nav')).toBeVisible();
  const menuBefore = await shownItemIds(page);
  const menuNuts = within(menuBefore, facts.nutsItemIds);
  expect(menuNuts.size).toBeGreaterThan(0);

  await excludeTreeNuts(page);
  await expect(hiddenLine(page)).toHaveText(`${menuNuts.size} dishes hidden by your filter`);
  expect(await shownItemIds(page)).toEqual(without(menuBefore, facts.nutsItemIds));

  // A category: the desserts without baklava, kunafa and the rest with nuts.
  await page.goto(`/demo/dine_in/${desserts.id}`);
  await expect(page.getByTestId('category-page')).toBeVisible();
  const dessertIds = new Set(
    desserts.items.filter((item) => item.types.includes('dine_in')).map((item) => item.id),
  );
  const dessertNuts = within(dessertIds, facts.nutsItemIds);
  expect(dessertNuts.has(facts.itemNamed('Baklava').id)).toBe(true);
  await expect(hiddenLine(page)).toHaveText(`${dessertNuts.size} dishes hidden by your filter`);
  expect(await shownItemIds(page)).toEqual(without(dessertIds, facts.nutsItemIds));

  // Search: the matches with nuts are left out and counted.
  await page.goto('/demo/dine_in/search?q=a');
  const count = page.getByTestId('search-count');
  await expect(count).toContainText('found');
  const shownCount = Number((await count.textContent())!.match(/\d+/)![0]);
  await expect(page.locator('[data-testid^="item-card-"]')).toHaveCount(shownCount);
  const searchFiltered = new Set(await cardIds(page.locator('[data-testid^="item-card-"]')));
  expect(within(searchFiltered, facts.nutsItemIds).size).toBe(0);
  const hiddenInSearch = Number((await hiddenLine(page).textContent())!.match(/\d+/)![0]);
  expect(hiddenInSearch).toBeGreaterThan(0);

  // One tap clears it: the same search shows the dishes with nuts again.
  await page.getByTestId('dietary-clear').click();
  await expect(hiddenLine(page)).toHaveCount(0);
  await expect(count).toHaveText(`${shownCount + hiddenInSearch} dishes found.`);
  await expect(page.locator('[data-testid^="item-card-"]')).toHaveCount(shownCount + hiddenInSearch);
  const searchAll = new Set(await cardIds(page.locator('[data-testid^="item-card-"]')));
  expect(within(searchAll, facts.nutsItemIds).size).toBe(hiddenInSearch);

  // And the menu is whole again.
  await page.goto('/demo/dine_in');
  await expect(page.getByTestId('category-nav')).toBeVisible();
  expect(await shownItemIds(page)).toEqual(menuBefore);
});

test('the filter sheet passes axe in English and Arabic', async ({ page, context, baseURL }) => {
  await page.goto('/demo/dine_in');
  await page.getByTestId('dietary-filter-open').click();
  const sheet = page.getByTestId('dietary-filter-sheet');
  await expect(chip(page, 'Tree nuts')).toBeVisible();
  await chip(page, 'Tree nuts').click();
  await expect(sheet.getByRole('checkbox', { name: 'Tree nuts' })).toBeChecked();
  await expectNoAxeViolations(page);

  await context.addCookies([{ name: 'i18n_redirected', value: 'ar', url: baseURL! }]);
  await page.goto('/demo/dine_in');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(hiddenLine(page)).toContainText('مخفي');
  await page.getByTestId('dietary-filter-open').click();
  await expect(
    page.getByTestId('dietary-filter-sheet').getByRole('checkbox', { name: 'مكسرات' }),
  ).toBeChecked();
  await expectNoAxeViolations(page);
});

test('a phone remembers the filter after a reload', onlyOn.phone, async ({ page }) => {
  const facts = await demoFacts(page);
  const desserts = facts.categoryNamed('Desserts');
  await page.goto(`/demo/dine_in/${desserts.id}`);
  await excludeTreeNuts(page);
  const line = await hiddenLine(page).textContent();

  await page.reload();
  await expect(hiddenLine(page)).toHaveText(line!);
  await expect(page.getByTestId(`item-card-${facts.itemNamed('Baklava').id}`)).toHaveCount(0);
  await expect(page.getByTestId(`item-card-${facts.itemNamed('Luqaimat').id}`)).toBeVisible();
});

test(
  'the item page lists the dish’s ingredients, its allergens and its tags',
  onlyOn.phone,
  async ({ page }) => {
    const facts = await demoFacts(page);
    const desserts = facts.categoryNamed('Desserts');
    const baklava = facts.itemNamed('Baklava');
    // Every layout shift of the page, with what moved: the names arrive after the first paint and
    // must not push the price and the add button down (they had, a cumulative shift of 0.05).
    await page.addInitScript(() => {
      const shifts: string[] = [];
      (window as unknown as { layoutShifts: string[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { sources?: { node?: Node }[] })[])
          shifts.push((entry.sources ?? []).map((source) => source.node?.nodeName ?? '?').join(','));
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`/demo/dine_in/${desserts.id}/${baklava.id}`);
    const section = page.getByTestId('item-dietary');
    await expect(section.getByRole('heading', { name: 'Ingredients' })).toBeVisible();
    await expect(section.getByTestId('item-ingredients')).toHaveText('Tree nuts, Gluten, Milk');
    await expect(section.getByTestId('item-allergens')).toHaveText('Allergens: Tree nuts, Gluten, Milk');
    await expect(section.getByTestId('item-tags').getByRole('listitem')).toHaveText(['Vegetarian', 'Halal']);
    expect(await page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts)).toEqual(
      [],
    );
    await expectNoAxeViolations(page);
  },
);
