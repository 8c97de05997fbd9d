// Benchmark (not a test) of the interactions customers feel (issue #34): on the phone (390x844), the
// kiosk (1080x1920) and the table tablet (1280x800), each set up as staff leave it, "Add" on a card,
// opening an item and opening the cart (not on the table tablet, whose order stands beside the
// menu), each measured as an Event Timing interaction (PerformanceObserver 'event', durationThreshold
// 16: input to the next paint after its handlers) at 4x CPU (--throttles 4,6 reports 6x too).
// Prints each run as JSON and the medians against the target (<= 100 ms).
//
//   npm run build && npm run mock:build && npm run bench:interactions [-- --runs 3 --throttles 4 --port 4347]
import { pbkdf2Sync, randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumPath, NOON_KUWAIT, startMockServer } from './lib/mock-server.mjs';
import { loadAverages, median } from './lib/bench-figures.mjs';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    port: { type: 'string', default: '4347' },
    runs: { type: 'string', default: '3' },
    throttles: { type: 'string', default: '4' },
  },
});
const TARGET_MS = 100;
const DEVICES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  kiosk: { viewport: { width: 1080, height: 1920 }, hasTouch: true },
  table: { viewport: { width: 1280, height: 800 }, hasTouch: true },
};

/**
 * A kiosk's or a table tablet's stored setup as staff leave it (its PIN hashed as
 * src/domain/staff-pin.ts does); a table tablet is bound to the demo branch's first table.
 */
function deviceSetup(mode, table = { branchId: null, tableId: null }) {
  const salt = randomBytes(16);
  const hash = pbkdf2Sync('4826', salt, 100_000, 32, 'sha256');
  return JSON.stringify({
    version: 1,
    data: {
      mode,
      referenceId: 'demo',
      branchId: table.branchId,
      tableId: table.tableId,
      pinHash: `pbkdf2$100000$${salt.toString('hex')}$${hash.toString('hex')}`,
      idleSeconds: 600,
      terminalId: null,
    },
  });
}

/** The demo branch's first table, as the mock serves it. */
async function demoTable(base) {
  const business = await (await fetch(`${base}/api/webapp/v5/restaurant/demo`)).json();
  const branchId = business.restaurant.branch_id;
  const { tables } = await (await fetch(`${base}/api/webapp/tables/${branchId}`)).json();
  return { branchId, tableId: tables[0].id };
}

// In the page before the app: every Event Timing entry of a tap, 16 ms or longer (not the keys
// that close a dialog between two taps).
function observeInteractions() {
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId && !entry.name.startsWith('key'))
        window.__events.push({ name: entry.name, start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** Runs `act`, waits for `done`, and returns the longest Event Timing entry that arrived since. */
async function interaction(page, act, done) {
  // Entries are counted, not timed: an entry's start (the input's own timestamp) can fall a few ms
  // before a performance.now() read just ahead of the tap, and such a tap read as "under 16 ms".
  const before = await page.evaluate(() => window.__events.length);
  await act();
  await done();
  // The entry arrives after the next paint: on a loaded machine that can be seconds after `done`
  // (a URL changes before its page paints).
  await page.waitForTimeout(500);
  await page
    .waitForFunction((count) => window.__events.length > count, before, { timeout: 2500 })
    .catch(() => undefined);
  const entries = await page.evaluate((count) => window.__events.slice(count), before);
  // Below the 16 ms threshold no entry is reported: the interaction took less than that.
  return entries.reduce((worst, entry) => Math.max(worst, entry.duration), 0);
}

/** Closes what an interaction left open (the kiosk's "added" confirmation) before the next one. */
async function closeDialogs(page) {
  if ((await page.getByRole('dialog').count()) === 0) return;
  await page.keyboard.press('Escape');
  await page
    .getByRole('dialog')
    .first()
    .waitFor({ state: 'detached', timeout: 5000 })
    .catch(() => undefined);
}

async function measure(browser, base, device, throttle) {
  const context = await browser.newContext({ ...DEVICES[device], serviceWorkers: 'block' });
  if (device !== 'phone')
    await context.addInitScript(
      (value) => {
        if (!localStorage.getItem('device')) localStorage.setItem('device', value);
      },
      deviceSetup(device, device === 'table' ? await demoTable(base) : undefined),
    );
  await context.addInitScript(observeInteractions);
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(NOON_KUWAIT));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  const toMenu = async () => {
    if (device === 'kiosk') {
      await page.goto(`${base}/demo`);
      await page.getByTestId('kiosk-start').click();
      await page.getByTestId('kiosk-eat-here').click();
    } else await page.goto(`${base}/demo/dine_in`);
    await page.locator('[data-testid^="item-card-"]').first().waitFor();
    await page.waitForTimeout(1500); // idle work after the first paint
  };
  await toMenu();
  const add = page.getByRole('button', { name: /^Add .+ to your cart$/ }).first();
  const addMs = await interaction(
    page,
    () => add.click(),
    () => page.getByTestId('order-bar-count').waitFor(),
  );
  await page.waitForTimeout(1000);
  await closeDialogs(page);
  const itemLink = page.locator('[data-testid^="item-card-"] a').first();
  const itemMs = await interaction(
    page,
    () => itemLink.click(),
    () => page.waitForURL(/\/demo\/dine_in\/\d+\/\d+/),
  );
  // A table tablet has no cart to open: its order stands beside the menu all along.
  let cartMs = null;
  if (device !== 'table') {
    await toMenu();
    cartMs = await interaction(
      page,
      () => page.getByTestId('review-order').click(),
      () => (device === 'phone' ? page.waitForURL(/\/cart$/) : page.getByRole('dialog').first().waitFor()),
    );
  }
  await context.close();
  return { device, throttle: `${throttle}x`, addMs, itemMs, cartMs };
}

const load = loadAverages;

const loadBefore = load();
const server = await startMockServer(values.dist, Number(values.port));
const results = [];
try {
  const browser = await chromium.launch({
    executablePath: chromiumPath(chromium),
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    for (const throttle of values.throttles.split(',').map(Number))
      for (const device of Object.keys(DEVICES))
        for (let run = 0; run < Number(values.runs); run += 1) {
          const result = await measure(browser, server.base, device, throttle);
          results.push(result);
          console.log(JSON.stringify(result));
        }
  } finally {
    await browser.close();
  }
} finally {
  server.stop();
}
const rows = [];
for (const throttle of [...new Set(results.map((result) => result.throttle))])
  for (const device of Object.keys(DEVICES)) {
    const mine = results.filter((result) => result.device === device && result.throttle === throttle);
    for (const [key, label] of [
      ['addMs', '"Add" on a card'],
      ['itemMs', 'opening an item'],
      ['cartMs', 'opening the cart'],
    ]) {
      if (mine.some((result) => result[key] === null)) continue;
      const value = median(mine.map((result) => result[key]));
      const mark = throttle === '4x' ? (value <= TARGET_MS ? ' ✓' : ' ✗') : '';
      rows.push(
        `| ${device} | ${throttle} | ${label} | ${Math.round(value)} (${mine.map((r) => Math.round(r[key])).join(', ')}) | ≤ ${TARGET_MS}${mark} |`,
      );
    }
  }
console.log(
  `\nEvent Timing interactions (longest entry of each, ms; 0 = under 16 ms), median (runs)\n\n` +
    `| device | CPU | interaction | ms | target at 4x |\n| --- | --- | --- | --- | --- |\n${rows.join('\n')}`,
);
console.log(`Load average (1, 5, 15 min): before ${loadBefore}, after ${load()}`);
