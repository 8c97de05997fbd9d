/**
 * Issue 30, the kiosk's content screens at 1080×1920 as staff set the kiosk up: the menu with a
 * rail of picture tiles down the side and three picture cards across, the item as a large sheet
 * with "Add" in view, the cart with each dish's picture, checkout and the cart using the whole
 * screen. Measured type: headings ≥ 36 px, item names and prices ≥ 28 px, every other text
 * ≥ 20 px. Each screen is scanned by axe, in English and Arabic.
 */
import type { Locator, Page } from '@playwright/test';
import { seedKiosk } from './kiosk-support.ts';
import { seedCart, startAtNoon } from './order-support.ts';
import { expect, expectNoAxeViolations, onlyOn, test } from './support.ts';

interface TextSize {
  text: string;
  size: number;
  heading: boolean;
}

/** Every visible text of the page's main part, with its font size and whether it is a heading's. */
async function textSizes(page: Page): Promise<TextSize[]> {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    const found: { text: string; size: number; heading: boolean }[] = [];
    const main = document.querySelector('main')!;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').replace(/[\u2066-\u2069]/g, '').trim();
      const parent = node.parentElement;
      if (!text || !parent?.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      // Visually hidden text (for screen readers) has no size a reader sees.
      const box = parent.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      found.push({
        text: text.slice(0, 40),
        size: parseFloat(getComputedStyle(parent).fontSize),
        heading: parent.closest('h1, h2, h3, h4, h5, h6, legend') !== null,
      });
    }
    return found;
  });
}

async function expectKioskType(page: Page, screen: string): Promise<void> {
  const sizes = await textSizes(page);
  expect.soft(sizes.filter((entry) => entry.heading).length, `${screen}: headings`).toBeGreaterThan(0);
  expect
    .soft(
      sizes
        .filter((entry) => entry.heading && entry.size < 36)
        .map((entry) => `${entry.text}: ${entry.size}`),
      `${screen}: headings under 36 px`,
    )
    .toEqual([]);
  expect
    .soft(
      sizes
        .filter((entry) => !entry.heading && entry.size < 20)
        .map((entry) => `${entry.text}: ${entry.size}`),
      `${screen}: texts under 20 px`,
    )
    .toEqual([]);
}

/** The font size of each matched element's text (its largest text, for a price with its parts). */
async function sizesOf(locator: Locator): Promise<number[]> {
  return locator.evaluateAll((elements) =>
    elements.map((element) => parseFloat(getComputedStyle(element).fontSize)),
  );
}

async function expectAtLeast(locator: Locator, px: number, what: string): Promise<void> {
  const sizes = await sizesOf(locator);
  expect(sizes.length, what).toBeGreaterThan(0);
  expect(Math.min(...sizes), what).toBeGreaterThanOrEqual(px);
}

/** How far down the screen the page's content reaches (a phone's column stopped halfway). */
async function bottomOf(locator: Locator): Promise<number> {
  const box = (await locator.boundingBox())!;
  return box.y + box.height;
}

for (const language of ['en', 'ar'] as const) {
  test(
    `${language}: kiosk menu, item, cart and checkout are designed for the portrait screen`,
    onlyOn.kiosk,
    async ({ page, baseURL }) => {
      test.setTimeout(60_000);
      await startAtNoon(page);
      await seedKiosk(page);
      await seedCart(page, 'demo', 'dine_in', 2, 1);
      await page.context().addCookies([{ name: 'i18n_redirected', value: language, url: baseURL! }]);
      const viewport = page.viewportSize()!;

      await test.step('menu', async () => {
        await page.goto('/demo/dine_in');
        await expect(page.locator('html')).toHaveAttribute('data-device', 'kiosk');
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const cards = page.locator('[data-testid^="item-card-"]');
        await expect(cards.first()).toBeVisible();
        // A rail of picture tiles down the inline-start side, beside three columns of cards.
        const tiles = page.getByTestId('category-nav').getByRole('button');
        const [first, second] = await tiles.evaluateAll((buttons) =>
          buttons.slice(0, 2).map((button) => button.getBoundingClientRect().toJSON() as DOMRect),
        );
        expect(second!.top).toBeGreaterThanOrEqual(first!.bottom);
        expect(Math.abs(second!.left - first!.left)).toBeLessThan(2);
        const pictures = page.getByTestId('category-nav').locator('img');
        await expect(pictures.first()).toBeVisible();
        expect((await pictures.first().boundingBox())!.height).toBeGreaterThanOrEqual(96);
        const cardBox = (await cards.first().boundingBox())!;
        if (language === 'en') expect(cardBox.x).toBeGreaterThan(first!.right);
        else expect(cardBox.x + cardBox.width).toBeLessThan(first!.left);
        const grid = page.locator('[data-layout="grid"]:has([data-testid^="item-card-"])').first();
        expect(
          await grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length),
        ).toBe(3);
        // Search and the dietary filter sit in the rail, not above the dishes.
        const search = (await page.getByTestId('search-entry').boundingBox())!;
        expect(search.width).toBeLessThanOrEqual(first!.width + 1);
        expect(Math.abs(search.x - first!.x)).toBeLessThan(2);
        await expectAtLeast(cards.locator('> div > a:first-child'), 28, 'item names on the cards');
        // Read down to the last section: the rail keeps its marked tile in view.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const current = page.getByTestId('category-nav').locator('[aria-current="true"]');
        await expect(tiles.first()).not.toHaveAttribute('aria-current', 'true');
        await expect(current).toHaveCount(1);
        // Wholly inside the rail's scrolling column (the rail scrolls it into view there).
        await expect
          .poll(() =>
            current.evaluate((tile) => {
              const box = tile.getBoundingClientRect();
              const rail = tile.closest('ul')!.getBoundingClientRect();
              return box.top >= rail.top - 1 && box.bottom <= rail.bottom + 1;
            }),
          )
          .toBe(true);
        await expect(current).toBeInViewport({ ratio: 0.9 });
        await page.evaluate(() => window.scrollTo(0, 0));
        await expect(tiles.first()).toHaveAttribute('aria-current', 'true');
        await expect(tiles.first()).toBeInViewport({ ratio: 0.9 });
        await expectAtLeast(cards.locator('[data-testid="item-price"] bdi').first(), 28, 'card prices');
        await expectKioskType(page, 'menu');
        await expectNoAxeViolations(page);
      });

      await test.step('item', async () => {
        await page
          .getByRole('link', { name: language === 'en' ? 'Choose options for Hummus' : /حمص/ })
          .first()
          .click();
        await expect(page.getByTestId('item-form')).toBeVisible();
        // "Add" is in view from the start, above the order bar, while the choices scroll by.
        await expect(page.getByTestId('add-to-cart')).toBeInViewport({ ratio: 1 });
        const picture = (await page.getByTestId('item-page').locator('img').first().boundingBox())!;
        expect(picture.width).toBeGreaterThan(viewport.width * 0.85);
        await expectAtLeast(page.getByTestId('item-page').locator('h1'), 36, 'the item name');
        await expectAtLeast(page.getByTestId('item-page-price').locator('bdi').first(), 28, 'the item price');
        // The dish's tags come from a call of their own after the page: measured once they are in.
        await expect(page.getByTestId('item-tags')).toBeVisible();
        await expectKioskType(page, 'item');
        await expectNoAxeViolations(page);
      });

      await test.step('cart', async () => {
        await page.goto('/demo/dine_in/cart');
        await expect(page.locator('html')).toHaveAttribute('data-device', 'kiosk');
        const lines = page.getByTestId('cart-line');
        await expect(lines).toHaveCount(2);
        // Each line with its dish's picture.
        const thumbs = page.getByTestId('cart-line-picture');
        await expect(thumbs).toHaveCount(2);
        for (const thumb of await thumbs.all()) {
          await expect(thumb).toBeVisible();
          expect(
            await thumb.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
          ).toBe(true);
          expect((await thumb.boundingBox())!.width).toBeGreaterThanOrEqual(96);
        }
        await expectAtLeast(page.getByTestId('cart-line-name'), 28, 'cart line names');
        await expectAtLeast(page.getByTestId('cart-line').locator('bdi'), 28, 'cart line amounts');
        const page_ = page.locator('main > *').first();
        expect((await page_.boundingBox())!.width).toBeGreaterThan(viewport.width * 0.9);
        expect(await bottomOf(page.getByTestId('go-to-checkout'))).toBeGreaterThan(viewport.height * 0.75);
        await expectKioskType(page, 'cart');
        await expectNoAxeViolations(page);
      });

      await test.step('checkout', async () => {
        await page.getByTestId('go-to-checkout').click();
        await expect(page.getByTestId('place-order')).toBeVisible();
        const page_ = page.locator('main > *').first();
        expect((await page_.boundingBox())!.width).toBeGreaterThan(viewport.width * 0.9);
        expect(await bottomOf(page.getByTestId('place-order'))).toBeGreaterThan(viewport.height * 0.75);
        await expectKioskType(page, 'checkout');
        await expectNoAxeViolations(page);
      });
    },
  );
}
