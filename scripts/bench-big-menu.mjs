// Benchmark (not a test) of the longest menu: the `big` scenario, 2,000 items in 80 categories.
// Serves a built app with the mock server (compressed), opens /big/dine_in in Chromium and prints:
//   - time to the category navigation and to the first item card (ms after navigation start),
//   - DOM nodes after load and after scrolling the whole menu,
//   - scroll smoothness during a scripted scroll to the bottom: long tasks (> 50 ms), their
//     blocking time, and frame intervals (p50 / p95 / worst, and frames over 50 ms),
//   - opening search: a tap on the search entry to the field painted, and as an Event Timing interaction,
//   - search: each keystroke to its results painted, less the 150 ms debounce,
//   - category jump: a tap on a far category to the last frame that painted its section somewhere else,
// each on a page whose service worker has finished its first-visit precache (a device in use, not
// the seconds after its first visit: settleAfterFirstLoad),
// at 4x CPU throttling (a mid-range phone) and at 6x (a cheap kiosk tablet), then a summary of the
// medians against the targets of issue #18.
//
//   npm run build && npm run mock:build && npm run bench:big-menu
//   node scripts/bench-big-menu.mjs [--dist dist] [--port 4340] [--width 390 --height 844] [--runs 3] [--throttles 4,6]
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import {
  measureCategoryJump,
  measureOpenSearch,
  measureSearch,
  settleAfterFirstLoad,
} from './bench/big-menu-interactions.mjs';
import { printSummary } from './bench/big-menu-summary.mjs';
import { chromiumPath, NOON_KUWAIT, startMockServer } from './lib/mock-server.mjs';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: process.env.E2E_DIST ?? 'dist' },
    port: { type: 'string', default: '4340' },
    width: { type: 'string', default: '390' },
    height: { type: 'string', default: '844' },
    runs: { type: 'string', default: '3' },
    throttles: { type: 'string', default: '4,6' },
    query: { type: 'string', default: 'hummus' },
  },
});

// Runs in the page before the app: records when the first card appears, long tasks and frames.
function instrument() {
  const marks = { nav: null, firstCard: null };
  const longTasks = [];
  window.__bench = { marks, longTasks, frames: [], recordingFrames: false };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const seen = () => {
    if (marks.nav === null && document.querySelector('[data-testid="category-nav"]'))
      marks.nav = performance.now();
    if (marks.firstCard === null && document.querySelector('[data-testid^="item-card-"]'))
      marks.firstCard = performance.now();
    return marks.nav !== null && marks.firstCard !== null;
  };
  const observer = new MutationObserver(() => {
    if (seen()) observer.disconnect();
  });
  document.addEventListener('DOMContentLoaded', () =>
    observer.observe(document.body, { childList: true, subtree: true }),
  );
  let last = 0;
  const frame = (now) => {
    if (window.__bench.recordingFrames && last) window.__bench.frames.push(now - last);
    last = now;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

const percentile = (sorted, p) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const round = (n) => Math.round(n * 10) / 10;

async function throttledPage(browser, throttle) {
  const context = await browser.newContext({
    viewport: { width: Number(values.width), height: Number(values.height) },
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  await page.clock.setFixedTime(new Date(NOON_KUWAIT));
  return { context, page };
}

async function measure(browser, base, throttle) {
  const { context, page } = await throttledPage(browser, throttle);
  await page.addInitScript(instrument);
  await page.goto(`${base}/big/dine_in`);
  await page.waitForSelector('[data-testid^="item-card-"]');
  await settleAfterFirstLoad(page); // the worker's precache and idle work done before counting
  const loaded = await page.evaluate(() => ({
    marks: window.__bench.marks,
    nodes: document.getElementsByTagName('*').length,
    cards: document.querySelectorAll('[data-testid^="item-card-"]').length,
    longTasks: window.__bench.longTasks.length,
    sections: document.querySelectorAll('main section').length,
  }));

  // Scripted scroll: wheel steps of 800 px every 60 ms (a brisk fling) down to the bottom.
  const before = await page.evaluate(() => {
    window.__bench.recordingFrames = true;
    window.__bench.frames = [];
    return { tasks: window.__bench.longTasks.length, at: performance.now() };
  });
  await page.mouse.move(Number(values.width) / 2, Number(values.height) / 2);
  for (let step = 0; step < 1000; step += 1) {
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(60);
    const atBottom = await page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
    );
    if (atBottom) break;
  }
  await page.waitForTimeout(500);
  const scrolled = await page.evaluate((start) => {
    window.__bench.recordingFrames = false;
    const tasks = window.__bench.longTasks.slice(start.tasks);
    return {
      durationMs: performance.now() - start.at,
      longTasks: tasks.length,
      blockingMs: tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
      worstTaskMs: tasks.reduce((worst, task) => Math.max(worst, task.duration), 0),
      frames: window.__bench.frames,
      nodes: document.getElementsByTagName('*').length,
      cards: document.querySelectorAll('[data-testid^="item-card-"]').length,
      height: document.documentElement.scrollHeight,
    };
  }, before);
  await context.close();
  const interactions = await throttledPage(browser, throttle);
  const openSearch = await measureOpenSearch(interactions.page, base);
  const searchMs = await measureSearch(interactions.page, base, values.query);
  const jump = await measureCategoryJump(interactions.page, base);
  await interactions.context.close();
  const frames = [...scrolled.frames].sort((a, b) => a - b);
  return {
    throttle: `${throttle}x`,
    navMs: round(loaded.marks.nav),
    firstCardMs: round(loaded.marks.firstCard),
    nodesAfterLoad: loaded.nodes,
    cardsAfterLoad: loaded.cards,
    longTasksDuringLoad: loaded.longTasks,
    nodesAfterScroll: scrolled.nodes,
    cardsAfterScroll: scrolled.cards,
    pageHeightPx: scrolled.height,
    scrollMs: Math.round(scrolled.durationMs),
    scrollLongTasks: scrolled.longTasks,
    scrollBlockingMs: Math.round(scrolled.blockingMs),
    scrollWorstTaskMs: Math.round(scrolled.worstTaskMs),
    frameP50Ms: round(percentile(frames, 0.5)),
    frameP95Ms: round(percentile(frames, 0.95)),
    frameWorstMs: round(frames.at(-1) ?? 0),
    framesOver50Ms: frames.filter((ms) => ms > 50).length,
    frames: frames.length,
    openSearchPaintedMs: Math.round(openSearch.paintedMs),
    openSearchInteractionMs: Math.round(openSearch.interactionMs),
    searchAfterDebounceMs: searchMs.map(Math.round),
    categoryJumpSettledMs: Math.round(jump.settledMs),
  };
}

const server = await startMockServer(values.dist, Number(values.port));
try {
  const browser = await chromium.launch({
    executablePath: chromiumPath(chromium),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--no-first-run',
    ],
  });
  const results = [];
  try {
    console.log(`big menu at ${values.width}x${values.height}, ${values.runs} run(s) per setting`);
    for (const throttle of values.throttles.split(',').map(Number)) {
      for (let run = 0; run < Number(values.runs); run += 1) {
        const result = await measure(browser, server.base, throttle);
        results.push(result);
        console.log(JSON.stringify(result));
      }
    }
  } finally {
    await browser.close();
  }
  printSummary(results);
} finally {
  server.stop();
}
