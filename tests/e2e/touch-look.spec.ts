import { type Page } from '@playwright/test';
import { seedCart, startAtNoon } from './order-support.ts';
import { expect, expectedLayout, expectNoAxeViolations, test, onlyOn } from './support.ts';

/**
 * Issue 17 "Look": no button, tab, category tile or card cuts or spills its label, in any layout
 * or language; at 1080x1920 the menu is three columns of picture cards; on touch screens body text
 * is at least 20 px and primary buttons at least 64 px tall.
 */

const MEASURED = [
  'button',
  '[role="button"]',
  '[role="tab"]',
  '.mantine-SegmentedControl-label',
  'a.mantine-Button-root',
  '[data-testid="category-nav"] li > *',
  '[data-testid^="item-card-"]',
].join(', ');

interface Problem {
  what: string;
  why: string;
}

/** Every visible control whose box, or any box inside it, is narrower than its content. */
async function clippedLabels(page: Page): Promise<Problem[]> {
  return page.locator(MEASURED).evaluateAll((elements) => {
    const problems: { what: string; why: string }[] = [];
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}[${element.getAttribute('data-testid') ?? ''}] "${(
        element.textContent ?? ''
      )
        .trim()
        .slice(0, 40)}"`;
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && style.clip === 'auto';
    };
    for (const control of elements) {
      if (!shown(control) || control.closest('[aria-hidden="true"]')) continue;
      for (const part of [control, ...control.querySelectorAll('*')]) {
        if (!shown(part) || !(part instanceof HTMLElement)) continue;
        if (part.scrollWidth > part.clientWidth + 1 && getComputedStyle(part).overflowX !== 'visible') {
          problems.push({
            what: describe(control),
            why: `${part.className}: ${part.scrollWidth} > ${part.clientWidth}`,
          });
        }
      }
      // Text that spills out of its control without being cut (overflow: visible) is as unreadable.
      const box = control.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(control);
      for (const text of range.getClientRects()) {
        if (text.width < 1) continue;
        if (text.left < box.left - 1 || text.right > box.right + 1) {
          problems.push({
            what: describe(control),
            why: `text ${text.left}-${text.right} outside ${box.left}-${box.right}`,
          });
          break;
        }
      }
    }
    return problems;
  });
}

async function measure(page: Page, screen: string) {
  await expect(page.locator(MEASURED).first()).toBeVisible();
  expect(await clippedLabels(page), `clipped or overflowing labels on ${screen}`).toEqual([]);
}

async function expectTouchSizes(page: Page, primary: string) {
  const height = await page
    .getByTestId(primary)
    .evaluate((element) => element.getBoundingClientRect().height);
  expect(height, `${primary} height`).toBeGreaterThanOrEqual(64);
  const bodySize = await page.locator('main').evaluate((main) => parseFloat(getComputedStyle(main).fontSize));
  expect(bodySize).toBeGreaterThanOrEqual(20);
}

for (const language of ['en', 'ar'] as const) {
  test.describe(`${language}`, () => {
    test.use({ locale: language === 'ar' ? 'ar-KW' : 'en-US' });

    test.beforeEach(async ({ page }) => {
      await startAtNoon(page);
    });

    test('home, menu, item, cart sheet, cart and checkout: no clipped or overflowing label', async ({
      page,
    }, testInfo) => {
      const touch = expectedLayout(testInfo) === 'touch';
      await seedCart(page, 'demo', 'dine_in', 2, 1);
      await page.goto('/demo');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await measure(page, 'home');

      await page.goto('/demo/dine_in');
      await expect(page.locator('[data-testid^="item-card-"]').first()).toBeVisible();
      await measure(page, 'menu');
      if (touch) {
        await expectTouchSizes(page, 'review-order');
        await expect(page.getByTestId('order-bar-count')).toHaveText(language === 'en' ? '2 items' : 'صنفان');
        await page.getByTestId('review-order').click();
        const sheet = page.getByRole('dialog');
        await expect(sheet.getByTestId('cart-line')).toHaveCount(2);
        await measure(page, 'cart sheet');
        await expectNoAxeViolations(page);
        await page.keyboard.press('Escape');
        await expect(sheet).toBeHidden();
      }

      await page.locator('[data-testid^="item-card-"] a').first().click();
      await expect(page.getByTestId('add-to-cart')).toBeVisible();
      await measure(page, 'item');
      // Each choice's name keeps room for whole words (a wide price had squeezed it to a letter a line).
      const nameWidths = await page
        .locator('fieldset label')
        .evaluateAll((labels) =>
          labels.map((label) => label.querySelector('input + span')?.getBoundingClientRect().width ?? 0),
        );
      expect(nameWidths.length).toBeGreaterThan(0);
      expect(Math.min(...nameWidths)).toBeGreaterThanOrEqual(80);
      if (touch) {
        await expectTouchSizes(page, 'add-to-cart');
        await expect(page.getByTestId('add-to-cart')).toBeInViewport();
      }

      await page.goto('/demo/dine_in/cart');
      await expect(page.getByTestId('cart-line')).toHaveCount(2);
      await measure(page, 'cart');

      await page.goto('/demo/dine_in/checkout');
      await expect(page.getByTestId('place-order')).toBeVisible();
      await measure(page, 'checkout');
      if (touch) await expectTouchSizes(page, 'place-order');
    });
  });
}

test(
  'the kiosk menu is three columns of large picture cards under a rail of category tiles',
  onlyOn.kiosk,
  async ({ page }) => {
    await startAtNoon(page);
    await page.goto('/demo/dine_in');
    const grid = page.locator('[data-layout="grid"]:has([data-testid^="item-card-"])').first();
    await expect(grid).toBeVisible();
    const columns = await grid.evaluate(
      (element) => getComputedStyle(element).gridTemplateColumns.split(' ').length,
    );
    expect(columns).toBe(3);
    const cardWidth = await page
      .locator('[data-testid^="item-card-"]')
      .first()
      .evaluate((element) => element.getBoundingClientRect().width);
    expect(cardWidth).toBeGreaterThan(300);
    // The rail runs along the top: its tiles are large and side by side.
    const tiles = page.getByTestId('category-nav').getByRole('button');
    const [first, second] = await tiles.evaluateAll((links) =>
      links.slice(0, 2).map((link) => link.getBoundingClientRect().toJSON() as DOMRect),
    );
    expect(first!.height).toBeGreaterThanOrEqual(64);
    expect(Math.abs(first!.top - second!.top)).toBeLessThan(2);
    await expectNoAxeViolations(page);
  },
);

test(
  'the "added" confirmation sits above the order bar: its total and "View the cart" stay in view and take a tap',
  onlyOn.kiosk,
  async ({ page }) => {
    await startAtNoon(page);
    await page.goto('/demo/dine_in');
    await page.locator('button[data-testid^="quick-add-"]:not([aria-haspopup])').first().click();
    const toast = page.getByTestId('added-to-cart');
    await expect(toast).toBeVisible();
    // The bar's code loads with the first line in the cart, so it may arrive just after the
    // confirmation, which then moves up above it (the shell measures the bar's height).
    const bar = page.getByTestId('order-bar');
    await expect(bar).toBeVisible();
    await expect
      .poll(
        async () => {
          const [toastBox, barBox] = [(await toast.boundingBox())!, (await bar.boundingBox())!];
          return toastBox.y + toastBox.height - barBox.y;
        },
        { message: 'the confirmation ends above the bar' },
      )
      .toBeLessThanOrEqual(0);
    await page.getByTestId('review-order').click();
    // The tap reached the button while the confirmation shows: the order opens as a sheet.
    await expect(page.getByRole('dialog')).toBeVisible();
  },
);
