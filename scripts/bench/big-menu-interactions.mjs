// Three interactions of the big-menu benchmark, timed inside the page (performance.now()):
//   - opening search: a tap on the menu's search entry to the paint after the search field appears,
//     and the tap's Event Timing interaction (input to the next paint after its handlers);
//   - search: each keystroke to the next paint of its results, less the search's debounce;
//   - category jump: a tap on a far category to the last frame in which its section moved on the screen.

import { jumpAndSettle } from './section-jump.mjs';

/**
 * Waits, after a page's first load, for its service worker to be active (installed: the whole
 * build precached), then 1.5 s of idle work. A first visit's worker fetches and stores the whole
 * build (300-odd files) right after the load; measured during it, the scroll's first seconds and
 * the taps shared the CPU with that once-per-version work. A page without a worker (a dev build)
 * waits at most 20 s for one.
 */
export async function settleAfterFirstLoad(page) {
  await page.evaluate(() =>
    Promise.race([
      navigator.serviceWorker?.ready ?? Promise.resolve(),
      new Promise((resolve) => setTimeout(resolve, 20_000)),
    ]),
  );
  await page.waitForTimeout(1500);
}

/** The search page's debounce (src/features/search/SearchScreen.tsx SEARCH_DEBOUNCE_MS). */
export const SEARCH_DEBOUNCE_MS = 150;

// In the page: resolves with the time from the next input event to the paint after the result
// count changes (a frame callback, then a task: the frame has been painted by then), or null when
// the count stays the same (a key that changes nothing shown).
function nextResultsPaint() {
  return new Promise((resolve) => {
    setTimeout(() => resolve(null), 2000);
    const count = document.querySelector('[data-testid="search-count"]');
    const input = document.querySelector('[data-testid="search-input"]');
    let typedAt = null;
    input.addEventListener('input', () => (typedAt = performance.now()), { once: true });
    const before = count.textContent;
    const observer = new MutationObserver(() => {
      if (count.textContent === before) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - typedAt)));
    });
    observer.observe(count, { childList: true, subtree: true, characterData: true });
  });
}

// In the page: resolves, after the next tap, with the time from its pointerdown to the paint after
// the search field is in the page and visible (a frame callback, then a task, as above), and the
// longest Event Timing entry of the tap (0 when under 16 ms: no entry).
function nextSearchFieldPaint() {
  return new Promise((resolve) => {
    const durations = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.interactionId) durations.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16 });
    let tappedAt = null;
    document.addEventListener('pointerdown', (event) => (tappedAt = event.timeStamp), {
      capture: true,
      once: true,
    });
    const ready = () => document.querySelector('[data-testid="search-input"]')?.checkVisibility();
    const observer = new MutationObserver(() => {
      if (tappedAt === null || !ready()) return;
      observer.disconnect();
      requestAnimationFrame(() =>
        setTimeout(() => {
          const paintedMs = performance.now() - tappedAt;
          // Event Timing entries arrive after the paint that ends them.
          setTimeout(() => resolve({ paintedMs, interactionMs: Math.max(0, ...durations) }), 500);
        }),
      );
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  });
}

/** Taps the big menu's search entry: ms to the field painted, and the tap's interaction in ms. */
export async function measureOpenSearch(page, base) {
  await page.goto(`${base}/big/dine_in`);
  await page.waitForSelector('[data-testid^="item-card-"]');
  await settleAfterFirstLoad(page);
  const painted = page.evaluate(nextSearchFieldPaint);
  await page.waitForTimeout(20); // the observers are in place
  await page.getByTestId('search-entry').click();
  return painted;
}

/**
 * Types `query` into the big menu's search one key at a time; ms after the debounce for each key
 * that changed the results.
 */
export async function measureSearch(page, base, query) {
  await page.goto(`${base}/big/dine_in/search`);
  await page.waitForSelector('[data-testid="search-input"]');
  await settleAfterFirstLoad(page);
  const perKey = [];
  for (const key of query) {
    const painted = page.evaluate(nextResultsPaint);
    await page.waitForTimeout(20); // the observer is in place
    await page.keyboard.type(key);
    const ms = await painted;
    if (ms !== null) perKey.push(Math.max(0, ms - SEARCH_DEBOUNCE_MS));
  }
  return perKey;
}

/**
 * Jumps from the top of the big menu to a category far down (the navigation's last entry is the
 * smart "Best sellers" at the top, so the one before it); ms until the page is still.
 */
export async function measureCategoryJump(page, base) {
  await page.goto(`${base}/big/dine_in`);
  await page.waitForSelector('[data-testid^="item-card-"]');
  await settleAfterFirstLoad(page);
  const jump = await page.evaluate(jumpAndSettle, { fromEnd: 2, watchMs: 2500 });
  // Without the section, only the scroll position would count: less than the figure says.
  if (!jump.found) throw new Error(`The jump to ${jump.label} focused no section to follow on the screen`);
  return jump;
}
