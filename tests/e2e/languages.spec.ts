/**
 * Every interface language through home, menu, item, cart and checkout on the phone, and the
 * right-to-left ones on the kiosk too: no English text of ours left, nothing wider than its button, tab or card, the document's
 * lang and dir, the script's own font (and no other font) drawing the text, and axe in the three
 * right-to-left languages. One test per language and project keeps the suite short.
 */
import type { Page } from '@playwright/test';
import { INTERFACE_LOCALES } from '../../src/domain/locale-codes.ts';
import { directionOf } from '../../src/domain/locales.ts';
import { SCRIPT_FONT_FAMILY, scriptFontFor } from '../../src/i18n/script-fonts.ts';
import type { CategoryJson } from '../support/stored-cart.ts';
import {
  englishLeftoversOf,
  offerEveryLanguage,
  overflowingBoxes,
  renderingFonts,
  visibleTexts,
  visitInApp,
} from './language-support.ts';
import { seedCart, startAtNoon } from './order-support.ts';
import { expect, expectNoAxeViolations, test, onlyOn } from './support.ts';

// One test per language and project, spread over the workers.
test.describe.configure({ mode: 'parallel' });

/** Every text of the business's own (names, labels, descriptions): business data, not ours. */
async function businessTexts(page: Page): Promise<Set<string>> {
  const texts = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') texts.add(value.trim());
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(await (await page.request.get('/api/webapp/v5/restaurant/demo')).json());
  return texts;
}

async function firstItemPath(page: Page): Promise<string> {
  const body = (await (await page.request.get('/api/webapp/v5/restaurant/demo')).json()) as {
    menu: {
      categories: (CategoryJson & {
        id: number;
        items: { id: number; visible: boolean; types: string[] }[];
      })[];
    };
  };
  for (const category of body.menu.categories) {
    const item = category.items.find((i) => i.visible && i.types.includes('dine_in'));
    if (item) return `/demo/dine_in/${category.id}/${item.id}`;
  }
  throw new Error('the demo has no dine-in item');
}

for (const locale of INTERFACE_LOCALES) {
  test(
    `${locale}: home, menu, item, cart and checkout speak ${locale} and fit`,
    // Every language on the phone; on the kiosk's touch layout the mirrored (right-to-left) ones.
    // The texts and fonts do not depend on the layout, every language's choice tiles are measured
    // on all three devices (choice-tiles.spec.ts), and the other 38 kiosk walks (180 s of the CI's
    // 15 minutes) went to issue 30's device tests.
    directionOf(locale) === 'rtl' ? onlyOn.notTablet : onlyOn.phone,
    async ({ page, context, baseURL }, testInfo) => {
      // Five pages, and in the right-to-left languages an axe scan of each.
      test.setTimeout(directionOf(locale) === 'rtl' ? 120_000 : 45_000);
      const rtl = directionOf(locale) === 'rtl';
      const font = scriptFontFor(locale);
      const leftovers = englishLeftoversOf(locale);
      const fontFiles: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fontFiles.push(new URL(request.url()).pathname);
      });
      await startAtNoon(page);
      await offerEveryLanguage(page);
      await context.addCookies([{ name: 'i18n_redirected', value: locale, url: baseURL! }]);
      await seedCart(page, 'demo', 'dine_in', 1, 2);
      const itemPath = await firstItemPath(page);
      const business = await businessTexts(page);

      const pages = [
        { name: 'home', path: '/demo', ready: page.getByRole('heading', { level: 2 }).first() },
        { name: 'menu', path: '/demo/dine_in', ready: page.getByTestId('category-nav') },
        { name: 'item', path: itemPath, ready: page.getByTestId('item-form') },
        { name: 'cart', path: '/demo/dine_in/cart', ready: page.getByTestId('totals') },
        { name: 'checkout', path: '/demo/dine_in/checkout', ready: page.getByTestId('place-order') },
      ];
      for (const { name, path, ready } of pages) {
        await test.step(name, async () => {
          await visitInApp(page, path);
          await expect(ready).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          await expect(page.locator('html')).toHaveAttribute('dir', rtl ? 'rtl' : 'ltr');

          const texts = await visibleTexts(page);
          const english = texts.filter(
            (text) => !business.has(text) && leftovers.some((pattern) => pattern.test(text)),
          );
          expect(english, `English left on the ${name} page`).toEqual([]);
          expect(await overflowingBoxes(page), `boxes too narrow for their text on the ${name} page`).toEqual(
            [],
          );

          if (name === 'home') {
            // Real glyphs: the heading is drawn by the script's own font, or by the system's fonts
            // when the system has the script (Latin, Greek, Cyrillic), never by a fallback.
            await expect
              .poll(async () => {
                const fonts = await renderingFonts(page, 'h2');
                return font
                  ? fonts.every((f) => f.isCustomFont && f.familyName.startsWith(SCRIPT_FONT_FAMILY[font]))
                  : fonts.every((f) => !f.isCustomFont);
              })
              .toBe(true);
          }
          if (rtl) await expectNoAxeViolations(page);
        });
      }
      // Only the active script's font files, and none at all for the system's scripts.
      const expected = font ? SCRIPT_FONT_FAMILY[font].toLowerCase().replaceAll(' ', '-') : null;
      const strangers = fontFiles.filter((file) => !expected || !file.includes(`/${expected}-`));
      expect(strangers, 'font files of another script').toEqual([]);
      if (font) expect(fontFiles.length).toBeGreaterThan(0);
      testInfo.annotations.push({ type: 'fonts', description: `${fontFiles.length} font file(s)` });
    },
  );
}
