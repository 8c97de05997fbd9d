/**
 * The reliability gates of issue 10, counted while the suites run and printed at the end of
 * `npm test` (scripts/print-gates.mjs). Each case is recorded under its gate with the attempt it
 * came from; a case that failed on any attempt fails its gate, even when a retry held (flaky).
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export const GATES_FILE = '.gates/results.jsonl';

export type GateName =
  'csp-violations' | 'xss-executions' | 'redirect-tricks' | 'storage-cases' | 'fault-cases' | 'submits';

export interface GateRecord {
  gate: GateName;
  /** What was tried: a test title, a trick at an entry point, a damaged key. */
  case: string;
  /** Whether the case held (refused, survived, recovered). */
  held: boolean;
  /** Counts a case adds up (violations, executions, duplicates, lost). */
  counts?: Record<string, number>;
  /** Playwright's retry index (0 = first attempt); absent for Vitest, which never retries. */
  attempt?: number;
}

export function recordGate(record: GateRecord): void {
  mkdirSync(dirname(GATES_FILE), { recursive: true });
  appendFileSync(GATES_FILE, `${JSON.stringify(record)}\n`);
}

/**
 * The cases a gate must see, declared before they run (by the suite's own inventory: the tests
 * Playwright is about to run, the table a Vitest suite walks). A declared case that records
 * nothing fails its gate, so a figure never counts fewer cases than the suite holds.
 */
export function declareCases(gate: GateName, cases: readonly string[]): void {
  mkdirSync(dirname(GATES_FILE), { recursive: true });
  appendFileSync(
    GATES_FILE,
    cases.map((name) => `${JSON.stringify({ gate, case: name, declared: true })}\n`).join(''),
  );
}

/** The fault suites: every test in them is a case of the fault-cases gate (fault-support.ts). */
export const FAULT_CASE_FILES = ['faults.spec.ts', 'faults-every-call.spec.ts', 'faults-touch.spec.ts'];

/** The fault-cases gate's name for a test: its project and title (the touch cases run in two). */
export function faultCaseName(project: string, title: string): string {
  return `${project} › ${title}`;
}

/** The CSP gate's name for an e2e test: its project and its title path from the file down. */
export function cspCaseName(project: string, titlePath: readonly string[]): string {
  return `${project} › ${titlePath.join(' › ')}`;
}
