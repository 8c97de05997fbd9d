// What every benchmark prints alike: medians of its runs, and the machine's load beside its figures
// (a shared 2-core machine's load moves them more than most changes do).
import { loadavg } from 'node:os';

/** The median of the numbers (the mean of the middle two for an even count). */
export function median(numbers) {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The 1, 5 and 15 minute load averages, as printed: "1.20, 0.80, 0.50". */
export function loadAverages() {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
}
