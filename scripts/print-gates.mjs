// Prints the reliability gates of issue 10 from what the suites recorded (tests/support/gates.ts)
// and fails when a gate misses its goal or did not run at all. Run last in `npm test`;
// `--clear` empties the record first (run first in `npm test`).
import { existsSync, readFileSync, rmSync } from 'node:fs';

const FILE = '.gates/results.jsonl';
if (process.argv.includes('--clear')) {
  rmSync('.gates', { recursive: true, force: true });
  process.exit(0);
}

const GOALS = [
  { gate: 'csp-violations', label: 'CSP violations', total: 'violations', max: 0, minCases: 100 },
  { gate: 'xss-executions', label: 'XSS executions', total: 'executions', max: 0, minCases: 2 },
  { gate: 'redirect-tricks', label: 'redirect tricks refused', minCases: 50 },
  { gate: 'storage-cases', label: 'storage cases survived', minCases: 20 },
  { gate: 'fault-cases', label: 'fault cases recovered', minCases: 180 },
  { gate: 'submits', label: 'submits duplicated / lost', totals: ['duplicates', 'lost'], max: 0, minCases: 1 },
];

const lines = existsSync(FILE) ? readFileSync(FILE, 'utf8').split('\n').filter(Boolean) : [];
const last = new Map();
for (const line of lines) {
  const record = JSON.parse(line);
  last.set(`${record.gate}\u0000${record.case}`, record);
}
const byGate = new Map();
for (const record of last.values()) byGate.set(record.gate, [...(byGate.get(record.gate) ?? []), record]);

let failed = false;
console.log('\nReliability gates (issue 10):');
for (const goal of GOALS) {
  const records = byGate.get(goal.gate) ?? [];
  const held = records.filter((r) => r.held).length;
  const sum = (name) => records.reduce((total, r) => total + (r.counts?.[name] ?? 0), 0);
  let text;
  let ok = records.length >= goal.minCases && held === records.length;
  if (goal.total) {
    const value = sum(goal.total);
    ok = ok && value <= goal.max;
    text = `${value} in ${records.length} tests`;
  } else if (goal.totals) {
    const values = goal.totals.map(sum);
    ok = ok && values.every((value) => value <= goal.max);
    text = `${values.join(' / ')} in ${records.length} runs`;
  } else {
    text = `${held} of ${records.length}`;
  }
  if (records.length < goal.minCases) text += ` (expected at least ${goal.minCases} cases)`;
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${goal.label}: ${text}`);
  failed ||= !ok;
}
process.exit(failed ? 1 : 0);
