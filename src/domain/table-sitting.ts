/**
 * A table tablet's sitting (issue 15): what the party at the table ordered, and the running total
 * they will be asked to pay. A cancelled order is not owed; everything else is, whatever its
 * kitchen status.
 */
import type { Minor } from './model.ts';
import { sumMinor } from './money.ts';

export interface SittingOrder {
  status: string;
  /** The order's total in minor units of the business currency. */
  total: Minor;
}

export function isOwed(order: SittingOrder): boolean {
  return order.status !== 'cancelled';
}

/** What the party owes for this sitting so far, in minor units. */
export function sittingTotal(orders: readonly SittingOrder[]): Minor {
  return sumMinor(orders.filter(isOwed).map((order) => order.total));
}

/** How often the tablet asks whether the staff have acknowledged a call. */
export const TABLE_CALL_POLL_MS = 5_000;
