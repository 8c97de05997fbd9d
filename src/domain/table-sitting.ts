/**
 * A table tablet's sitting (issue 15): what the party at the table ordered, and the running total
 * they will be asked to pay. A cancelled order is not owed; everything else is, whatever its
 * kitchen status.
 */
import type { Minor } from './model.ts';
import { sumMinor } from './money.ts';
import { tipRefusal, type TipSettings } from './tips.ts';

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

/** A sitting's order as the bill sees it: its id, whether it is paid already, and what it owes. */
export interface BillOrder extends SittingOrder {
  id: number;
  /** `paid` once a card (terminal or online) paid it; anything else is still owed. */
  payment_status: string;
}

export interface SittingBill {
  /** The orders the bill pays, oldest first (each once). */
  orderIds: number[];
  /** What they owe, in minor units. */
  amount: Minor;
  /** The tip on top, in minor units: 0 unless the business enables tips. */
  tip: Minor;
}

export type BillRefusal = 'nothing_to_pay' | 'tips_disabled' | 'invalid_tip';

/**
 * The bill of a table sitting (issue 31): every order of it that is neither cancelled nor paid
 * already, their total, and a tip only where the business enables tips and only one a tile of
 * tips.ts showed for that total (a whole, non-negative number of minor units). Nothing owed, or a
 * tip the business does not take, is a refusal.
 */
export function sittingBill(
  orders: readonly BillOrder[],
  options: { tips?: TipSettings | null; tip?: Minor },
): SittingBill | BillRefusal {
  const tip = options.tip ?? 0;
  if (!Number.isInteger(tip) || tip < 0) return 'invalid_tip';
  const seen = new Set<number>();
  const owed = orders.filter((order) => {
    if (seen.has(order.id)) return false;
    seen.add(order.id);
    return isOwed(order) && order.payment_status !== 'paid';
  });
  if (owed.length === 0) return 'nothing_to_pay';
  const amount = sittingTotal(owed);
  const refusal = tipRefusal(options.tips, amount, tip);
  if (refusal) return refusal;
  return { orderIds: owed.map((order) => order.id).sort((a, b) => a - b), amount, tip };
}

/** The sitting is paid: it had orders to pay and none of them is owed any more. */
export function isSittingPaid(orders: readonly BillOrder[]): boolean {
  const owed = orders.filter(isOwed);
  return owed.length > 0 && owed.every((order) => order.payment_status === 'paid');
}

/** How often the tablet asks whether the bill was paid (on the phone or the terminal). */
export const TABLE_BILL_POLL_MS = 2_000;
