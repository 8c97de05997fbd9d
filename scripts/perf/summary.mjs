// Medians with min and max over the runs of each page, and the table `npm run perf` prints.
import { median } from '../lib/bench-figures.mjs';

const METRICS = ['score', 'fcp', 'lcp', 'tbt', 'cls', 'speedIndex', 'jsBytes', 'jsRequests', 'requests'];

/** { median, min, max } of every metric over the runs. */
export function summarize(runs) {
  const stats = { median: {}, min: {}, max: {} };
  for (const metric of METRICS) {
    const values = runs.map((run) => run[metric]).sort((a, b) => a - b);
    stats.median[metric] = median(values);
    stats.min[metric] = values[0];
    stats.max[metric] = values.at(-1);
  }
  return stats;
}

const seconds = (ms) => (ms / 1000).toFixed(2);
const range = (stats, metric, format) =>
  `${format(stats.median[metric])} (${format(stats.min[metric])}–${format(stats.max[metric])})`;

/** A Markdown table: median (min–max) of each figure, and LCP as a multiple of the floor's. */
export function table(results) {
  const floorLcp = results[0].stats.median.lcp;
  const rows = results.map(({ name, stats }) => [
    name,
    range(stats, 'score', String),
    range(stats, 'fcp', seconds),
    range(stats, 'lcp', seconds),
    `${(stats.median.lcp / floorLcp).toFixed(1)}×`,
    range(stats, 'tbt', Math.round),
    range(stats, 'cls', (value) => value.toFixed(3)),
    `${(stats.median.jsBytes / 1024).toFixed(0)} KB`,
    `${stats.median.requests} (${stats.median.jsRequests})`,
  ]);
  const header = [
    'page',
    'score',
    'FCP s',
    'LCP s',
    'LCP/floor',
    'TBT ms',
    'CLS',
    'JS transferred',
    'requests (JS)',
  ];
  return [header, header.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n');
}

const signed = (value, digits = 0) => {
  const text = Math.abs(value).toFixed(digits);
  return value < 0 && Number(text) !== 0 ? `−${text}` : `+${text}`;
};
const mark = (met) => (met ? '✓' : '✗');

/**
 * Each page's medians as differences from the stack floor's of the same run (the row with
 * `floor: 'stack'`), each with its target and a mark: [{ name, cells, met, missed }] and a table.
 */
export function versusFloor(results) {
  const floor = results.find((result) => result.floor === 'stack');
  if (!floor) throw new Error('No stack floor among the results: nothing to compare with.');
  const base = floor.stats.median;
  const rows = results.map(({ name, stats, targets, floor: isFloor }) => {
    const m = stats.median;
    const checks = [];
    const cell = (key, value, delta, format, limit, better) => {
      if (isFloor || limit === undefined) return `${value} (${format(delta)})`;
      const met = better === 'higher' ? delta >= limit : delta <= limit;
      checks.push({ key, met });
      return `${value} (${format(delta)} ${mark(met)} ${better === 'higher' ? '≥' : '≤'} ${format(limit)})`;
    };
    const requests = targets?.jsRequests;
    const requestsCell =
      requests === undefined || isFloor
        ? String(m.jsRequests)
        : `${m.jsRequests} ${mark(m.jsRequests <= requests)} ≤ ${requests}`;
    if (requests !== undefined && !isFloor) checks.push({ key: 'jsRequests', met: m.jsRequests <= requests });
    const cells = [
      isFloor === 'stack' ? `${name} (yardstick)` : name,
      cell('score', m.score, m.score - base.score, (v) => signed(v), targets?.score, 'higher'),
      cell('lcp', seconds(m.lcp), m.lcp - base.lcp, (v) => `${signed(v / 1000, 2)} s`, targets?.lcp),
      cell('tbt', Math.round(m.tbt), m.tbt - base.tbt, (v) => `${signed(v)} ms`, targets?.tbt),
      `${seconds(m.fcp)} (${signed((m.fcp - base.fcp) / 1000, 2)} s)`,
      requestsCell,
      `${(m.jsBytes / 1024).toFixed(1)} (${signed((m.jsBytes - base.jsBytes) / 1024, 1)} KB)`,
    ];
    return {
      name,
      cells,
      met: checks.filter((check) => check.met).map((check) => check.key),
      missed: checks.filter((check) => !check.met).map((check) => check.key),
    };
  });
  const header = [
    'page',
    'score (vs floor, target)',
    'LCP s (vs floor, target)',
    'TBT ms (vs floor, target)',
    'FCP s (vs floor)',
    'JS requests (target)',
    'JS KB transferred (vs floor)',
  ];
  const text = [header, header.map(() => '---'), ...rows.map((row) => row.cells)]
    .map((row) => `| ${row.join(' | ')} |`)
    .join('\n');
  return { rows, text };
}

/**
 * Each page's LCP element and phases, and the element that moved most, from its median-LCP run:
 * where the LCP's time goes, beside the figures.
 */
export function lcpTable(results) {
  const rows = results.map(({ name, runs }) => {
    const byLcp = [...runs].sort((a, b) => a.lcp - b.lcp);
    const run = byLcp[Math.floor((byLcp.length - 1) / 2)];
    const phases = Object.entries(run.lcpPhases ?? {}).map(([phase, ms]) => `${phase} ${ms}`);
    const cell = (text) =>
      String(text ?? '—')
        .replace(/\s+/g, ' ')
        .replaceAll('|', '\\|')
        .slice(0, 60);
    return [name, cell(run.lcpElement), phases.join(', ') || '—', cell(run.shiftedElement)];
  });
  const header = ['page', 'LCP element', 'LCP phases (ms)', 'moved most (CLS)'];
  return [header, header.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n');
}
