// Prints the reliability gates from what the suites recorded (tests/support/gates.ts) and fails a
// gate that misses its goal. Run last in `npm test`; `--clear` empties the record first (run first
// in `npm test`). Each gate's cases are declared by the suite's own inventory before they run (the
// Playwright tests about to run, the tables the Vitest suites walk): a declared case that recorded
// nothing fails its gate, and so does a case that failed on any attempt, even when Playwright's
// retry then passed (printed as flaky).
import { existsSync, readFileSync, rmSync } from 'node:fs';

const FILE = '.gates/results.jsonl';
if (process.argv.includes('--clear')) {
  rmSync('.gates', { recursive: true, force: true });
  process.exit(0);
}

const GATES = [
  { gate: 'csp-violations', label: 'CSP violations', total: 'violations', unit: 'tests that loaded the app' },
  { gate: 'xss-executions', label: 'XSS executions', total: 'executions', unit: 'hostile pages' },
  { gate: 'redirect-tricks', label: 'redirect tricks refused' },
  { gate: 'storage-cases', label: 'storage cases survived' },
  { gate: 'fault-cases', label: 'fault cases recovered' },
  {
    gate: 'submits',
    label: 'submits created / attempts, duplicated / lost / never placed / card payments paid twice',
    totals: ['created', 'attempts', 'duplicates', 'lost', 'neverPlaced', 'paidTwice'],
  },
];

export function gateReport(lines) {
  const cases = new Map();
  const caseOf = (gate, name) => {
    const key = `${gate}\u0000${name}`;
    if (!cases.has(key)) cases.set(key, { gate, name, declared: false, attempts: [] });
    return cases.get(key);
  };
  for (const record of lines) {
    const entry = caseOf(record.gate, record.case);
    if (record.declared) entry.declared = true;
    else entry.attempts.push(record);
  }
  const report = [];
  for (const goal of GATES) {
    const mine = [...cases.values()].filter((entry) => entry.gate === goal.gate);
    const missing = mine.filter((entry) => entry.attempts.length === 0);
    const undeclared = mine.filter((entry) => !entry.declared && entry.attempts.length > 0);
    const ran = mine.filter((entry) => entry.attempts.length > 0);
    const lastOf = (entry) => entry.attempts.reduce((a, b) => ((b.attempt ?? 0) >= (a.attempt ?? 0) ? b : a));
    const failed = ran.filter((entry) => !lastOf(entry).held);
    const flaky = ran.filter((entry) => lastOf(entry).held && entry.attempts.some((a) => !a.held));
    const sum = (name, entries = ran) =>
      entries.reduce(
        (total, entry) => total + entry.attempts.reduce((t, a) => t + (a.counts?.[name] ?? 0), 0),
        0,
      );
    let counted = ran;
    let text;
    if (goal.gate === 'csp-violations')
      counted = ran.filter((entry) => entry.attempts.some((a) => a.counts?.appLoads));
    if (goal.total) text = `${sum(goal.total)} in ${counted.length} ${goal.unit}`;
    else if (goal.totals) {
      const [created, attempts, ...rest] = goal.totals.map((name) => sum(name));
      text = `${created} / ${attempts}, ${rest.join(' / ')} in ${ran.length} runs`;
    } else text = `${ran.length - failed.length - flaky.length} of ${ran.length}`;
    const notes = [];
    if (goal.gate === 'csp-violations' && ran.length > counted.length)
      notes.push(`${ran.length - counted.length} tests loaded no page of the app`);
    if (missing.length)
      notes.push(`${missing.length} declared cases recorded nothing, e.g. ${missing[0].name}`);
    if (undeclared.length)
      notes.push(`${undeclared.length} cases nobody declared, e.g. ${undeclared[0].name}`);
    if (failed.length) notes.push(`${failed.length} failed, e.g. ${failed[0].name}`);
    if (flaky.length)
      notes.push(`${flaky.length} flaky (failed, then held on a retry), e.g. ${flaky[0].name}`);
    const ok =
      mine.length > 0 &&
      missing.length === 0 &&
      undeclared.length === 0 &&
      failed.length === 0 &&
      flaky.length === 0 &&
      (goal.gate !== 'csp-violations' || (counted.length > 0 && sum('violations') === 0)) &&
      (goal.gate !== 'xss-executions' || sum('executions') === 0);
    if (!mine.length) notes.push('no case declared or recorded: the suite did not run');
    report.push({
      ok,
      line: `${ok ? 'ok  ' : 'FAIL'} ${goal.label}: ${text}${notes.length ? ` (${notes.join('; ')})` : ''}`,
    });
  }
  return report;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const lines = existsSync(FILE)
    ? readFileSync(FILE, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : [];
  const report = gateReport(lines);
  console.log('\nReliability gates:');
  for (const { line } of report) console.log(`  ${line}`);
  process.exit(report.every(({ ok }) => ok) ? 0 : 1);
}
