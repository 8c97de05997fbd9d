/**
 * No control covers another (issue 30): on each screen of each device, the point at the centre of
 * every visible control (button, link, field, choice) finds that control or something inside it.
 * A kiosk walks attract → eat here or take away → menu → item → cart → checkout → the placed order,
 * in normal and reach mode; a tablet and a phone walk the screens they share. One page per device;
 * each screen is checked at its top and scrolled to its end.
 */
import type { Page } from '@playwright/test';
import { fillGuest, seedCart, startAtNoon } from './order-support.ts';
import { addHummusFromItsPage, seedKiosk, startKioskDay, withoutSuggestions } from './kiosk-support.ts';
import { expect, onlyOn, test } from './support.ts';

/** The controls whose centre something else answers for, described; [] when none. */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const CONTROLS =
      'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], label:has(> input[type="radio"]), label:has(> input[type="checkbox"]), label[for]';
    // With a dialog open only its own controls can be reached; the page behind is inert.
    const dialogs = [...document.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"]')].filter(
      (dialog) => dialog.checkVisibility(),
    );
    const scope: ParentNode = dialogs.at(-1) ?? document;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}[${element.getAttribute('data-testid') ?? element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 40)}]`;
    // What the page scrolls under a sticky bar (the header, the order bar) is not covered: it is
    // out of sight until scrolled back. A fixed or floating element over content is.
    const stickyBar = (element: Element | null) => {
      for (let node = element; node; node = node.parentElement) {
        if (getComputedStyle(node).position === 'sticky') return node;
      }
      return null;
    };
    const clippedAway = (element: Element, x: number, y: number) => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        const overflow = getComputedStyle(node);
        if (overflow.overflowX === 'visible' && overflow.overflowY === 'visible') continue;
        const box = node.getBoundingClientRect();
        if (x < box.left || x > box.right || y < box.top || y > box.bottom) return true;
      }
      return false;
    };
    const problems: string[] = [];
    for (const control of scope.querySelectorAll(CONTROLS)) {
      const box = control.getBoundingClientRect();
      // Visually hidden inputs (a choice tile's own radio) are reached through their label.
      if (box.width < 4 || box.height < 4) continue;
      if (!control.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
      if (clippedAway(control, x, y)) continue;
      const hit = document.elementFromPoint(x, y);
      // The control itself, something inside it, or its own container showing through a gap.
      if (!hit || hit === control || control.contains(hit) || hit.contains(control)) continue;
      // An input drawn under its own label (a choice tile) is reached through that label.
      if (
        hit instanceof Element &&
        hit.closest('label') &&
        (hit.closest('label') as HTMLLabelElement).control === control
      )
        continue;
      const bar = stickyBar(hit);
      if (bar && !bar.contains(control)) continue;
      problems.push(`${describe(control)} under ${describe(hit)}`);
    }
    return problems;
  });
}

/** The screen at its top, then scrolled to its end (the page, or reach mode's lower box). */
async function expectNothingCovered(page: Page, screen: string): Promise<void> {
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    document.querySelector('[data-layout="touch"]')?.scrollTo(0, 0);
  });
  // Polled: sections scrolled into view lay themselves out a frame later (near-viewport rendering).
  await expect.poll(() => coveredControls(page), { message: `${screen}, top` }).toEqual([]);
  await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    const box = document.querySelector('[data-layout="touch"]');
    box?.scrollTo(0, box.scrollHeight);
  });
  await expect.poll(() => coveredControls(page), { message: `${screen}, end` }).toEqual([]);
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    document.querySelector('[data-layout="touch"]')?.scrollTo(0, 0);
  });
}

test('kiosk: no control covers another, in normal and reach mode', onlyOn.kiosk, async ({ page }) => {
  test.setTimeout(60_000);
  await startKioskDay(page);
  await withoutSuggestions(page);
  await seedKiosk(page);
  await page.goto('/demo/kiosk');
  await expect(page.getByTestId('kiosk-start')).toBeVisible();
  await expectNothingCovered(page, 'attract');
  await page.getByTestId('kiosk-start').click();
  await expectNothingCovered(page, 'dining');
  await page.getByTestId('kiosk-eat-here').click();
  await expect(page.locator('[data-testid^="item-card-"]').first()).toBeVisible();
  await expectNothingCovered(page, 'menu');
  await page.getByRole('link', { name: 'Choose options for Hummus' }).first().click();
  await expect(page.getByTestId('add-to-cart')).toBeVisible();
  await expectNothingCovered(page, 'item');
  await page.getByTestId('kiosk-back').click();
  await addHummusFromItsPage(page);
  await expect(page.getByTestId('added-to-cart')).toBeHidden();
  await expectNothingCovered(page, 'menu with the order bar');
  await page.getByTestId('review-order').click();
  await expect(page.getByTestId('panel-checkout')).toBeVisible();
  await expectNothingCovered(page, 'cart sheet');
  await page.getByTestId('panel-checkout').click();
  await expect(page.getByTestId('place-order')).toBeVisible();
  await expectNothingCovered(page, 'checkout');
  await page.getByTestId('kiosk-back').click();
  await expect(page).toHaveURL(/\/cart$/);
  await expectNothingCovered(page, 'cart');

  await page.getByTestId('reach-mode').click();
  await expect(page.locator('html')).toHaveAttribute('data-reach', 'on');
  await expectNothingCovered(page, 'cart, reach mode');
  await page.getByTestId('kiosk-back').click();
  await expect(page.locator('[data-testid^="item-card-"]').first()).toBeVisible();
  await expectNothingCovered(page, 'menu, reach mode');
  await page.getByRole('link', { name: 'Choose options for Hummus' }).first().click();
  await expect(page.getByTestId('add-to-cart')).toBeVisible();
  await expectNothingCovered(page, 'item, reach mode');
  await page.getByTestId('kiosk-back').click();
  await page.getByTestId('review-order').click();
  await page.getByTestId('panel-checkout').click();
  await expect(page.getByTestId('totals')).toHaveAttribute('data-source', 'server', { timeout: 10_000 });
  await expectNothingCovered(page, 'checkout, reach mode');
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('order-placed-number')).toBeVisible({ timeout: 15_000 });
  await expectNothingCovered(page, 'order done, reach mode');
});

test(
  'phone and tablet: no control covers another on the shared screens',
  onlyOn.notKiosk,
  async ({ page }) => {
    await startAtNoon(page);
    await seedCart(page, 'demo', 'car_pickup', 1, 1);
    await page.goto('/demo/car_pickup');
    await expect(page.locator('[data-testid^="item-card-"]').first()).toBeVisible();
    await expectNothingCovered(page, 'menu');
    await page.getByRole('link', { name: 'Choose options for Hummus' }).first().click();
    await expect(page.getByTestId('add-to-cart')).toBeVisible();
    await expectNothingCovered(page, 'item');
    await page.goto('/demo/car_pickup/cart');
    await expect(page.getByTestId('cart-line').first()).toBeVisible();
    await expectNothingCovered(page, 'cart');
    await page.goto('/demo/car_pickup/checkout');
    await page.getByTestId('car-plate').fill('4455');
    await fillGuest(page);
    await expect(page.getByTestId('totals')).toHaveAttribute('data-source', 'server', { timeout: 10_000 });
    await expectNothingCovered(page, 'checkout');
    await page.getByTestId('place-order').click();
    await expect(page.getByTestId('order-steps')).toBeVisible({ timeout: 15_000 });
    await expectNothingCovered(page, 'order');
  },
);
