/**
 * Breaking one call of the app the ways a real network and server break it, and the checks every
 * fault case shares (issue 10): the screen says something, and offers a way on where it has one.
 */
import type { Page, Route } from '@playwright/test';
import { faultCaseName } from '../support/gates.ts';
import { startAtNoon } from './order-support.ts';
import { expect, recordCase, test } from './support.ts';

export type FaultKind =
  '500' | '503 once' | 'timeout' | 'network error' | 'malformed JSON' | 'contract violation';
export const FAULT_KINDS: FaultKind[] = [
  '500',
  '503 once',
  'timeout',
  'network error',
  'malformed JSON',
  'contract violation',
];

export type Heal = (() => Promise<void>) & { stalled: Route[] };

/** The calls the running fault case broke, with how often each was hit (requests it failed). */
const brokenCalls: { call: string; hits: number }[] = [];

/** Breaks the calls matching `path` (and `method`) until the returned function is called. */
export async function breakCall(page: Page, method: string, path: RegExp, kind: FaultKind): Promise<Heal> {
  let failuresLeft = kind === '503 once' ? 1 : Number.POSITIVE_INFINITY;
  const stalled: Route[] = [];
  const broken = { call: `${method} ${path.source}`, hits: 0 };
  brokenCalls.push(broken);
  const handler = async (route: Route) => {
    if (route.request().method() !== method || failuresLeft <= 0) return route.fallback();
    failuresLeft -= 1;
    broken.hits += 1;
    // Never answered: the app's own deadline (15 s an attempt) has to end the wait.
    if (kind === 'timeout') return void stalled.push(route);
    if (kind === 'network error') return route.abort('failed');
    if (kind === 'malformed JSON')
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{"order": {"id": ' });
    if (kind === 'contract violation')
      return route.fulfill({ status: 200, json: { unexpected: true, order: 'nope' } });
    return route.fulfill({
      status: kind === '500' ? 500 : 503,
      json: { error: 1, message: 'Server failure', code: 'server_error' },
    });
  };
  await page.route(path, handler);
  const heal = async () => {
    await page.unroute(path, handler);
    for (const route of stalled) await route.abort('timedout').catch(() => undefined);
  };
  return Object.assign(heal, { stalled });
}

/**
 * Lets the app's request deadlines pass without waiting for them: the browser's timers jump ahead
 * (the page's clock is fixed by startAtNoon, timers keep running). Two deadlines: a GET is tried twice.
 */
export async function letDeadlinesPass(page: Page, kind: FaultKind, broken: Heal) {
  if (kind !== 'timeout') return;
  await expect.poll(() => broken.stalled.length).toBeGreaterThan(0);
  await page.clock.runFor(16_000);
  // A GET is tried once more; a POST is not, and then nothing more is waiting.
  await page.waitForTimeout(500);
  if (broken.stalled.length > 1) await page.clock.runFor(16_000);
}

/** The screen shows words, not a blank page, and, where it offers one, a way to try again. */
export async function expectSaidAndRecoverable(page: Page) {
  await expect(page.locator('#root')).not.toBeEmpty();
  // A screen may still show its spinner while the app's own retry of a GET runs: words must follow.
  await expect
    .poll(
      async () => (await page.locator('main, [role="alert"], h1').allInnerTexts()).join(' ').trim().length,
      {
        timeout: 15_000,
      },
    )
    .toBeGreaterThan(0);
}

export async function tryAgainIfOffered(page: Page) {
  const retry = page.getByRole('button', { name: /Try again|Check again/ }).first();
  if (await retry.isVisible()) await retry.click();
}

/**
 * A fault suite's tests run once, on the phone (the same components on every layout), from noon in
 * Kuwait, and each one counts as a fault case of the reliability gates (npm run gates).
 */
export function runAsFaultCases(): void {
  // Playwright reads the fixtures a hook wants from its first parameter: this one wants none.
  // eslint-disable-next-line no-empty-pattern
  test.afterEach(({}, testInfo) => {
    // A case holds only if the call it breaks was really made and met the fault (counted at the
    // route): a screen that never makes the call would otherwise "recover" from nothing.
    const missed = brokenCalls.filter((broken) => broken.hits === 0).map((broken) => broken.call);
    const held = testInfo.status === 'passed' && brokenCalls.length > 0 && missed.length === 0;
    recordCase({
      gate: 'fault-cases',
      case: faultCaseName(testInfo.project.name, testInfo.title),
      held,
      counts: { hits: brokenCalls.reduce((sum, broken) => sum + broken.hits, 0) },
    });
    expect(brokenCalls.length, 'a fault case breaks a call').toBeGreaterThan(0);
    expect(missed, 'broken calls the case never made').toEqual([]);
  });
  test.beforeEach(async ({ page }) => {
    brokenCalls.length = 0;
    await startAtNoon(page);
  });
}
