/**
 * The check of every page that shows the `hostile` scenario's business data (issue 10's XSS gate):
 * nothing ran, nothing of it became markup, nothing overflows the page.
 */
import type { Page } from '@playwright/test';
import { overflowingBoxes } from './language-support.ts';
import { expect, recordCase } from './support.ts';

/**
 * What hostile business data could do that the CSP does not stop, read from the DOM: markup of
 * the scenario's payloads become elements (a link, a style, an overlay: they carry data-hostile),
 * a `javascript:` address anywhere, and a right-to-left override that is not isolated, so that it
 * reverses the text after it (a price beside a name).
 */
async function hostileEffectsInDom(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll('[data-hostile]'))
      found.push(
        `element from business text: <${element.tagName.toLowerCase()} data-hostile=${element.getAttribute('data-hostile')}>`,
      );
    for (const element of document.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        if (/^on/i.test(attribute.name))
          found.push(`${attribute.name} attribute on <${element.tagName.toLowerCase()}>`);
        if (
          /^(href|src|action|formaction|xlink:href)$/i.test(attribute.name) &&
          /^\s*javascript:/i.test(attribute.value)
        )
          found.push(`javascript: in ${attribute.name} of <${element.tagName.toLowerCase()}>`);
      }
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.includes('\u202E')) continue;
      let isolated = false;
      for (
        let element = node.parentElement, depth = 0;
        element && depth < 4 && !isolated;
        element = element.parentElement, depth += 1
      ) {
        const bidi = getComputedStyle(element).unicodeBidi;
        isolated = element.tagName === 'BDI' || element.hasAttribute('dir') || /isolate|plaintext/.test(bidi);
      }
      // An override closed within its own text by a pop or an isolate's end harms nothing after it.
      const text = node.textContent;
      const closed = text.lastIndexOf('\u202C') > text.lastIndexOf('\u202E') || /\u2069\s*$/.test(text);
      if (!isolated && !closed) found.push(`unisolated right-to-left override in "${text.slice(0, 40)}"`);
    }
    return found;
  });
}

export async function expectNothingRanOrOverflowed(page: Page, where: string) {
  const executions = await page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? 0);
  const effects = await hostileEffectsInDom(page);
  recordCase({
    gate: 'xss-executions',
    case: where,
    held: executions === 0 && effects.length === 0,
    counts: { executions, effects: effects.length },
  });
  expect(executions).toBe(0);
  expect(effects, 'hostile business data rendered as more than text').toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  // Not only the page: no button, tab or card is made wider than its box by the business's words.
  expect(
    await overflowingBoxes(page, { ellipsisAllowed: true }),
    'boxes the business text overflows',
  ).toEqual([]);
}
