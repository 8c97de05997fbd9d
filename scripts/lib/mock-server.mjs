// Starts the built mock server (dist-mock/server.mjs) serving a folder, as the benchmarks use it:
// compressed, on one origin with the mock API, its clock pinned so every run sees the same day.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** A Tuesday noon in Kuwait: the demo businesses are open and take orders. */
export const NOON_KUWAIT = '2025-11-18T09:00:00.000Z';

async function waitForServer(base, server) {
  for (let i = 0; i < 300; i += 1) {
    // Exited (a port already taken): whatever answers there is not this server.
    if (server.exitCode !== null) throw new Error(`The mock server for ${base} exited (port in use?).`);
    try {
      const response = await fetch(`${base}/__mock/state`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  throw new Error(`The mock server on ${base} did not start.`);
}

/** Serves `folder` on `port`; resolves to { base, stop } once the server answers. */
export async function startMockServer(folder, port) {
  if (!existsSync(`${folder}/index.html`))
    throw new Error(`Nothing to serve: ${folder}/index.html is missing.`);
  if (!existsSync('dist-mock/server.mjs'))
    throw new Error('Build the mock server first (npm run mock:build).');
  const base = `http://localhost:${port}`;
  const server = spawn(
    process.execPath,
    // Precompressed, as a real static host serves a build: the first tap on a lazily loaded screen
    // would otherwise wait while the server compresses its files.
    ['dist-mock/server.mjs', '--static', folder, '--precompress', '--port', String(port)],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const stop = () => server.kill();
  try {
    await sleep(300);
    await waitForServer(base, server);
    const pinned = await fetch(`${base}/__mock/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ now: NOON_KUWAIT, frozen: true }),
    });
    if (!pinned.ok) throw new Error('Could not pin the mock clock.');
  } catch (error) {
    stop();
    throw error;
  }
  return { base, stop };
}

/** Chromium for Playwright: $CHROMIUM_PATH, else Playwright's own browser, else Debian's. */
export function chromiumPath(chromium) {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return undefined;
  } catch {
    // Playwright's own browser is not installed.
  }
  return '/usr/bin/chromium';
}
