/**
 * Wallet rules (spec §3, §4, §5): what can be spent, when the wallet is used, how an order is
 * split between the wallet (its share: wallet-share.ts) and the rest. Amounts are integer minor
 * units; instants are epoch milliseconds.
 */
import type { Minor } from './model.ts';
import { sumMinor } from './money.ts';
import { walletShare } from './wallet-share.ts';

/** payment_type of an order the wallet pays in full (see PaymentMethod in the contract). */
export const WALLET_PAYMENT_TYPE = 3;

export interface CreditLot {
  amount: Minor;
  /** ISO instant after which the lot can no longer be spent; null or absent: never expires. */
  expires_at?: string | null;
}

/** A lot counts until its expiry instant; an unreadable expiry counts as expired (never overspend). */
export function lotIsSpendable(lot: CreditLot, nowMs: number): boolean {
  if (lot.amount <= 0) return false;
  if (lot.expires_at == null) return true;
  const expiresMs = Date.parse(lot.expires_at);
  return Number.isFinite(expiresMs) && expiresMs > nowMs;
}

/** What the customer can spend now: the sum of the lots that are positive and not expired. */
export function spendableBalance(lots: readonly CreditLot[], nowMs: number): Minor {
  return sumMinor(lots.filter((lot) => lotIsSpendable(lot, nowMs)).map((lot) => lot.amount));
}

/** Spec §4: the wallet pays part of an order only if the feature is on and the customer chose it. */
export function usesWallet(input: {
  walletFeatureEnabled: boolean;
  useWallet: boolean;
  authenticated: boolean;
}): boolean {
  return input.walletFeatureEnabled && input.useWallet && input.authenticated;
}

export interface PaymentSplit {
  /** Paid from the wallet. */
  wallet: Minor;
  /** Left for the chosen method. */
  rest: Minor;
  /** The payment_type the order carries: the wallet's when it pays everything, else the chosen one. */
  paymentType: number;
}

/**
 * How an order of `orderTotal` (before the wallet) is paid: `balance` is null when the wallet is
 * not used. When the wallet covers the whole total no other method is asked for.
 */
export function splitPayment(
  orderTotal: Minor,
  balance: Minor | null,
  chosenPaymentType: number,
): PaymentSplit {
  const total = Math.max(0, orderTotal);
  const wallet = balance === null ? 0 : walletShare(total, balance);
  const rest = total - wallet;
  const paysAll = wallet > 0 && rest === 0;
  return { wallet, rest, paymentType: paysAll ? WALLET_PAYMENT_TYPE : chosenPaymentType };
}

/** The bonus a package gives over its price (0 when it gives only what it costs). */
export function packageBonus(pack: { price: Minor; credit: Minor }): Minor {
  return Math.max(0, pack.credit - pack.price);
}

export type WalletMovementKind = 'package' | 'credit' | 'order' | 'refund' | 'expiry' | 'hold' | 'release';

/** What a history entry means to the customer. */
export function movementKind(entry: {
  type: 'credit' | 'debit' | 'hold' | 'release' | 'refund' | 'expiry';
  package_id?: number | null;
}): WalletMovementKind {
  switch (entry.type) {
    case 'credit':
      return entry.package_id != null ? 'package' : 'credit';
    case 'debit':
      return 'order';
    default:
      return entry.type;
  }
}

/** Whether a movement adds to the balance (shown with a plus) or takes from it. */
export function movementAdds(type: 'credit' | 'debit' | 'hold' | 'release' | 'refund' | 'expiry'): boolean {
  return type === 'credit' || type === 'refund' || type === 'release';
}
