// The big-menu benchmark's summary: per CPU throttle, the median over the runs of each figure
// beside its target (issue #18, tightened by issue #34: worst frame 150 ms, opening search 150 ms), as a
// Markdown table.
import { median } from '../lib/bench-figures.mjs';
const TARGETS = [
  { label: 'scroll frame p95 (ms)', value: (r) => r.frameP95Ms, max: 50 },
  { label: 'worst frame (ms)', value: (r) => r.frameWorstMs, max: 150 },
  { label: 'scroll blocking (ms)', value: (r) => r.scrollBlockingMs, max: 300 },
  { label: 'opening search: tap to field painted (ms)', value: (r) => r.openSearchPaintedMs, max: 150 },
  {
    label: 'opening search: Event Timing of the tap (ms)',
    value: (r) => r.openSearchInteractionMs,
    max: 150,
  },
  {
    label: 'search after debounce, worst key (ms)',
    value: (r) => Math.max(...r.searchAfterDebounceMs),
    max: 150,
  },
  { label: 'category jump settled (ms)', value: (r) => r.categoryJumpSettledMs, max: 100 },
  { label: 'DOM nodes after scroll', value: (r) => r.nodesAfterScroll, max: 1500 },
  { label: 'DOM nodes after load', value: (r) => r.nodesAfterLoad, max: 1500 },
];

export function printSummary(results) {
  const throttles = [...new Set(results.map((result) => result.throttle))];
  const header = ['figure (median of runs)', 'target', ...throttles.map((t) => `${t} CPU`)];
  const rows = TARGETS.map(({ label, value, max }) => [
    label,
    `≤ ${max}`,
    ...throttles.map((throttle) => {
      const figure = median(results.filter((r) => r.throttle === throttle).map(value));
      return `${Math.round(figure)} ${figure <= max ? 'met' : 'NOT met'}`;
    }),
  ]);
  console.log(
    `\n${[header, header.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n')}`,
  );
}
