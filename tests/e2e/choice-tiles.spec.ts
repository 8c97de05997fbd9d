/**
 * Issue 30: the item page's choice tiles (price options and modifiers) on every device, in every
 * interface language, ticked and not: a choice's name never breaks inside a word (ticking an extra
 * had squeezed "Extra cheese" to a letter per line beside its stepper), the element holding the
 * name keeps at least half the tile's width, and nothing overflows the tile (its price stayed
 * inside). One page load per device: the language is switched and the tiles ticked in the page.
 */
import type { Page } from '@playwright/test';
import { INTERFACE_LOCALES } from '../../src/domain/locale-codes.ts';
import { itemsOf, type CategoryJson } from '../support/stored-cart.ts';
import { seedKiosk } from './kiosk-support.ts';
import { offerEveryLanguage } from './language-support.ts';
import { startAtNoon } from './order-support.ts';
import { expect, expectNoAxeViolations, test } from './support.ts';

interface ChoiceItemJson {
  id: number;
  visible: boolean;
  types: string[];
  price_labels: unknown[];
  modifier_groups: unknown[];
}

/** The demo's dine-in item with the most choice groups (its price options count as one). */
async function itemWithMostChoices(page: Page): Promise<string> {
  const body = (await (await page.request.get('/api/webapp/v5/restaurant/demo')).json()) as {
    menu: { categories: (CategoryJson & { id: number })[] };
  };
  let best: { path: string; groups: number } | null = null;
  for (const category of body.menu.categories) {
    for (const item of itemsOf([category]) as unknown as ChoiceItemJson[]) {
      if (!item.visible || !item.types.includes('dine_in')) continue;
      const groups = item.modifier_groups.length + (item.price_labels.length > 1 ? 1 : 0);
      if (!best || groups > best.groups) best = { path: `/demo/dine_in/${category.id}/${item.id}`, groups };
    }
  }
  expect(best?.groups ?? 0).toBeGreaterThanOrEqual(2);
  return best!.path;
}

/**
 * Ticks the tiles state by state (state k ticks each radio group's k-th choice and, in odd states,
 * every check box that has room), and after each state measures every tile. Returns the problems.
 */
async function tileProblems(page: Page, locale: string): Promise<string[]> {
  return page.evaluate(async (locale) => {
    const problems: string[] = [];
    const painted = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
    const fieldsets = [
      ...document.querySelectorAll<HTMLFieldSetElement>('[data-testid="item-form"] fieldset'),
    ];
    const radioCounts = fieldsets.map((set) => set.querySelectorAll('input[type="radio"]').length);
    const states = Math.max(2, ...radioCounts);
    for (let state = 0; state < states; state++) {
      for (const set of fieldsets) {
        const radios = [...set.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
        radios[state % Math.max(1, radios.length)]?.click();
        for (const box of set.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')) {
          if (box.checked !== (state % 2 === 1) && !box.disabled) box.click();
        }
      }
      await painted();
      await document.fonts.ready;
      for (const tile of document.querySelectorAll<HTMLElement>('[data-testid="choice-tile"]')) {
        const name = tile.querySelector<HTMLElement>('[data-testid="choice-name"]')!;
        const ticked = tile.querySelector('input')!.checked;
        const label = `${locale} "${name.textContent}" ${ticked ? 'ticked' : 'not ticked'}`;
        const box = tile.getBoundingClientRect();
        const nameBox = name.getBoundingClientRect();
        if (nameBox.width < box.width / 2)
          problems.push(`${label}: name ${nameBox.width.toFixed(0)} px of a ${box.width.toFixed(0)} px tile`);
        if (tile.scrollWidth > tile.clientWidth + 1)
          problems.push(`${label}: tile overflows (${tile.scrollWidth} > ${tile.clientWidth})`);
        for (const part of tile.querySelectorAll('*')) {
          const inner = part.getBoundingClientRect();
          if (inner.width === 0 && inner.height === 0) continue;
          if (
            inner.left < box.left - 1 ||
            inner.right > box.right + 1 ||
            inner.top < box.top - 1 ||
            inner.bottom > box.bottom + 1
          )
            problems.push(`${label}: ${part.tagName.toLowerCase()} "${part.textContent}" outside the tile`);
        }
        const text = name.firstChild;
        if (!(text instanceof Text)) {
          problems.push(`${label}: the name is not one text`);
          continue;
        }
        for (const word of segmenter.segment(text.data)) {
          if (!word.isWordLike) continue;
          const range = document.createRange();
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word.segment.length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) problems.push(`${label}: "${word.segment}" breaks over ${lines.size} lines`);
        }
      }
    }
    return problems;
  }, locale);
}

test('every choice tile, ticked and not, in every language keeps its name whole and inside', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await startAtNoon(page);
  // The kiosk's own look (html[data-device='kiosk']) applies on a kiosk set up as staff leave it.
  if (testInfo.project.name === 'kiosk') await seedKiosk(page);
  await offerEveryLanguage(page);
  await page.goto(await itemWithMostChoices(page));
  await expect(page.getByTestId('item-form')).toBeVisible();
  if (testInfo.project.name === 'kiosk')
    await expect(page.locator('html')).toHaveAttribute('data-device', 'kiosk');
  const tiles = page.getByTestId('choice-tile');
  expect(await tiles.count()).toBeGreaterThanOrEqual(6);
  await expectNoAxeViolations(page);

  const problems: string[] = [];
  for (const locale of INTERFACE_LOCALES) {
    await page.getByTestId('language-menu').selectOption(locale);
    // Checked every frame: expect's polling steps (up to a second) would cost most of the test.
    await page.waitForFunction((lang) => document.documentElement.lang === lang, locale, { polling: 'raf' });
    problems.push(...(await tileProblems(page, locale)));
    if (locale === 'ar') await expectNoAxeViolations(page);
  }
  expect(problems).toEqual([]);
});
