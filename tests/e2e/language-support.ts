/** What the language suite reads from a page: our untranslated strings, overflowing boxes, fonts. */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { catalogEntries } from '../../scripts/lib/po-entries.mjs';
import { INTERFACE_LOCALES } from '../../src/domain/locale-codes.ts';

function catalog(locale: string): Map<string, string> {
  const po = readFileSync(`locales/${locale}/messages.po`, 'utf8');
  return new Map(catalogEntries(po).map((entry) => [entry.msgid, entry.msgstr]));
}

const english = catalog('en');

/**
 * Our English texts that must not be on screen in `locale`: every message whose translation there
 * differs from the English one (a word that is the same in both, like "OK", is no leftover),
 * without rich-text tags or plurals (those are split over several nodes). Arguments match anything.
 */
export function englishLeftoversOf(locale: string): RegExp[] {
  const translations = catalog(locale);
  const patterns: RegExp[] = [];
  for (const [msgid, englishText] of english) {
    const translated = translations.get(msgid);
    if (!translated || translated === englishText) continue;
    if (/<\d|, (?:plural|select)/.test(englishText) || !/\p{L}{3}/u.test(englishText)) continue;
    const pattern = englishText
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+');
    patterns.push(new RegExp(`^${pattern}$`));
  }
  return patterns;
}

/** The visible texts of the page, one per text node (and each field's placeholder). */
export async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Isolates around codes and numbers are invisible: compare what a reader sees.
      const text = (node.textContent ?? '').replace(/[\u2066-\u2069]/g, '').trim();
      const parent = node.parentElement;
      if (text && parent?.checkVisibility({ visibilityProperty: true })) texts.push(text);
    }
    for (const field of document.querySelectorAll<HTMLInputElement>(
      'input[placeholder], textarea[placeholder]',
    ))
      if (field.checkVisibility()) texts.push(field.placeholder.trim());
    return texts;
  });
}

/**
 * Buttons, tabs and cards whose content is wider than their box (clipped or spilling out), as
 * "tag 'text' scrollWidth > clientWidth". Boxes meant to scroll sideways do not count; with
 * `ellipsisAllowed`, neither do boxes that cut their text with an ellipsis by design (a business's
 * category name longer than the screen), which a translated label must never need.
 */
export async function overflowingBoxes(page: Page, { ellipsisAllowed = false } = {}): Promise<string[]> {
  return page.evaluate((ellipsisAllowed) => {
    const found: string[] = [];
    const boxes = document.querySelectorAll<HTMLElement>(
      // Buttons; tabs (Mantine's and the menu's category rail); cards (Mantine's and the menu's).
      'button, [role="tab"], a.mantine-Button-root, [data-testid="category-nav"] a, .mantine-Card-root, article[data-testid^="item-card-"]',
    );
    for (const box of boxes) {
      if (!box.checkVisibility() || box.clientWidth === 0) continue;
      const style = getComputedStyle(box);
      const overflowX = style.overflowX;
      if (overflowX === 'auto' || overflowX === 'scroll') continue;
      if (ellipsisAllowed && overflowX === 'hidden' && style.textOverflow === 'ellipsis') continue;
      if (box.scrollWidth > box.clientWidth + 1) {
        const text = (box.innerText || box.getAttribute('aria-label') || '')
          .replace(/\s+/g, ' ')
          .slice(0, 60);
        found.push(`${box.tagName.toLowerCase()} '${text}' ${box.scrollWidth} > ${box.clientWidth}`);
      }
    }
    return found;
  }, ellipsisAllowed);
}

export interface RenderingFont {
  familyName: string;
  isCustomFont: boolean;
  glyphCount: number;
}

/** The fonts Chromium really drew an element's text with (DevTools' "Rendered fonts"). */
export async function renderingFonts(page: Page, selector: string): Promise<RenderingFont[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    if (!nodeId) return [];
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map(({ familyName, isCustomFont, glyphCount }) => ({
      familyName,
      isCustomFont,
      glyphCount,
    }));
  } finally {
    await cdp.detach();
  }
}

/**
 * The first page loads the app; the next ones are reached inside it, as a customer moves on (the
 * router follows the history), so each language costs one start of the app, not five.
 */
export async function visitInApp(page: Page, path: string): Promise<void> {
  if (page.url() === 'about:blank') {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    history.pushState(history.state, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
  await page.waitForURL((url) => url.pathname === path);
}

/** The demo offers en and ar; here it offers all 41 (English first), as a business naming them would. */
export async function offerEveryLanguage(page: Page): Promise<void> {
  await page.route('**/api/webapp/v5/restaurant/demo*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { restaurant: { locales: string[] } | null };
    if (body.restaurant) body.restaurant.locales = ['en', ...INTERFACE_LOCALES.filter((l) => l !== 'en')];
    await route.fulfill({ response, json: body });
  });
}
