/**
 * A table tablet's calls (waiter, bill). The staff have no screens in the mock, so a request is
 * acknowledged by the clock, like an order's status: pending, then acknowledged after a while,
 * unless the party cancelled it before.
 */
import type { Schemas } from '../api-types.ts';
import type { ScenarioState, StoredTableRequest } from '../db/state.ts';

/** How long the staff take to acknowledge a call, on the mock's clock. */
export const TABLE_REQUEST_ACK_MS = 45_000;

export function tableRequestsOf(state: ScenarioState): StoredTableRequest[] {
  state.table_requests ??= [];
  return state.table_requests;
}

function isAcknowledged(stored: StoredTableRequest, nowMs: number): boolean {
  return stored.cancelled_at_ms === undefined && nowMs >= stored.created_at_ms + TABLE_REQUEST_ACK_MS;
}

/**
 * The party takes a call back: a pending one is cancelled (the staff's list drops it); one the
 * staff acknowledged already, or cancelled before, stays as it is.
 */
export function cancelTableRequest(stored: StoredTableRequest, nowMs: number): void {
  if (stored.cancelled_at_ms !== undefined || isAcknowledged(stored, nowMs)) return;
  stored.cancelled_at_ms = nowMs;
}

export function tableRequestView(stored: StoredTableRequest, nowMs: number): Schemas['TableRequest'] {
  const acknowledgedAtMs = stored.created_at_ms + TABLE_REQUEST_ACK_MS;
  const acknowledged = isAcknowledged(stored, nowMs);
  return {
    id: stored.id,
    branch_id: stored.branch_id,
    table_id: stored.table_id,
    kind: stored.kind,
    status: stored.cancelled_at_ms !== undefined ? 'cancelled' : acknowledged ? 'acknowledged' : 'pending',
    created_at: new Date(stored.created_at_ms).toISOString(),
    acknowledged_at: acknowledged ? new Date(acknowledgedAtMs).toISOString() : null,
  };
}
