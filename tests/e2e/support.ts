import { createRequire } from 'node:module';
import {
  test as base,
  expect,
  type BrowserContext,
  type Page,
  type TestInfo,
  type Worker,
} from '@playwright/test';
import { cspCaseName, recordGate, type GateRecord } from '../support/gates.ts';

export { expect };
export { onlyOn } from './device-projects.ts';

/** A phone number in international form, raw or URL-encoded, or a bearer token of the mock. */
const SECRET = /(?:\+|%2B)\d{8,15}|\bmock\.[a-z]+\.\d+\.[A-Za-z0-9]+/;

/**
 * Every e2e test runs under two guards, so every later change keeps them:
 * - the production build's Content-Security-Policy (dist/_headers, sent by the mock server) is
 *   never violated: each `securitypolicyviolation` event fails the test;
 * - no phone number or token appears in a request's URL or in a console line.
 * Both watch every page of every browser context the test opens: its own, and those it makes with
 * `browser.newContext()` or `browser.newPage()` (a hand-off phone, a stranger, a second device), and
 * the service workers of each. The CSP gate counts a test only once it has loaded the app.
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
    async ({ context, browser }, use, testInfo) => {
      const watch = new ContextWatch();
      await watch.add(context);
      const newContext = browser.newContext;
      browser.newContext = async (...options) => {
        const made = await newContext.apply(browser, options);
        await watch.add(made);
        return made;
      };
      // A failing test still puts the browser's own newContext back (Playwright runs the rest of
      // a fixture after its body, pass or fail).
      await use();
      browser.newContext = newContext;
      const violations = [...watch.violations, ...(await watch.workerViolations())];
      recordCase({
        gate: 'csp-violations',
        case: cspCaseName(testInfo.project.name, testInfo.titlePath),
        held: violations.length === 0,
        counts: { violations: violations.length, appLoads: watch.appLoads },
      });
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
      expect(watch.leaks, 'phone numbers or tokens in URLs or the console').toEqual([]);
    },
    { auto: true },
  ],
});

/** What the guards see in the contexts of one test. */
class ContextWatch {
  readonly violations: string[] = [];
  readonly leaks: string[] = [];
  /** Documents of the app loaded (any page, any context): a test that loaded none is no CSP case. */
  appLoads = 0;
  private readonly contexts: BrowserContext[] = [];

  async add(context: BrowserContext): Promise<void> {
    this.contexts.push(context);
    await context.exposeBinding('__reportCspViolation', (_source, text: string) =>
      this.violations.push(text),
    );
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __reportCspViolation: (text: string) => void })
          .__reportCspViolation;
        void report(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}`,
        );
      });
    });
    context.on('request', (request) => {
      if (SECRET.test(request.url())) this.leaks.push(`URL: ${request.url()}`);
    });
    context.on('response', (response) => {
      if (
        response.request().resourceType() === 'document' &&
        new URL(response.url()).hostname === 'localhost'
      )
        this.appLoads += 1;
    });
    context.on('console', (message) => {
      if (SECRET.test(message.text())) this.leaks.push(`console: ${message.text()}`);
    });
    context.on('serviceworker', (worker) => void listenInWorker(worker));
  }

  /** Violations the service workers of every context met (a worker's fetch of a blocked URL). */
  async workerViolations(): Promise<string[]> {
    const found: string[] = [];
    for (const context of this.contexts)
      for (const worker of context.serviceWorkers())
        found.push(
          ...(await worker
            .evaluate(() => (self as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
            .catch(() => [] as string[])),
        );
    return found;
  }
}

async function listenInWorker(worker: Worker): Promise<void> {
  await worker
    .evaluate(() => {
      const scope = self as unknown as { __cspViolations?: string[] } & EventTarget;
      scope.__cspViolations ??= [];
      scope.addEventListener('securitypolicyviolation', (event) => {
        const violation = event as SecurityPolicyViolationEvent;
        scope.__cspViolations!.push(
          `worker: ${violation.effectiveDirective} blocked ${violation.blockedURI}`,
        );
      });
    })
    .catch(() => undefined);
}

/**
 * A case of a reliability gate, with the attempt it came from: a case that failed and then passed
 * on Playwright's retry is reported as flaky and fails its gate (scripts/print-gates.mjs).
 */
export function recordCase(record: Omit<GateRecord, 'attempt'>): void {
  recordGate({ ...record, attempt: test.info().retry });
}

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

/** axe-core's browser build, evaluated into a page the first time that document is scanned. */
const AXE_SOURCE: string = (createRequire(import.meta.url)('axe-core') as { source: string }).source;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Every screen a change touches is scanned; any violation fails with its rule ids and targets.
 * axe runs in the page itself, injected once per document: the app has no frames, and
 * @axe-core/playwright's analyze() re-injected axe and opened an extra page for each scan, which
 * measured 2.3-3.3 s a scan against 0.5-1 s for the same rules run here (issue 29's suite time).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // A dialog still fading in has half-transparent text, which axe reports as low contrast (seen on
  // the kiosk's branch-switch dialog): scan once running CSS transitions (always finite) are done.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as {
      axe: {
        run: (
          context: Document,
          options: object,
        ) => Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }>;
      };
    };
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return results.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }, AXE_TAGS);
  expect(violations.map((v) => `${v.id}: ${v.targets.join(', ')}`)).toEqual([]);
}

/** Fresh mock state for every test, so tests never depend on each other's orders or carts. */
export async function resetMock(page: Page): Promise<void> {
  const response = await page.request.post('/__mock/reset');
  expect(response.ok()).toBe(true);
}
