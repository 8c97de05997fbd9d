// Benchmark (not a test): Lighthouse 12.8 mobile preset on the production build and the mock API,
// served compressed on one origin by the mock server's --static mode (as a real static host serves
// them), beside a one-paragraph static page served the same way. Builds nothing:
//
//   npm run build && npm run mock:build && npm run perf [-- --runs 5 --port 4332 --dist dist --out perf-results.json]
//
// Prints median (min–max) per page and writes every run to the JSON file.
import { rmSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumPath, startMockServer } from './lib/mock-server.mjs';
import { lighthouseRun } from './perf/lighthouse-run.mjs';
import { floorFolder, pagesToMeasure } from './perf/pages.mjs';
import { summarize, table } from './perf/summary.mjs';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    port: { type: 'string', default: '4332' },
    runs: { type: 'string', default: '5' },
    only: { type: 'string' },
    out: { type: 'string', default: 'perf-results.json' },
  },
});
const runs = Number(values.runs);
process.env.CHROME_PATH ??= chromiumPath(chromium) ?? chromium.executablePath();

const floor = floorFolder();
const app = await startMockServer(values.dist, Number(values.port));
const floorServer = await startMockServer(floor, Number(values.port) + 1).catch((error) => {
  app.stop();
  throw error;
});
const profiles = new Set();
try {
  const all = await pagesToMeasure(app.base, floorServer.base);
  for (const page of all) if (page.profileDir) profiles.add(page.profileDir);
  const pages = values.only ? all.filter((page, i) => i === 0 || page.name.includes(values.only)) : all;
  const measured = pages.map((page) => ({ ...page, runs: [] }));
  // Pages take turns run by run, so a slow spell of a shared machine spreads over all of them.
  for (let run = 1; run <= runs; run += 1) {
    for (const page of measured) {
      try {
        const figures = await lighthouseRun(page.url, page.profileDir);
        page.runs.push(figures);
        console.error(
          `run ${run}/${runs} ${page.name}: score ${figures.score}, LCP ${Math.round(figures.lcp)} ms`,
        );
      } catch (error) {
        // A run that fails (Lighthouse's NO_FCP on a starved machine) is reported and left out.
        page.failures = (page.failures ?? 0) + 1;
        console.error(`run ${run}/${runs} ${page.name} failed: ${error.message.split('\n')[0]}`);
      }
    }
  }
  const results = measured
    .filter((page) => page.runs.length > 0)
    .map(({ name, url, runs: pageRuns, failures = 0 }) => ({
      name,
      url,
      failures,
      stats: summarize(pageRuns),
      runs: pageRuns,
    }));
  console.log(
    `\nLighthouse 12.8.2, mobile preset (simulated 150 ms RTT, 1.6 Mbps, 4x CPU), ${runs} runs, median (min–max)\n`,
  );
  console.log(table(results));
  for (const page of measured.filter((entry) => entry.failures))
    console.log(`${page.name}: ${page.failures} of ${runs} runs failed and are left out`);
  writeFileSync(
    values.out,
    JSON.stringify({ measuredAt: new Date().toISOString(), dist: values.dist, runs, results }, null, 2),
  );
  console.log(`\nEvery run: ${values.out}`);
} finally {
  app.stop();
  floorServer.stop();
  rmSync(floor, { recursive: true, force: true });
  for (const folder of profiles) rmSync(folder, { recursive: true, force: true });
}
