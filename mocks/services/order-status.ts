/**
 * An order's status is derived from the clock, not stored: a placed order advances on its own
 * (pending → accepted after 30 s → preparing → ready / out for delivery → completed), so status
 * pages and history show movement in demos, and a pinned clock makes tests exact.
 * A scheduled order waits "accepted" until its kitchen start, 20 minutes before the slot.
 */
import type { OrderSellingType } from '../../src/domain/model.ts';
import type { Schemas } from '../api-types.ts';

type Status = Schemas['OrderStatus'];

const SECOND = 1000;
const MINUTE = 60 * SECOND;
export const ACCEPT_AFTER_MS = 30 * SECOND;
export const KITCHEN_LEAD_MS = 20 * MINUTE;
const IMMEDIATE_KITCHEN_START_MS = 2 * MINUTE;

/** Offsets from the kitchen start. */
const STAGES: Record<OrderSellingType, [Status, number][]> = {
  dine_in: [
    ['preparing', 0],
    ['ready', 8 * MINUTE],
    ['completed', 18 * MINUTE],
  ],
  car_pickup: [
    ['preparing', 0],
    ['ready', 8 * MINUTE],
    ['completed', 18 * MINUTE],
  ],
  delivery: [
    ['preparing', 0],
    ['out_for_delivery', 8 * MINUTE],
    ['delivered', 23 * MINUTE],
    ['completed', 28 * MINUTE],
  ],
};

export interface StatusTimelineInput {
  sellingType: OrderSellingType;
  createdAtMs: number;
  scheduledForMs: number | null;
  cancelledAtMs: number | null;
}

function kitchenStart(input: StatusTimelineInput): number {
  const immediate = input.createdAtMs + IMMEDIATE_KITCHEN_START_MS;
  return input.scheduledForMs == null
    ? immediate
    : Math.max(immediate, input.scheduledForMs - KITCHEN_LEAD_MS);
}

/** Every status change up to `nowMs`, oldest first. */
export function statusHistory(input: StatusTimelineInput, nowMs: number): Schemas['OrderStatusChange'][] {
  const start = kitchenStart(input);
  const changes: [Status, number][] = [
    ['pending', input.createdAtMs],
    ['accepted', input.createdAtMs + ACCEPT_AFTER_MS],
    ...STAGES[input.sellingType].map(([status, offset]): [Status, number] => [status, start + offset]),
  ];
  const cutoff = input.cancelledAtMs ?? Number.POSITIVE_INFINITY;
  const reached = changes.filter(([, at]) => at <= nowMs && at <= cutoff);
  if (input.cancelledAtMs != null && input.cancelledAtMs <= nowMs)
    reached.push(['cancelled', input.cancelledAtMs]);
  return reached.map(([status, at]) => ({ status, at: new Date(at).toISOString() }));
}

export function currentStatus(input: StatusTimelineInput, nowMs: number): Status {
  return statusHistory(input, nowMs).at(-1)?.status ?? 'pending';
}

/** When the order should be ready (or leave for delivery). */
export function estimatedReadyAt(input: StatusTimelineInput): string {
  return new Date(kitchenStart(input) + 8 * MINUTE).toISOString();
}
