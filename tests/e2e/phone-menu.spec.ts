/**
 * Issue 32, the phone's menu half: after "Add" the menu and the order bar, a first screen of four
 * whole dish cards, a header that never cuts the business's name, a missing choice that takes
 * the customer to its group, and a returning customer's order in six taps.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, onlyOn, test } from './support.ts';
import { logIn, startAtNoon } from './order-support.ts';

test.beforeEach(async ({ page }) => startAtNoon(page));

const LANGUAGES = [
  { code: 'en', bread: 'Choose your bread', added: /Added 1 × Hummus/, hummus: 'Hummus', oneItem: '1 item' },
  { code: 'ar', bread: 'اختر الخبز', added: /حمص/, hummus: 'حمص', oneItem: 'صنف واحد' },
] as const;

async function useLanguage(page: Page, code: string, baseURL: string | undefined) {
  if (code !== 'en')
    await page.context().addCookies([{ name: 'i18n_redirected', value: code, url: baseURL! }]);
}

/** Axe in the light scheme and the dark one. */
async function axeLightAndDark(page: Page) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoAxeViolations(page);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** A card is complete on the first screen when its picture, name, price and "+" are all in view. */
async function completeCardsInView(page: Page): Promise<number> {
  const viewport = page.viewportSize()!;
  return page.locator('[data-testid^="item-card-"]').evaluateAll((cards, height) => {
    const header = document.querySelector('header')!.getBoundingClientRect().bottom;
    return cards.filter((card) => {
      const box = card.getBoundingClientRect();
      return box.top >= header - 1 && box.bottom <= height && box.left >= 0 && box.right <= window.innerWidth;
    }).length;
  }, viewport.height);
}

async function insideOf(inner: Locator, outer: Locator, margin: number) {
  const a = (await inner.boundingBox())!;
  const b = (await outer.boundingBox())!;
  expect(a.x).toBeGreaterThanOrEqual(b.x + margin);
  expect(a.y).toBeGreaterThanOrEqual(b.y + margin);
  expect(a.x + a.width).toBeLessThanOrEqual(b.x + b.width - margin);
  expect(a.y + a.height).toBeLessThanOrEqual(b.y + b.height - margin);
}

for (const language of LANGUAGES) {
  test.describe(`phone menu (${language.code})`, () => {
    test(
      'the first screen shows four whole dish cards, each "+" inside its card',
      onlyOn.phone,
      async ({ page, baseURL }) => {
        await useLanguage(page, language.code, baseURL);
        await page.goto('/demo/delivery');
        const cards = page.locator('[data-testid^="item-card-"]');
        await expect(cards.first()).toBeVisible();
        await expect.poll(() => completeCardsInView(page)).toBeGreaterThanOrEqual(4);
        for (let index = 0; index < 4; index += 1) {
          const card = cards.nth(index);
          await insideOf(card.locator('[data-testid^="quick-add-"]'), card, 4);
        }
        await axeLightAndDark(page);
      },
    );

    test('after "Add" the menu and the order bar show', onlyOn.phone, async ({ page, baseURL }) => {
      await useLanguage(page, language.code, baseURL);
      await page.goto('/demo/delivery');
      await expect(page.getByTestId('order-bar')).toHaveCount(0);
      const card = page.locator('[data-testid^="item-card-"]').filter({ hasText: language.hummus }).first();
      await card.locator('[data-testid^="quick-add-"]').click();
      await expect(page).toHaveURL(/\/demo\/delivery\/\d+\/\d+$/);
      await page.getByRole('group', { name: language.bread }).getByRole('radio').first().check();
      await page.getByTestId('add-to-cart').click();
      // Back on the menu, where the customer came from, with the confirmation and the bar.
      await expect(page).toHaveURL(/\/demo\/delivery$/);
      await expect(page.getByRole('status').filter({ hasText: language.added })).toBeAttached();
      const bar = page.getByTestId('order-bar');
      await expect(bar).toBeVisible();
      await expect(page.getByTestId('order-bar-count')).toHaveText(language.oneItem);
      // The bar stays along the bottom of the screen while the menu scrolls.
      await page.mouse.wheel(0, 1500);
      const box = (await bar.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height + 1);
      expect(box.y + box.height).toBeGreaterThan(page.viewportSize()!.height - 4);
      await axeLightAndDark(page);
      await page.getByTestId('review-order').click();
      await expect(page).toHaveURL(/\/demo\/delivery\/cart$/);
    });

    test(
      'a missing required choice scrolls to its group and focuses it, naming it',
      onlyOn.phone,
      async ({ page, baseURL }) => {
        await useLanguage(page, language.code, baseURL);
        await page.goto('/demo/delivery');
        const card = page.locator('[data-testid^="item-card-"]').filter({ hasText: language.hummus }).first();
        await card.locator('[data-testid^="quick-add-"]').click();
        const group = page.getByRole('group', { name: language.bread });
        await expect(group).toBeVisible();
        // From the bottom of the page, away from the group.
        await page.getByTestId('item-note').scrollIntoViewIfNeeded();
        await page.getByTestId('add-to-cart').click();
        await expect(group).toBeFocused();
        await expect(group).toBeInViewport({ ratio: 0.9 });
        await expect(page.getByTestId('item-form-errors')).toContainText(language.bread);
        await axeLightAndDark(page);
      },
    );

    test('the header never cuts the business name', onlyOn.phone, async ({ page, baseURL }) => {
      await useLanguage(page, language.code, baseURL);
      for (const path of ['/demo', '/demo/delivery', '/hostile', '/hostile/car_pickup']) {
        await page.goto(path);
        const name = page.getByTestId('business-name');
        await expect(name).toBeVisible();
        const cut = await name.evaluate((element) => {
          const style = getComputedStyle(element);
          // Wider than its box, an ellipsis, or lines clamped away.
          return (
            element.scrollWidth > element.clientWidth + 1 ||
            style.textOverflow === 'ellipsis' ||
            style.webkitLineClamp !== 'none'
          );
        });
        expect(cut, `${path}: the name is cut`).toBe(false);
        // Nothing of the header lies over it.
        await insideOf(name, page.locator('header'), 0);
        const nameBox = (await name.boundingBox())!;
        for (const other of [page.getByTestId('header-account'), page.getByTestId('language-menu')]) {
          if ((await other.count()) === 0) continue;
          const box = (await other.boundingBox())!;
          const overlaps =
            box.x < nameBox.x + nameBox.width &&
            nameBox.x < box.x + box.width &&
            box.y < nameBox.y + nameBox.height &&
            nameBox.y < box.y + box.height;
          expect(overlaps, `${path}: the header's controls cover the name`).toBe(false);
        }
      }
      await page.goto('/demo');
      await expect(page.getByTestId('home-cover')).toBeVisible();
      await axeLightAndDark(page);
    });
  });
}

test('a logged-in customer sees it in the header', onlyOn.phone, async ({ page }) => {
  await page.goto('/demo/delivery');
  const account = page.getByTestId('header-account');
  await expect(account).toHaveAttribute('data-state', 'guest');
  await expect(account).toHaveAccessibleName('Log in');
  await account.click();
  await expect(page).toHaveURL(/\/demo\/login\?redirect=/);
  await logIn(page, '50000001');
  // Back where the customer was, and the header says who is logged in.
  await expect(page).toHaveURL(/\/demo\/delivery$/);
  await expect(account).toHaveAttribute('data-state', 'logged-in');
  await expect(account).toHaveAccessibleName('Account');
  await expect(account).toHaveText(/^\p{Lu}$/u);
  await axeLightAndDark(page);
  await account.click();
  await expect(page).toHaveURL(/\/demo\/settings#account$/);
  await expect(page.getByTestId('settings-logout')).toBeVisible();
});

test(
  'a returning customer orders a dish with one required choice in six taps, no typing',
  onlyOn.phone,
  async ({ page }) => {
    // The contact and the car this phone remembers from the last order (the persisted cart).
    await page.addInitScript(() => {
      if (sessionStorage.getItem('e2e-returning')) return;
      sessionStorage.setItem('e2e-returning', '1');
      localStorage.setItem(
        'cart',
        JSON.stringify({
          version: 1,
          data: {
            items: [],
            name: 'Sara Al-Ali',
            phone: '+96550001234',
            car: { plate: 'KW 12345', model: 'Land Cruiser', color: 'White' },
          },
        }),
      );
    });
    await page.goto('/demo/car_pickup');
    let taps = 0;
    const tap = async (target: Locator) => {
      taps += 1;
      await target.click();
    };
    const card = page.locator('[data-testid^="item-card-"]').filter({ hasText: 'Hummus' }).first();
    await tap(card.locator('[data-testid^="quick-add-"]'));
    await tap(page.getByRole('group', { name: 'Choose your bread' }).getByRole('radio').first());
    await tap(page.getByTestId('add-to-cart'));
    await expect(page.getByTestId('order-bar')).toBeVisible();
    await tap(page.getByTestId('review-order'));
    await tap(page.getByTestId('go-to-checkout'));
    await expect(page).toHaveURL(/\/demo\/car_pickup\/checkout$/);
    await tap(page.getByTestId('place-order'));
    await expect(page).toHaveURL(/\/demo\/order\/\d+$/, { timeout: 15_000 });
    expect(taps).toBeLessThanOrEqual(6);
  },
);
