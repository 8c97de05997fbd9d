// One Lighthouse run (the npm package's CLI, in a child process so the servers of the calling
// script keep answering), mobile preset with its simulated throttling: 150 ms RTT, 1.6 Mbps, 4x CPU.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const lighthouseCli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

function runCli(url, chromeFlags) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        lighthouseCli,
        url,
        '--only-categories=performance',
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        `--chrome-flags=${chromeFlags.join(' ')}`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const out = [];
    const err = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else
        reject(new Error(`lighthouse ${url} exited ${code}: ${Buffer.concat(err).toString().slice(-800)}`));
    });
  });
}

/** The figures of one run, from Lighthouse's report (times in ms, sizes in bytes). */
function figures(report) {
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  const summary = report.audits['resource-summary']?.details?.items ?? [];
  const ofType = (type) => summary.find((row) => row.resourceType === type) ?? {};
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    speedIndex: audit('speed-index'),
    jsBytes: ofType('script').transferSize ?? 0,
    jsRequests: ofType('script').requestCount ?? 0,
    requests: ofType('total').requestCount ?? 0,
    finalUrl: report.finalDisplayedUrl,
    ...whereTimeGoes(report),
  };
}

/**
 * Where the LCP's time goes, from Lighthouse's own trace: the element that painted it and its
 * phases (TTFB, load delay, load time, render delay, ms), and the element that moved most (CLS).
 */
function whereTimeGoes(report) {
  const label = (node) => (node ? node.nodeLabel || node.selector || node.snippet : null);
  const [element, phases] = report.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const shifts = report.audits['layout-shifts']?.details?.items ?? [];
  return {
    lcpElement: label(element?.items?.[0]?.node),
    lcpPhases: Object.fromEntries((phases?.items ?? []).map((row) => [row.phase, Math.round(row.timing)])),
    shiftedElement: label(shifts[0]?.node),
  };
}

/** Runs Lighthouse once on `url`; `profileDir` gives Chromium a prepared profile (a stored cart). */
export async function lighthouseRun(url, profileDir) {
  const flags = profileDir ? [...CHROME_FLAGS, `--user-data-dir=${profileDir}`] : CHROME_FLAGS;
  const text = await runCli(url, flags);
  // PERF_DUMP_DIR=<folder> keeps each run's whole report (its network requests, main-thread tasks
  // and observed metrics) for a closer look at where a page's time goes.
  if (process.env.PERF_DUMP_DIR)
    writeFileSync(join(process.env.PERF_DUMP_DIR, `${encodeURIComponent(url)}-${Date.now()}.json`), text);
  const report = JSON.parse(text);
  if (report.runtimeError) throw new Error(`lighthouse ${url}: ${report.runtimeError.message}`);
  return figures(report);
}
