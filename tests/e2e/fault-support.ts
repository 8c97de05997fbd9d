/**
 * Breaking one call of the app the ways a real network and server break it, and the checks every
 * fault case shares (issues 10 and 29): the screen says what failed in the call's own words, and the
 * named way on it offers is taken once the call works again.
 */
import { EARLY_BUSINESS_CALL } from '../../src/api/early-business-call.ts';
import type { Locator, Page, Route } from '@playwright/test';
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

export type Heal = (() => Promise<void>) & { stalled: Route[]; hits: () => number };

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
  return Object.assign(heal, { stalled, hits: () => broken.hits });
}

/**
 * Lets the app's request deadlines pass without waiting for them: the browser's timers jump ahead
 * (the page's clock is fixed by startAtNoon, timers keep running). Two deadlines: a GET is tried twice.
 */
export async function letDeadlinesPass(page: Page, kind: FaultKind, broken: Heal) {
  if (kind !== 'timeout') return;
  await expect.poll(() => broken.stalled.length).toBeGreaterThan(0);
  // The business call may be index.html's, stalled before the app has started: the app's deadline
  // runs from when it adopts that call (src/api/early-business-call.ts), so the jump waits for it.
  await expect
    .poll(() =>
      page.evaluate((key) => (window as unknown as Record<string, unknown>)[key], EARLY_BUSINESS_CALL),
    )
    .toBeUndefined();
  await page.clock.runFor(16_000);
  // A GET is tried once more; a POST is not, and then nothing more is waiting.
  await page.waitForTimeout(500);
  if (broken.stalled.length > 1) await page.clock.runFor(16_000);
}

/**
 * What the customer must be told when a call fails: the call's own words (English, the app's
 * source language), inside the call's own notice where it has one (e.g. `order-error`).
 */
export interface Told {
  notice?: string;
  words: string | RegExp;
}

/** The words ErrorNotice (src/ui/ErrorNotice.tsx) gives each way a call fails. */
export function noticeWords(kind: FaultKind): string {
  if (kind === 'timeout') return 'The server took too long to answer. Please try again.';
  if (kind === 'network error') return 'You seem to be offline. Check your connection and try again.';
  return 'Something went wrong. Please try again later.';
}

/** Where a notice (or the whole app) shows its words. */
function scopeOf(page: Page, told: { notice?: string }): Locator {
  return told.notice ? page.getByTestId(told.notice) : page.locator('#root');
}

/**
 * The broken call was made and met its fault: a background call is made after the screen is up,
 * and a screen's silence says nothing before then.
 */
export async function expectCallMade(broken: Heal): Promise<void> {
  await expect.poll(broken.hits, { message: 'the broken call was made', timeout: 15_000 }).toBeGreaterThan(0);
}

/**
 * The screen says what failed in the call's own words: neither blank nor a message of any call.
 * Given the broken call, a stalled call the page asks again while it waits (a GET's retry, the
 * order page asking for its status again) has each later attempt's deadline let pass as it comes:
 * a fixed wait for it, as letDeadlinesPass has, misses a late one on a loaded machine, which then
 * holds the page on its spinner past the 15 s the words are given.
 */
export async function expectTold(page: Page, told: Told, broken?: Heal): Promise<void> {
  let advanced = broken?.stalled.length ?? 0;
  await expect
    .poll(
      async () => {
        if (broken && broken.stalled.length > advanced) {
          advanced = broken.stalled.length;
          await page.clock.runFor(16_000);
        }
        return scopeOf(page, told).getByText(told.words).first().isVisible();
      },
      { message: `told: ${String(told.words)}`, timeout: 20_000 },
    )
    .toBe(true);
}

/**
 * A call the customer never asked for (a background check or report) fails without a word: no
 * alert, no error notice or screen, no "checking whether it went through".
 */
export async function expectNothingSaid(page: Page): Promise<void> {
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  await expect(page.getByTestId(/error|failed|unresolved|lapsed/)).toHaveCount(0);
}

/**
 * The named way on (a button of the call's notice, or the screen's own action) is there after the
 * call works again, and is used: a case never falls back to reloading the page.
 */
export async function takeWayOn(page: Page, name: string | RegExp, told: { notice?: string } = {}) {
  const button = scopeOf(page, told).getByRole('button', {
    name,
    ...(typeof name === 'string' ? { exact: true } : {}),
  });
  await expect(button.first()).toBeEnabled();
  await button.first().click();
}

/**
 * As takeWayOn, for a submit whose outcome the app is still finding out by itself (its automatic
 * checks keep going once the call works again): the way on is taken unless the check settles it
 * first, when the button leaves the screen under the click (seen on a loaded machine).
 */
export async function takeWayOnUnlessSettled(
  page: Page,
  name: string,
  told: { notice?: string },
  settled: Locator,
): Promise<void> {
  const button = scopeOf(page, told).getByRole('button', { name, exact: true }).first();
  await expect
    .poll(
      async () => {
        if (await settled.first().isVisible()) return 'settled';
        // A short try: the button may be busy (a check under way) or gone (the check settled it).
        return button.click({ timeout: 1_000 }).then(
          () => 'taken',
          () => 'not yet',
        );
      },
      { message: `"${name}" taken, or the outcome settled`, timeout: 20_000 },
    )
    .not.toBe('not yet');
}

/**
 * '503 once' on a GET: the app's own retry (src/api/retry.ts) meets the one failure and the
 * screen the customer wanted arrives without a word of error, a click or a reload.
 */
export async function expectRetriedOnItsOwn(page: Page, wanted: Locator): Promise<void> {
  await expect(wanted.first()).toBeVisible({ timeout: 10_000 });
  await expectNothingSaid(page);
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
  test.beforeEach(async ({ page }, testInfo) => {
    // A timeout case walks the whole way twice over (the stalled wait, its deadlines let pass, then
    // the way on); on a loaded machine that ran past the default 30 s, in recovery.
    test.slow(testInfo.title.endsWith(': timeout'), 'a stalled call and its deadlines, then the way on');
    brokenCalls.length = 0;
    await startAtNoon(page);
  });
}
