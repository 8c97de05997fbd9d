import type { KeyValueStorage } from './deps.ts';
import { AWAITING_PAYMENT_KEY } from './on-demand-keys.ts';

/** The order whose online payment the customer went to make; null when none waits. */
export function readAwaitingPayment(storage: KeyValueStorage): number | null {
  try {
    const id = Number(storage.getItem(AWAITING_PAYMENT_KEY));
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

export function writeAwaitingPayment(storage: KeyValueStorage, orderId: number | null): void {
  try {
    if (orderId === null) storage.removeItem(AWAITING_PAYMENT_KEY);
    else storage.setItem(AWAITING_PAYMENT_KEY, String(orderId));
  } catch {
    // Without storage a paid order's cart stays; the customer can empty it by hand.
  }
}
