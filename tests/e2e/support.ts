import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { recordGate } from '../support/gates.ts';

export { expect };
export { onlyOn } from './device-projects.ts';

/** A phone number in international form, raw or URL-encoded, or a bearer token of the mock. */
const SECRET = /(?:\+|%2B)\d{8,15}|\bmock\.[a-z]+\.\d+\.[A-Za-z0-9]+/;

/**
 * Every e2e test runs under two guards, so every later change keeps them:
 * - the production build's Content-Security-Policy (dist/_headers, sent by the mock server) is
 *   never violated: each `securitypolicyviolation` event fails the test;
 * - no phone number or token appears in a request's URL or in a console line.
 */
export const test = base.extend<{ guards: void }>({
  // Each worker talks to its own mock server (playwright.config.ts starts one per worker, on
  // consecutive ports), so resets and pinned clocks never cross between parallel tests.
  baseURL: async ({ baseURL }, provide, testInfo) => {
    const url = new URL(baseURL ?? 'http://localhost:4319');
    url.port = String(Number(url.port) + testInfo.parallelIndex);
    await provide(url.origin);
  },
  guards: [
    async ({ page }, use, testInfo) => {
      const violations: string[] = [];
      const leaks: string[] = [];
      await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation: (text: string) => void })
            .__reportCspViolation;
          report(
            `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}`,
          );
        });
      });
      page.on('request', (request) => {
        if (SECRET.test(request.url())) leaks.push(`URL: ${request.url()}`);
      });
      page.on('console', (message) => {
        if (SECRET.test(message.text())) leaks.push(`console: ${message.text()}`);
      });
      await use();
      recordGate({
        gate: 'csp-violations',
        case: `${testInfo.project.name} › ${testInfo.titlePath.join(' › ')}`,
        held: violations.length === 0,
        counts: { violations: violations.length },
      });
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
      expect(leaks, 'phone numbers or tokens in URLs or the console').toEqual([]);
    },
    { auto: true },
  ],
});

/** The layout each Playwright project must show (shared/DESIGN.md: phone below 768 px, touch above). */
export function expectedLayout(testInfo: TestInfo): 'phone' | 'touch' {
  return testInfo.project.name === 'phone' ? 'phone' : 'touch';
}

/**
 * Waits until a web font of `family` (e.g. 'Noto Sans Arabic') has loaded. A language in another
 * script swaps to its font after the first paint and the page moves a little (the checkout's gift
 * switch by 20 px in Arabic): a tap aimed before that can land beside its target.
 */
export async function webFontLoaded(page: Page, family: string): Promise<void> {
  await page.waitForFunction(
    (name) => [...document.fonts].some((face) => face.family.includes(name) && face.status === 'loaded'),
    family,
  );
}

/** Every screen a change touches is scanned; any violation fails with its rule ids and targets. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // A dialog still fading in has half-transparent text, which axe reports as low contrast (seen on
  // the kiosk's branch-switch dialog): scan once running CSS transitions (always finite) are done.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/** Fresh mock state for every test, so tests never depend on each other's orders or carts. */
export async function resetMock(page: Page): Promise<void> {
  const response = await page.request.post('/__mock/reset');
  expect(response.ok()).toBe(true);
}
