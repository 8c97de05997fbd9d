/**
 * Spec §5: how much of an order the wallet pays, apart from the other wallet rules (wallet.ts)
 * because the cart's totals use it from the first load on. Amounts are integer minor units.
 */
import type { Minor } from './model.ts';

/** Spec §5: the wallet pays at most the order's total, and never more than the balance. */
export function walletShare(orderTotal: Minor, balance: Minor): Minor {
  return Math.min(Math.max(0, orderTotal), Math.max(0, balance));
}
