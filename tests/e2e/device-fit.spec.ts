/**
 * What a device's screen must show whole, where earlier reviews found it cut or covered:
 * - a kiosk's cart sheet stands on the bottom bar: the order's total, "Hide the cart", and the way
 *   back and out (back, start over, reach mode) stay in view and answer a tap, in normal and reach mode;
 * - the device setup's "Save and start" (and what stops it) is in view without a scroll, on every
 *   device, and on a set-up table tablet with "Clear the table" under the title;
 * - a table tablet's "Total so far" reads on one line beside its amount, in long languages too.
 * Each in English and Arabic (the total also in German and Russian), each screen scanned by axe.
 */
import type { Locator, Page } from '@playwright/test';
import { seedKiosk, startKioskDay, STAFF_PIN, withoutSuggestions } from './kiosk-support.ts';
import { demoTable, seedTableTablet, sendToKitchen, unlockWithPin } from './table-support.ts';
import { expect, expectNoAxeViolations, onlyOn, test } from './support.ts';

test.beforeEach(async ({ page }) => {
  await startKioskDay(page);
  await withoutSuggestions(page);
});

async function switchLanguage(page: Page, baseURL: string | undefined, code: string): Promise<void> {
  await page.context().addCookies([{ name: 'i18n_redirected', value: code, url: baseURL! }]);
}

/**
 * Whole inside the viewport, and a tap at its centre reaches it (not something drawn over it).
 * The viewport as it is: nothing is scrolled to bring it in.
 */
async function expectReachable(locator: Locator, what: string): Promise<void> {
  await expect(locator, what).toBeVisible();
  const found = await locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const whole =
      box.left >= -0.5 &&
      box.top >= -0.5 &&
      box.right <= window.innerWidth + 0.5 &&
      box.bottom <= window.innerHeight + 0.5;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const describe = (node: Element | null) =>
      node ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}` : 'nothing';
    return { whole, reached: hit !== null && element.contains(hit), hit: describe(hit) };
  });
  expect(found.whole, `${what}: whole inside the screen`).toBe(true);
  expect(found.reached, `${what}: a tap reaches it (found ${found.hit})`).toBe(true);
}

/** The sheet ends where the order bar begins: the bar and all below it stay uncovered. */
async function expectSheetOnTheBar(page: Page): Promise<void> {
  const sheet = page.getByTestId('cart-sheet');
  await expect(sheet).toBeVisible();
  const bar = page.getByTestId('order-bar');
  await expect
    .poll(async () => {
      const [sheetBox, barBox] = [await sheet.boundingBox(), await bar.boundingBox()];
      return sheetBox && barBox ? Math.round(sheetBox.y + sheetBox.height - barBox.y) : null;
    }, 'the sheet ends at the top of the order bar')
    .toBeLessThanOrEqual(0);
  const sheetBox = (await sheet.boundingBox())!;
  expect(sheetBox.y, 'the sheet starts on the screen').toBeGreaterThanOrEqual(0);
  await expectReachable(sheet.getByTestId('panel-checkout'), 'the sheet’s checkout');
  await expectReachable(bar.getByTestId('order-bar-count'), 'the order bar’s count');
  await expectReachable(bar.locator('bdi').first(), 'the order bar’s total');
  await expectReachable(page.getByTestId('review-order'), 'the bar’s cart toggle');
  await expectReachable(page.getByTestId('kiosk-back'), 'back');
  await expectReachable(page.getByTestId('kiosk-start-over'), 'start over');
  await expectReachable(page.getByTestId('reach-mode'), 'reach mode');
}

test(
  'kiosk: the cart sheet stands on the bottom bar; the total, back, start over and reach mode stay in view; en and ar',
  onlyOn.kiosk,
  async ({ page, baseURL }) => {
    // Two languages, each through the menu, the sheet and reach mode: 22 s alone on a quiet
    // machine, past the 30 s default under a loaded one.
    test.slow();
    await seedKiosk(page);
    for (const language of ['en', 'ar'] as const) {
      if (language === 'ar') await switchLanguage(page, baseURL, 'ar');
      await page.goto('/demo/kiosk');
      await page.getByTestId('kiosk-start').click();
      await page.getByTestId(`kiosk-eat-here`).click();
      await expect(page).toHaveURL(/\/demo\/dine_in$/);
      // A dish without choices (the first asks for its bread), by its quick add in either language.
      await page.locator('[data-testid^="quick-add-"]').nth(1).click();
      await expect(page.getByTestId('order-bar')).toBeVisible();

      const toggle = page.getByTestId('review-order');
      await toggle.click();
      await expectSheetOnTheBar(page);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      if (language === 'en') await expect(toggle).toHaveText('Hide the cart');
      await expectNoAxeViolations(page);

      // The bar's toggle closes the sheet it opened.
      await toggle.click();
      await expect(page.getByTestId('cart-sheet')).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      if (language === 'en') await expect(toggle).toHaveText('View the cart');

      // Reach mode moves the whole shell down: the sheet still stands on the bar, and stays in it.
      await page.getByTestId('reach-mode').click();
      await expect(page.locator('html')).toHaveAttribute('data-reach', 'on');
      await toggle.click();
      await expectSheetOnTheBar(page);
      const shellTop = await page
        .locator('[data-layout="touch"]')
        .evaluate((shell) => shell.getBoundingClientRect().top);
      expect((await page.getByTestId('cart-sheet').boundingBox())!.y).toBeGreaterThanOrEqual(shellTop - 0.5);
      await expectNoAxeViolations(page);
      // And out of it again while the sheet is open: the sheet follows the bar back.
      await page.getByTestId('reach-mode').click();
      await expect(page.locator('html')).not.toHaveAttribute('data-reach', 'on');
      await expectSheetOnTheBar(page);

      // "Start over" under the open sheet asks first, and keeping the order keeps it.
      await page.getByTestId('kiosk-start-over').click();
      await expect(page.getByTestId('kiosk-start-over-confirm')).toBeVisible();
      await page.getByTestId('kiosk-keep-order').click();
      await expect(page.getByTestId('kiosk-start-over-confirm')).toBeHidden();
      await expect(page.getByTestId('cart-sheet')).toBeVisible();
      if (language === 'en') await expect(page.getByTestId('order-bar-count')).toHaveText('1 item');
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('cart-sheet')).toBeHidden();
      await expect(toggle).toBeFocused();
      // The next language starts a new customer's order.
      await page.getByTestId('kiosk-start-over').click();
      await page.getByTestId('kiosk-start-over-yes').click();
      await expect(page).toHaveURL(/\/demo\/kiosk$/);
    }
  },
);

/** The setup's fields as staff first see them on a table tablet (the longest form): the table chosen. */
async function chooseTableTablet(page: Page, tableIndex: number): Promise<void> {
  await page.locator('[data-testid="device-mode"] input[type=radio][value="table"]').check();
  await expect(page.getByTestId('device-table')).not.toHaveAttribute('placeholder', /./);
  await page.getByTestId('device-table').click();
  await page.getByRole('listbox').getByRole('option').nth(tableIndex).click();
  await expect(page.getByTestId('device-table')).not.toHaveValue('');
}

async function expectAtTop(page: Page): Promise<void> {
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

test('device setup: "Save and start" and what stops it are in view without a scroll; en and ar', async ({
  page,
  baseURL,
}) => {
  const table = await demoTable(page, 1);
  for (const language of ['en', 'ar'] as const) {
    if (language === 'ar') await switchLanguage(page, baseURL, 'ar');
    await page.goto('/demo/device');
    await expect(page.getByTestId('device-setup')).toBeVisible();
    await chooseTableTablet(page, 1);
    if (language === 'en')
      await expect(page.getByTestId('device-table')).toHaveValue(new RegExp(`^${table.name}\\b`));
    await page.getByTestId('device-pin').fill(STAFF_PIN);
    await page.getByTestId('device-pin-again').fill('1111');
    await page.getByTestId('device-pin-again').blur();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAtTop(page);
    await expectReachable(page.getByTestId('device-save'), '"Save and start"');
    await expectNoAxeViolations(page);

    // A problem shows beside the button that was tapped, however far the fields run.
    await page.getByTestId('device-save').click();
    const problem = page.getByTestId('device-setup-problem');
    if (language === 'en') await expect(problem).toHaveText('The two PINs are not the same.');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectReachable(problem, 'the problem');
    await expectReachable(page.getByTestId('device-save'), '"Save and start" under the problem');
    await expectNoAxeViolations(page);

    // Scrolled to the end, every field comes out from under the row.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expectReachable(page.getByTestId('device-terminal'), 'the last field, scrolled to');
  }
});

test(
  'table tablet: staff reopen the setup; "Clear the table" and "Save and start" in view without a scroll; en and ar',
  onlyOn.tablet,
  async ({ page, baseURL }) => {
    await seedTableTablet(page, await demoTable(page, 1));
    for (const language of ['en', 'ar'] as const) {
      if (language === 'ar') await switchLanguage(page, baseURL, 'ar');
      await page.goto('/demo/dine_in');
      await unlockWithPin(page);
      await expect(page.getByTestId('device-setup')).toBeVisible();
      await expectAtTop(page);
      await expectReachable(page.getByTestId('device-save'), '"Save and start"');
      await expectReachable(page.getByTestId('table-next-party'), '"Clear the table"');
      await expectNoAxeViolations(page);
    }
  },
);

test(
  'kiosk: staff reopen the setup with the PIN; "Save and start" in view without a scroll',
  onlyOn.kiosk,
  async ({ page }) => {
    await seedKiosk(page);
    await page.goto('/demo/kiosk');
    await unlockWithPin(page);
    await expect(page.getByTestId('device-setup')).toBeVisible();
    await expectAtTop(page);
    await expectReachable(page.getByTestId('device-save'), '"Save and start"');
    await expectNoAxeViolations(page);
  },
);

/**
 * The demo offers en and ar; here the business offers `languages` (registered last, this route
 * answers before beforeEach's, so it keeps the suggestions off itself).
 */
async function offerLanguages(page: Page, languages: readonly string[]): Promise<void> {
  await page.route('**/api/webapp/v5/restaurant/demo*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { restaurant?: Record<string, unknown> };
    if (body.restaurant) {
      body.restaurant.locales = [...languages];
      body.restaurant.suggestions = { phone: false, kiosk: false, table: false };
    }
    await route.fulfill({ response, json: body });
  });
}

/** The label of a running total, its text on one line and beside its amount. */
async function expectOneLine(line: Locator, what: string): Promise<void> {
  await expect(line).toBeVisible();
  const found = await line.evaluate((element) => {
    const [label, amount] = [...element.children] as HTMLElement[];
    const range = document.createRange();
    range.selectNodeContents(label!);
    const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    const labelBox = label!.getBoundingClientRect();
    const amountBox = amount!.getBoundingClientRect();
    const beside = amountBox.top < labelBox.bottom && labelBox.top < amountBox.bottom;
    const box = element.getBoundingClientRect();
    const inside =
      box.left >= -0.5 && box.right <= window.innerWidth + 0.5 && box.bottom <= window.innerHeight + 0.5;
    return { lines, beside, inside, label: label!.textContent };
  });
  expect(found.lines, `${what}: "${found.label}" on one line`).toBe(1);
  expect(found.beside, `${what}: beside its amount`).toBe(true);
  expect(found.inside, `${what}: inside the screen`).toBe(true);
}

test(
  'table tablet: "Total so far" reads on one line beside its amount after an order and on the table’s orders; en, de, ru and ar',
  onlyOn.tablet,
  async ({ page, baseURL }) => {
    test.slow();
    await seedTableTablet(page, await demoTable(page, 1));
    const languages = ['en', 'de', 'ru', 'ar'] as const;
    await offerLanguages(page, languages);
    for (const [index, language] of languages.entries()) {
      if (language !== 'en') await switchLanguage(page, baseURL, language);
      // An order in each language: the order page shows the running total right after it is sent.
      await page.goto('/demo/dine_in');
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
      await page.locator('[data-testid^="quick-add-"]').nth(1).click();
      await expect(page.getByTestId('send-to-kitchen')).toBeEnabled();
      await sendToKitchen(page);
      const afterOrder = page.getByTestId('order-sitting-total');
      if (language === 'en') await expect(afterOrder).toContainText('Total so far');
      await expectOneLine(afterOrder, `${language}, the order page`);
      // Beside it or below it, the code to follow the order keeps its size.
      await expect(page.getByTestId('order-qr')).toBeVisible();
      expect((await page.getByTestId('order-qr').boundingBox())!.width).toBeGreaterThanOrEqual(200);
      await expectNoAxeViolations(page);

      await page.getByTestId('table-orders-link').click();
      await expect(page.getByTestId('table-order')).toHaveCount(index + 1);
      const onOrders = page.getByTestId('table-running-total').locator('xpath=..');
      await expectOneLine(onOrders, `${language}, the table's orders`);
      await expectNoAxeViolations(page);
    }
  },
);

test(
  'table tablet: the service rail\u2019s labels fit their tiles without breaking a word, in the languages with the longest words',
  onlyOn.tablet,
  async ({ page, baseURL }) => {
    await seedTableTablet(page, await demoTable(page, 1));
    // Measured in all 41 languages when the rail was sized: these have its longest words
    // (German "Bestellungen", Greek "λογαριασμού", Armenian "պատվերները", Russian "официанта").
    const languages = ['en', 'de', 'el', 'hy', 'ru', 'ar'] as const;
    await offerLanguages(page, languages);
    for (const language of languages) {
      await switchLanguage(page, baseURL, language);
      await page.goto('/demo/dine_in');
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
      const rail = page.getByTestId('table-service');
      await expect(rail.getByRole('button').first()).toBeVisible();
      // Each label's text inside its tile's padding, measured as if no word could break.
      const cut = await rail.evaluate((element) =>
        [...element.querySelectorAll<HTMLElement>('button, a')]
          .filter((tile) => {
            tile.style.overflowWrap = 'normal';
            tile.style.hyphens = 'manual';
            const box = tile.getBoundingClientRect();
            const style = getComputedStyle(tile);
            const left = box.left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth);
            const right = box.right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth);
            const range = document.createRange();
            range.selectNodeContents(tile);
            const outside = [...range.getClientRects()].some(
              (rect) => rect.left < left - 0.5 || rect.right > right + 0.5,
            );
            tile.style.overflowWrap = '';
            tile.style.hyphens = '';
            return outside;
          })
          .map((tile) => tile.textContent?.trim()),
      );
      expect(cut, `${language}: labels wider than their tile`).toEqual([]);
    }
    await expectNoAxeViolations(page);
  },
);
