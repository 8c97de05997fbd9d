/**
 * The rules of a card-present payment on a payment terminal (issue 31): which states are final,
 * what may follow what, when an order may take another payment, and what the device shows next.
 * The mock backend and the device's store both follow them, so neither can charge an order twice.
 */

export type TerminalPaymentStatus = 'pending' | 'approved' | 'declined' | 'cancelled' | 'timed_out';

export const TERMINAL_PAYMENT_STATUSES: readonly TerminalPaymentStatus[] = [
  'pending',
  'approved',
  'declined',
  'cancelled',
  'timed_out',
];

/** Only `pending` changes; every other state is the payment's last. */
export function isFinalPaymentStatus(status: TerminalPaymentStatus): boolean {
  return status !== 'pending';
}

/** A state may follow another only when it is the same (a repeated report) or pending ends. */
export function mayFollow(from: TerminalPaymentStatus, to: TerminalPaymentStatus): boolean {
  if (from === to) return true;
  return from === 'pending';
}

export type PaymentStartRefusal = 'payment_in_progress' | 'order_already_paid';

/**
 * Whether an order may start another terminal payment, given the states of the payments it has
 * had: not while one is pending (follow or cancel it), never after one was approved.
 */
export function newPaymentRefusal(earlier: readonly TerminalPaymentStatus[]): PaymentStartRefusal | null {
  if (earlier.includes('approved')) return 'order_already_paid';
  if (earlier.includes('pending')) return 'payment_in_progress';
  return null;
}

/**
 * What the device shows for a payment's state: wait on the terminal, the order paid, the
 * decline with its choices, or the payment choice again (cancelled, timed out).
 */
export type TerminalScreen = 'waiting' | 'paid' | 'declined' | 'choose-again';

export function screenForPayment(status: TerminalPaymentStatus): TerminalScreen {
  switch (status) {
    case 'pending':
      return 'waiting';
    case 'approved':
      return 'paid';
    case 'declined':
      return 'declined';
    case 'cancelled':
    case 'timed_out':
      return 'choose-again';
  }
}

/** How many ms after it started a pending payment is polled again: soon at first, then calmer. */
export function nextPollDelayMs(elapsedMs: number): number {
  return elapsedMs < 10_000 ? 1_000 : 2_000;
}

/**
 * How long an order placed for a card on the terminal may wait, unpaid and away from the kitchen,
 * after it was placed or its last payment ended, before the server releases it as cancelled. The
 * kiosk's idle reset (at most 10 minutes) has long ended the customer's session by then, so the
 * order can no longer be paid from it; nothing was charged, and nothing reaches the kitchen.
 */
export const HELD_ORDER_RELEASE_MS = 15 * 60_000;

/** What the server knows of a held order: when it was placed, and its terminal payments. */
export interface HeldOrder {
  placedAtMs: number;
  payments: readonly { status: TerminalPaymentStatus; endedAtMs: number | null }[];
}

/**
 * The held order is released (cancelled, never charged) now: no payment of it is pending or
 * approved, and HELD_ORDER_RELEASE_MS have passed since it was placed and since its last payment
 * ended. A pending payment always holds it (the terminal ends it first, with its own time-out).
 */
export function heldOrderReleased(order: HeldOrder, nowMs: number): boolean {
  if (order.payments.some((p) => p.status === 'pending' || p.status === 'approved')) return false;
  const lastActivity = Math.max(order.placedAtMs, ...order.payments.map((p) => p.endedAtMs ?? 0));
  return nowMs - lastActivity >= HELD_ORDER_RELEASE_MS;
}
