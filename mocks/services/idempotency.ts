/**
 * Idempotency-Key for the order and reservation POSTs (contract: "Idempotent order and
 * reservation POSTs"): same key + same body replays the first reply; a different body is 422;
 * a request still being processed is 409; a missing key is 400. Keys live 24 hours.
 */
import type { MockBackend } from '../backend.ts';
import type { ScenarioName } from '../db/records.ts';

export const KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** An in-flight mark older than this was left by a reload mid-request; it no longer blocks. */
const STALE_IN_FLIGHT_MS = 30_000;

export interface Reply {
  status: number;
  body: unknown;
}

/** Key order does not matter when comparing bodies. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** FNV-1a over the canonical JSON: enough to tell two bodies apart in a mock. */
export function bodyHash(value: unknown): string {
  const text = canonicalJson(value);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${hash.toString(16)}:${text.length}`;
}

export type IdempotencyOutcome =
  { kind: 'replay'; reply: Reply } | { kind: 'conflict'; reply: Reply } | { kind: 'run' };

const problem = (status: number, code: string, message: string): Reply => ({
  status,
  body: { error: status, message, code },
});

export function beginIdempotent(
  backend: MockBackend,
  scenario: ScenarioName,
  operation: string,
  key: string | null,
  body: unknown,
): IdempotencyOutcome {
  if (!key || !key.trim()) {
    return {
      kind: 'conflict',
      reply: problem(400, 'idempotency_key_missing', 'The Idempotency-Key header is required.'),
    };
  }
  const state = backend.db.scenario(scenario);
  const now = backend.clock.nowMs();
  state.idempotency = state.idempotency.filter((r) => now - r.at_ms < KEY_TTL_MS);
  const hash = bodyHash(body);
  const existing = state.idempotency.find((r) => r.key === key && r.operation === operation);
  if (existing && !(existing.state === 'in_flight' && now - existing.at_ms > STALE_IN_FLIGHT_MS)) {
    if (existing.body_hash !== hash) {
      return {
        kind: 'conflict',
        reply: problem(
          422,
          'idempotency_key_reused',
          'This Idempotency-Key was used with a different request.',
        ),
      };
    }
    if (existing.state === 'in_flight') {
      return {
        kind: 'conflict',
        reply: problem(409, 'idempotency_key_in_flight', 'Your request is still being processed.'),
      };
    }
    return { kind: 'replay', reply: { status: existing.status, body: existing.body } };
  }
  state.idempotency = state.idempotency.filter((r) => r !== existing);
  state.idempotency.push({
    key,
    operation,
    body_hash: hash,
    state: 'in_flight',
    status: 0,
    body: null,
    at_ms: now,
  });
  backend.db.commit();
  return { kind: 'run' };
}

/** Records a successful reply for replays. */
export function finishIdempotent(
  backend: MockBackend,
  scenario: ScenarioName,
  operation: string,
  key: string,
  reply: Reply,
): void {
  const record = backend.db
    .scenario(scenario)
    .idempotency.find((r) => r.key === key && r.operation === operation);
  if (record) Object.assign(record, { state: 'done', status: reply.status, body: reply.body });
  backend.db.commit();
}

/** Forgets a key whose request was refused (4xx) or crashed, so a corrected retry may reuse it. */
export function abandonIdempotent(
  backend: MockBackend,
  scenario: ScenarioName,
  operation: string,
  key: string,
): void {
  const state = backend.db.scenario(scenario);
  state.idempotency = state.idempotency.filter((r) => !(r.key === key && r.operation === operation));
  backend.db.commit();
}
