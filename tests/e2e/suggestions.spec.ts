/**
 * Suggestions (issue 33): on the kiosk, "Add" of a burger brings "Complete your meal"; one tap adds
 * the drink and the placed order marks its line `source: suggestion`; "No, thanks" skips, and the
 * cart's section then offers neither the skipped items nor what the cart holds (in Arabic too); a
 * table tablet offers the panel too; the phone shows suggestions in the cart only; a business that
 * keeps phones quiet (tokyo) shows none there. Axe runs on the panel and the sections.
 */
import type { Page } from '@playwright/test';
import { checkOutAndPlace, seedKiosk, startKioskDay } from './kiosk-support.ts';
import { startAtNoon } from './order-support.ts';
import { demoTable, seedTableTablet } from './table-support.ts';
import { expect, expectNoAxeViolations, onlyOn, test } from './support.ts';

// The demo's seed (mocks/db/scenarios/demo.ts): Burgers suggest Mineral Water, Lemon Mint (sizes,
// so it opens its page) and Luqaimat; the Crispy Chicken Burger suggests Laban first.
const BURGERS = 1000209;
const CRISPY_BURGER = 1000214;
const LABAN = 1000293;
const MINERAL_WATER = 1000295;
const LEMON_MINT = 1000281;

async function startKioskOrder(page: Page): Promise<void> {
  await seedKiosk(page);
  await page.goto('/demo');
  await page.getByTestId('kiosk-start').click();
  await page.getByTestId('kiosk-eat-here').click();
  await expect(page).toHaveURL(/\/demo\/dine_in$/);
}

async function addCrispyBurger(page: Page): Promise<void> {
  // The burger may show twice (its category and a smart one): either adds it.
  await page.getByTestId(`quick-add-${CRISPY_BURGER}`).first().click();
}

test(
  'kiosk: Add of a burger → the panel → one tap adds the drink, and the order marks it',
  onlyOn.kiosk,
  async ({ page }) => {
    await startKioskDay(page);
    await startKioskOrder(page);
    await addCrispyBurger(page);
    const panel = page.getByRole('dialog', { name: 'Complete your meal' });
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId(`suggestion-${LABAN}`)).toBeVisible();
    await expect(panel.getByTestId(`suggestion-${MINERAL_WATER}`)).toBeVisible();
    // Sizes to choose: the card leads to the item's page instead of adding.
    await expect(panel.getByRole('link', { name: /^Choose options for Lemon Mint$/ })).toBeVisible();
    await expectNoAxeViolations(page);

    await panel.getByRole('button', { name: 'Add Laban to your cart' }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByTestId('order-bar-count')).toHaveText(/2 items/);

    const placed = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/webapp/order',
    );
    await checkOutAndPlace(page);
    const lines = ((await placed).postDataJSON() as { order_lines: { item_id: number; source?: string }[] })
      .order_lines;
    expect(lines.find((line) => line.item_id === LABAN)?.source).toBe('suggestion');
    expect(lines.find((line) => line.item_id === CRISPY_BURGER)?.source).toBeUndefined();
  },
);

test(
  'kiosk in Arabic: "No, thanks" skips; the cart offers neither the skipped nor what it holds',
  onlyOn.kiosk,
  async ({ page, baseURL }) => {
    await startKioskDay(page);
    await page.context().addCookies([{ name: 'i18n_redirected', value: 'ar', url: baseURL! }]);
    await startKioskOrder(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await addCrispyBurger(page);
    const panel = page.getByRole('dialog', { name: 'أكمل وجبتك' });
    await expect(panel).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByTestId('suggestion-skip').click();
    await expect(panel).toBeHidden();
    const count = page.getByTestId('order-bar-count');
    const one = (await count.textContent()) ?? '';

    // Once per item: the same burger again brings no panel.
    await addCrispyBurger(page);
    await expect(count).not.toHaveText(one);
    await expect(page.getByTestId('suggestion-panel')).toHaveCount(0);

    await page.getByTestId('review-order').click();
    const section = page.getByTestId('cart-sheet').getByTestId('complete-your-meal');
    await expect(section).toBeVisible();
    await expect(section.getByRole('heading', { name: 'أكمل وجبتك' })).toBeVisible();
    for (const id of [CRISPY_BURGER, LABAN, MINERAL_WATER, LEMON_MINT])
      await expect(section.getByTestId(`suggestion-${id}`)).toHaveCount(0);
    await expectNoAxeViolations(page);
  },
);

test('kiosk: a reload with the burger in the cart brings no panel', onlyOn.kiosk, async ({ page }) => {
  await startKioskDay(page);
  await startKioskOrder(page);
  await addCrispyBurger(page);
  const panel = page.getByRole('dialog', { name: 'Complete your meal' });
  await panel.getByRole('button', { name: 'No, thanks' }).click();
  await expect(panel).toBeHidden();
  // The cart comes back from storage: its lines are not an "Add" of this visit.
  await page.reload();
  await expect(page.getByTestId('order-bar-count')).toHaveText(/1 item/);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('data-device', 'kiosk');
  await expect(panel).toHaveCount(0);
});

test('table tablet: Add of a burger brings the panel too', onlyOn.tablet, async ({ page }) => {
  await startAtNoon(page);
  await seedTableTablet(page, await demoTable(page));
  await page.goto(`/demo/dine_in/${BURGERS}`);
  await addCrispyBurger(page);
  await expect(page.getByRole('dialog', { name: 'Complete your meal' })).toBeVisible();
  await expectNoAxeViolations(page);
});

/** The category an item of the demo's menu sits in (the menu call's tree, walked). */
async function categoryOf(page: Page, itemId: number): Promise<number> {
  const reply = await page.request.get('/api/webapp/v5/restaurant/demo');
  interface Node {
    id: number;
    items?: { id: number }[];
    subcategories?: Node[];
  }
  const { menu } = (await reply.json()) as { menu: { categories: Node[] } };
  const stack = [...menu.categories];
  while (stack.length > 0) {
    const category = stack.pop()!;
    if (category.items?.some((item) => item.id === itemId)) return category.id;
    stack.push(...(category.subcategories ?? []));
  }
  throw new Error(`item ${itemId} is on no category of the demo`);
}

test(
  'phone: no panel after Add; the cart shows "Complete your meal" without its own items',
  onlyOn.phone,
  async ({ page }) => {
    await startAtNoon(page);
    await page.goto(`/demo/dine_in/${BURGERS}`);
    await addCrispyBurger(page);
    await expect(page.getByTestId('added-to-cart')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goto('/demo/dine_in/cart');
    const section = page.getByTestId('complete-your-meal');
    await expect(section.getByRole('heading', { name: 'Complete your meal' })).toBeVisible();
    await expect(section.getByTestId(`suggestion-${LABAN}`)).toBeVisible();
    await expect(section.getByTestId(`suggestion-${CRISPY_BURGER}`)).toHaveCount(0);
    await expectNoAxeViolations(page);

    // One tap from the cart: the drink joins the cart and leaves the suggestions.
    await section.getByRole('button', { name: 'Add Laban to your cart' }).click();
    await expect(section.getByTestId(`suggestion-${LABAN}`)).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem')).toHaveCount(2);

    // Each suggestion shows the price its menu card shows: the dine-in discount included (the
    // desserts' one brings Luqaimat below its list price), "from" the lowest of several options.
    const offered = await section
      .locator('[data-testid^="suggestion-"]')
      .evaluateAll((cards) =>
        cards.map((card) => [
          card.getAttribute('data-testid')!.replace('suggestion-', ''),
          card.querySelector('[data-testid="item-price"]')?.textContent ?? '',
        ]),
      );
    expect(offered.length).toBeGreaterThan(0);
    for (const [id, price] of offered) {
      // The card on its own category's page (the long menu mounts its far sections late).
      await page.goto(`/demo/dine_in/${await categoryOf(page, Number(id))}`);
      await expect(page.getByTestId(`item-card-${id}`).first().getByTestId('item-price')).toHaveText(price!);
    }
  },
);

test(
  'phone: a business that keeps phones quiet (tokyo) shows no suggestion',
  onlyOn.phone,
  async ({ page }) => {
    await startAtNoon(page);
    // Ramen suggest Gyoza and Green Tea, on kiosks and table tablets only.
    await page.goto('/tokyo/dine_in/4000102');
    await page.getByTestId('quick-add-4000113').click();
    await expect(page.getByTestId('added-to-cart')).toBeVisible();
    await page.goto('/tokyo/dine_in/cart');
    await expect(page.getByTestId('go-to-checkout')).toBeVisible();
    await expect(page.getByTestId('complete-your-meal')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  },
);
