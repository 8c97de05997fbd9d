/**
 * Orders held for a card on the terminal (issue 31): placed with the business's `terminal`
 * method, unpaid and away from the kitchen until a payment of them is approved or they go to the
 * counter. The server releases a held order as cancelled once src/domain's rule says so (15
 * minutes after it was placed or its last payment ended, never while a payment is pending), so a
 * customer who walked away from the kiosk leaves nothing held for ever. Reads of the order and of
 * its payments apply the rule first, from the mock's clock.
 */
import { heldOrderReleased } from '../../src/domain/terminal-payment.ts';
import type { Schemas } from '../api-types.ts';
import type { ScenarioSeed } from '../db/records.ts';
import type { ScenarioState, StoredOrder } from '../db/state.ts';

/** The business's terminal method (kind `terminal`), or undefined when it takes no card on a terminal. */
export function terminalMethodOf(seed: ScenarioSeed): Schemas['PaymentMethod'] | undefined {
  return seed.business.payment_methods.find((method) => method.kind === 'terminal');
}

/** The order waits for a terminal payment: placed with the terminal method and not paid. */
export function awaitsTerminalPayment(seed: ScenarioSeed, stored: StoredOrder): boolean {
  return (
    terminalMethodOf(seed)?.payment_type === stored.order.payment_type &&
    stored.order.payment_status === 'pending' &&
    stored.cancelled_at_ms === null
  );
}

/**
 * Releases (cancels) the orders of the scenario held too long for their card; true when any was.
 * Nothing was charged: a released order has no approved payment, and it never reached the kitchen.
 */
export function releaseHeldOrders(seed: ScenarioSeed, state: ScenarioState, nowMs: number): boolean {
  let released = false;
  for (const stored of state.orders) {
    if (!awaitsTerminalPayment(seed, stored)) continue;
    const payments = (state.terminal_payments ?? [])
      .filter((p) => p.payment.order_id === stored.order.id && !p.payment.bill_id)
      .map((p) => ({
        status: p.payment.status,
        endedAtMs: p.payment.completed_at ? Date.parse(p.payment.completed_at) : null,
      }));
    if (!heldOrderReleased({ placedAtMs: Date.parse(stored.order.created_at), payments }, nowMs)) continue;
    stored.cancelled_at_ms = nowMs;
    released = true;
  }
  return released;
}
