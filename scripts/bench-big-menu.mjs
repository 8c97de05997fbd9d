// Benchmark (not a test) of the longest menu: the `big` scenario, 2,000 items in 80 categories.
// Serves a built app with the mock server, opens /big/dine_in in Chromium and prints:
//   - time to the category navigation and to the first item card (ms after navigation start),
//   - DOM nodes after load and after scrolling the whole menu,
//   - scroll smoothness during a scripted scroll to the bottom: long tasks (> 50 ms), their
//     blocking time, and frame intervals (p50 / p95 / worst, and frames over 50 ms),
// once without and once with 4x CPU throttling (a mid-range phone).
//
//   npm run mock:build && npx vite build --outDir dist-x
//   node scripts/bench-big-menu.mjs --dist dist-x [--port 4340] [--width 390 --height 844] [--runs 3]
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: process.env.E2E_DIST ?? 'dist' },
    port: { type: 'string', default: '4340' },
    width: { type: 'string', default: '390' },
    height: { type: 'string', default: '844' },
    runs: { type: 'string', default: '3' },
  },
});
const PORT = Number(values.port);
const BASE = `http://localhost:${PORT}`;
const NOON_KUWAIT = '2025-11-18T09:00:00.000Z';

if (!existsSync(`${values.dist}/index.html`)) throw new Error(`Build the app into ${values.dist}/ first.`);
if (!existsSync('dist-mock/server.mjs')) throw new Error('Build the mock server first (npm run mock:build).');

function browserPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return undefined;
  } catch {
    // Playwright's own browser is not installed.
  }
  return '/usr/bin/chromium';
}

async function waitForServer() {
  for (let i = 0; i < 100; i += 1) {
    try {
      const response = await fetch(`${BASE}/__mock/state`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  throw new Error('The mock server did not start.');
}

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

async function measure(browser, throttle) {
  const context = await browser.newContext({
    viewport: { width: Number(values.width), height: Number(values.height) },
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  await page.clock.setFixedTime(new Date(NOON_KUWAIT));
  await page.addInitScript(instrument);
  await page.goto(`${BASE}/big/dine_in`);
  await page.waitForSelector('[data-testid^="item-card-"]');
  await page.waitForTimeout(1500); // let idle work finish before counting
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
  };
}

const server = spawn(
  process.execPath,
  ['dist-mock/server.mjs', '--static', values.dist, '--port', String(PORT)],
  {
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
try {
  await waitForServer();
  const pinned = await fetch(`${BASE}/__mock/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ now: NOON_KUWAIT, frozen: true }),
  });
  if (!pinned.ok) throw new Error('Could not pin the mock clock.');
  const browser = await chromium.launch({
    executablePath: browserPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--no-first-run',
    ],
  });
  try {
    console.log(`big menu at ${values.width}x${values.height}, ${values.runs} run(s) per setting`);
    for (const throttle of [1, 4]) {
      for (let run = 0; run < Number(values.runs); run += 1) {
        console.log(JSON.stringify(await measure(browser, throttle)));
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  server.kill();
}
