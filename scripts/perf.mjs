// Benchmark (not a test): Lighthouse 12.8 mobile preset on the production build and the mock API,
// served compressed on one origin by the mock server's --static mode (as a real static host serves
// them), beside the stack floor (../shared/perf/stackfloor, built into node_modules/.cache/stackfloor
// when missing or stale) and a one-paragraph static page, served the same way, with /api:
//
//   npm run build && npm run mock:build && npm run perf [-- --runs 5 --port 4332 --only menu --dist dist --out perf-results.json]
//
// Ports: --port for the app, the next one for the stack floor, the one after for the static page.
// Pages take turns run by run. Prints median (min–max) per page, then every page as differences
// from the stack floor of the same run with issue #34's target and a mark (✓ met, ✗ not), and
// writes every run to the JSON file. --only keeps the two floors and the pages whose name holds it.
import { rmSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumPath, startMockServer } from './lib/mock-server.mjs';
import { lighthouseRun } from './perf/lighthouse-run.mjs';
import { ensureStackFloor } from './lib/stack-floor.mjs';
import { floorFolder, pagesToMeasure } from './perf/pages.mjs';
import { lcpTable, summarize, table, versusFloor } from './perf/summary.mjs';
import { loadAverages } from './lib/bench-figures.mjs';

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

const stackFloor = ensureStackFloor();
const floor = floorFolder();
const servers = [];
const app = await startMockServer(values.dist, Number(values.port));
servers.push(app);
let stackFloorServer;
let floorServer;
try {
  stackFloorServer = await startMockServer(stackFloor, Number(values.port) + 1);
  servers.push(stackFloorServer);
  floorServer = await startMockServer(floor, Number(values.port) + 2);
  servers.push(floorServer);
} catch (error) {
  for (const server of servers) server.stop();
  throw error;
}
const load = loadAverages;
const loadBefore = load();
const profiles = new Set();
try {
  const all = await pagesToMeasure(app.base, stackFloorServer.base, floorServer.base);
  for (const page of all) if (page.profileDir) profiles.add(page.profileDir);
  const pages = values.only ? all.filter((page) => page.floor || page.name.includes(values.only)) : all;
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
    .map(({ name, url, runs: pageRuns, failures = 0, floor: isFloor, targets }) => ({
      name,
      url,
      floor: isFloor,
      targets,
      failures,
      stats: summarize(pageRuns),
      runs: pageRuns,
    }));
  console.log(
    `\nLighthouse 12.8.2, mobile preset (simulated 150 ms RTT, 1.6 Mbps, 4x CPU), ${runs} runs, median (min–max)\n`,
  );
  console.log(table(results));
  const compared = versusFloor(results);
  console.log(
    `\nAgainst the stack floor of this run (issue #34: score ≥ floor − 2, − 5 for the big menu, cart and` +
      ` checkout; LCP ≤ floor + 0.3 s; TBT ≤ floor + 50 ms; cart and checkout cold ≤ 8 JS requests)\n`,
  );
  console.log(compared.text);
  const missed = compared.rows.filter((row) => row.missed.length > 0);
  console.log(
    missed.length === 0
      ? '\nEvery target met.'
      : `\nNot met: ${missed.map((row) => `${row.name} (${row.missed.join(', ')})`).join('; ')}`,
  );
  console.log("\nWhere the LCP goes (Lighthouse's trace, the median-LCP run of each page)\n");
  console.log(lcpTable(results));
  console.log(`Load average (1, 5, 15 min): before ${loadBefore}, after ${load()}`);
  for (const page of measured.filter((entry) => entry.failures))
    console.log(`${page.name}: ${page.failures} of ${runs} runs failed and are left out`);
  writeFileSync(
    values.out,
    JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        dist: values.dist,
        runs,
        loadBefore,
        loadAfter: load(),
        results,
      },
      null,
      2,
    ),
  );
  console.log(`\nEvery run: ${values.out}`);
} finally {
  for (const server of servers) server.stop();
  rmSync(floor, { recursive: true, force: true });
  for (const folder of profiles) rmSync(folder, { recursive: true, force: true });
}
