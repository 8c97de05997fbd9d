/**
 * A table tablet's calls (waiter, bill). The staff have no screens in the mock, so a request is
 * acknowledged by the clock, like an order's status: pending, then acknowledged after a while.
 */
import type { Schemas } from '../api-types.ts';
import type { ScenarioState, StoredTableRequest } from '../db/state.ts';

/** How long the staff take to acknowledge a call, on the mock's clock. */
export const TABLE_REQUEST_ACK_MS = 45_000;

export function tableRequestsOf(state: ScenarioState): StoredTableRequest[] {
  state.table_requests ??= [];
  return state.table_requests;
}

export function tableRequestView(stored: StoredTableRequest, nowMs: number): Schemas['TableRequest'] {
  const acknowledgedAtMs = stored.created_at_ms + TABLE_REQUEST_ACK_MS;
  const acknowledged = nowMs >= acknowledgedAtMs;
  return {
    id: stored.id,
    branch_id: stored.branch_id,
    table_id: stored.table_id,
    kind: stored.kind,
    status: acknowledged ? 'acknowledged' : 'pending',
    created_at: new Date(stored.created_at_ms).toISOString(),
    acknowledged_at: acknowledged ? new Date(acknowledgedAtMs).toISOString() : null,
  };
}
