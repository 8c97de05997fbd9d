import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { chromiumExecutable } from './tests/support/chromium.ts';
import { projectFilters } from './tests/e2e/device-projects.ts';

// The built app and the mock backend share one origin on a port of their own (never a stale server
// in CI). Tests reset the mock's state and pin its clock through /__mock/. The mock's state is per
// process, so each worker gets a server of its own on the next port (tests/e2e/support.ts picks it).
const PORT = Number(process.env.E2E_PORT ?? 4319);
// Three workers on our two cores: the tests wait on the page (polls, timers, the mock's replies)
// as much as they compute, so a third keeps the cores busy. Measured on 2026-11-27 on an otherwise
// idle machine: 518 tests in 11.1 min, the three workers busy 614-652 s each. (Earlier, with Debian's
// headless shell, two beat one: 95-106 s against 123-144 s for the shell, language, info and
// security files.) Each worker has its own mock server. E2E_WORKERS overrides it (1 when another
// suite already loads the machine).
const WORKERS = Number(process.env.E2E_WORKERS ?? 3);
// Another folder lets several people run suites side by side (E2E_DIST=dist-x E2E_PORT=43xx).
const DIST = process.env.E2E_DIST ?? 'dist';
const baseURL = `http://localhost:${PORT}`;
const executablePath = chromiumExecutable();

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // The gates' reporter declares each gate's cases from the tests about to run (tests/support/gates.ts).
  reporter: [['list'], ['./tests/support/gates-reporter.ts']],
  use: {
    baseURL,
    trace: 'off',
    // The production build registers an offline service worker; it would answer requests that
    // page.route() and the fault suites must see. Only offline.spec.ts lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'phone',
      ...projectFilters('phone'),
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        isMobile: false,
        hasTouch: true,
      },
    },
    {
      name: 'tablet',
      ...projectFilters('tablet'),
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, hasTouch: true },
    },
    {
      name: 'kiosk',
      ...projectFilters('kiosk'),
      use: { ...devices['Desktop Chrome'], viewport: { width: 1080, height: 1920 }, hasTouch: true },
    },
  ],
  webServer: Array.from({ length: WORKERS }, (_, index) => ({
    command: `node dist-mock/server.mjs --static ${DIST} --port ${PORT + index}`,
    url: `http://localhost:${PORT + index}/__mock/state`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});

if (!existsSync(`${DIST}/index.html`)) {
  throw new Error(`Build the app first (npm run build): Playwright serves ${DIST}/.`);
}
