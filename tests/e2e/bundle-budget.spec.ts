import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, resetMock, test } from './support.ts';

// What the browser really fetches for the menu route before the first interaction, beside the
// build-output check of `npm run budget` (scripts/check-bundle-budget.mjs), with the same budgets:
// the aim is 160 KB of JS; the first load measures 179.8 KB in two files (the entry and the
// English catalog; Luxon, Leaflet and Turf load with the pages that need them).
const JS_BUDGET_KB = 180;
const CSS_BUDGET_KB = 20;
const HEAVY = /leaflet|turf|msw|faker/i;

test('the menu route loads within the JS and CSS budget, with nothing heavy', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the budget is the same for every viewport');
  await resetMock(page);
  const assets: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (/\.(js|css)$/.test(path)) assets.push(path);
  });
  await page.goto('/solo/dine_in');
  await page.waitForLoadState('networkidle');

  const gzipKb = (path: string) =>
    gzipSync(readFileSync(join(process.env.E2E_DIST ?? 'dist', path)), { level: 9 }).length / 1024;
  const js = assets.filter((a) => a.endsWith('.js'));
  const css = assets.filter((a) => a.endsWith('.css'));
  const jsKb = js.reduce((sum, a) => sum + gzipKb(a), 0);
  const cssKb = css.reduce((sum, a) => sum + gzipKb(a), 0);
  console.log(
    `menu route first load: JS ${jsKb.toFixed(1)} KB gz in ${js.length} files, CSS ${cssKb.toFixed(1)} KB gz in ${css.length} files`,
  );

  expect(js.filter((a) => HEAVY.test(a))).toEqual([]);
  expect(jsKb).toBeLessThanOrEqual(JS_BUDGET_KB);
  expect(cssKb).toBeLessThanOrEqual(CSS_BUDGET_KB);
});
