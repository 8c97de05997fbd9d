// Medians with min and max over the runs of each page, and the table `npm run perf` prints.
const METRICS = ['score', 'fcp', 'lcp', 'tbt', 'cls', 'speedIndex', 'jsBytes', 'jsRequests', 'requests'];

function median(sorted) {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

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
