import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, resetMock, test, onlyOn } from './support.ts';

// What the browser really fetches for the menu route before the first interaction, beside the
// build-output check of `npm run budget` (scripts/check-bundle-budget.mjs), with the same budgets
// (scripts/bundle-budget.json): two files (the entry and the English catalog; Luxon, Leaflet and
// Turf load with the pages that need them).
const { jsKb: JS_BUDGET_KB, cssKb: CSS_BUDGET_KB } = JSON.parse(
  readFileSync(join(process.cwd(), 'scripts/bundle-budget.json'), 'utf8'),
) as { jsKb: number; cssKb: number };
const HEAVY = /leaflet|turf|msw|faker/i;

test(
  'the menu route loads within the JS and CSS budget, with nothing heavy',
  onlyOn.phone,
  async ({ page }) => {
    await resetMock(page);
    const assets: string[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (/\.(js|css)$|messages-[a-z]+-first-[^/]+\.json$/.test(path)) assets.push(path);
    });
    await page.goto('/solo/dine_in');
    await page.waitForLoadState('networkidle');

    const gzipKb = (path: string) =>
      gzipSync(readFileSync(join(process.env.E2E_DIST ?? 'dist', path)), { level: 9 }).length / 1024;
    // The first-load part of the catalog counts with the JS (the menu waits for it); the rest of the
    // messages follows in the background for the lazily loaded screens.
    const js = assets.filter((a) => !a.endsWith('.css'));
    const css = assets.filter((a) => a.endsWith('.css'));
    const jsKb = js.reduce((sum, a) => sum + gzipKb(a), 0);
    const cssKb = css.reduce((sum, a) => sum + gzipKb(a), 0);
    console.log(
      `menu route first load: JS ${jsKb.toFixed(1)} KB gz in ${js.length} files, CSS ${cssKb.toFixed(1)} KB gz in ${css.length} files`,
    );

    expect(js.filter((a) => HEAVY.test(a))).toEqual([]);
    expect(jsKb).toBeLessThanOrEqual(JS_BUDGET_KB);
    expect(cssKb).toBeLessThanOrEqual(CSS_BUDGET_KB);
  },
);
