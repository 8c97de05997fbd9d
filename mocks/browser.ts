/**
 * The mock backend in the browser, through msw's service worker (public/mockServiceWorker.js).
 * Import it lazily so msw and faker never enter a production bundle:
 *
 *   if (import.meta.env.VITE_API_MOCKS === 'true') {
 *     const { enableMocking } = await import('../../mocks/browser.ts');
 *     await enableMocking();
 *   }
 *
 * What customers changed (orders, users, wallet …) and the mock clock live in localStorage, so a
 * reload keeps them. ?mock-reset=1 (or =<scenario>) starts fresh; ?mock-now=<ISO> freezes time.
 * Tests reach the controls on window.__mock (see browser-controls.ts); people reach the same
 * controls through the dev panel in the bottom corner (dev-panel.ts; ?mock-panel=off hides it).
 */
import { setupWorker } from 'msw/browser';
import { createHandlers } from './all-handlers.ts';
import { createMockBackend } from './backend.ts';
import { browserControls, type MockControls } from './browser-controls.ts';
import type { MockClockState } from './db/clock.ts';
import { isScenarioName } from './db/records.ts';
import type { MockState } from './db/state.ts';
import { devPanelDisabled, mountDevPanel } from './dev-panel.ts';

declare global {
  interface Window {
    __mock?: MockControls;
  }
}

const STATE_KEY = 'menu-webapp:mock-db:v1';
const CLOCK_KEY = 'menu-webapp:mock-clock:v1';

function readJson<T>(key: string): T | null {
  try {
    const text = localStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch (error) {
    // A full or blocked storage only costs persistence across reloads.
    console.warn('[mock] could not save the mock database', error);
  }
}

/** Applies ?mock-reset and ?mock-now, then removes them from the address bar. */
function applyUrlSwitches(controls: MockControls): void {
  const url = new URL(window.location.href);
  const reset = url.searchParams.get('mock-reset');
  const now = url.searchParams.get('mock-now');
  if (reset !== null) controls.reset(isScenarioName(reset) ? reset : undefined);
  if (now) controls.clock.set(now, { frozen: true });
  if (reset !== null || now !== null) {
    url.searchParams.delete('mock-reset');
    url.searchParams.delete('mock-now');
    window.history.replaceState(window.history.state, '', url);
  }
}

export async function enableMocking(): Promise<void> {
  const backend = createMockBackend({
    state: readJson<MockState>(STATE_KEY) ?? {},
    onChange: (state) => writeJson(STATE_KEY, state),
    // Long enough that a double click on "Place order" meets the first request in flight.
    processingMs: 400,
  });
  const savedClock = readJson<MockClockState>(CLOCK_KEY);
  if (savedClock) backend.clock.restore(savedClock);
  const controls = browserControls(backend, () => writeJson(CLOCK_KEY, backend.clock.snapshot()));
  applyUrlSwitches(controls);

  const worker = setupWorker(...createHandlers(backend, { buildManifest: false, failUnknownApiCalls: true }));
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    quiet: !new URL(window.location.href).searchParams.has('mock-log'),
    // Unknown API calls already get a loud 404 from the last handler; anything else (assets, the
    // dev server's modules, build.json) goes to the network.
    onUnhandledRequest: 'bypass',
  });
  // Set last: tests wait for window.__mock as the sign that requests are being mocked.
  window.__mock = controls;
  if (!devPanelDisabled(new URL(window.location.href))) mountDevPanel(controls);
}
