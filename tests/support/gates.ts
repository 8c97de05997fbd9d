/**
 * The reliability gates of issue 10, counted while the suites run and printed at the end of
 * `npm test` (scripts/print-gates.mjs). Each case is recorded under its gate; a case run twice
 * (a retry) counts once, with its last result.
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
}

export function recordGate(record: GateRecord): void {
  mkdirSync(dirname(GATES_FILE), { recursive: true });
  appendFileSync(GATES_FILE, `${JSON.stringify(record)}\n`);
}
