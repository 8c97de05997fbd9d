/**
 * Wallet ledger of a customer: credit lots (used oldest first), the amount on hold and the credit
 * history. Orders paid with the wallet take their share at once and keep it on hold until they
 * complete (settled) or are cancelled (refunded, once). Lots past their expiry are written off
 * with an expiry entry the next time the wallet is read.
 */
import { lotIsSpendable, spendableBalance } from '../../src/domain/wallet.ts';
import type { Schemas } from '../api-types.ts';
import type { MockBackend } from '../backend.ts';
import type { ScenarioSeed } from '../db/records.ts';
import type { StoredOrder, StoredUser } from '../db/state.ts';
import { currentStatus } from './order-status.ts';
import { localized } from '../views/menu-view.ts';
import { orderTimeline } from '../views/order-view.ts';

export const HISTORY_PAGE_SIZE = 10;

type Movement = Omit<Schemas['CreditHistoryEntry'], 'id' | 'balance_after'>;

function record(user: StoredUser, movement: Movement): void {
  user.credit_history.push({
    ...movement,
    id: user.id * 1000 + user.credit_history.length + 1,
    balance_after: user.wallet_lots.reduce((sum, lot) => sum + lot.amount, 0),
  });
}

/** Takes `amount` from the oldest lots first; the caller has capped it by the balance. */
export function debitWallet(user: StoredUser, amount: number, orderId: number, at: string): void {
  let left = amount;
  for (const lot of user.wallet_lots) {
    const used = Math.min(lot.amount, left);
    lot.amount -= used;
    left -= used;
  }
  user.wallet_lots = user.wallet_lots.filter((lot) => lot.amount > 0);
  record(user, {
    type: 'debit',
    amount,
    description: { en: 'Paid for an order', ar: 'دفع طلب' },
    order_id: orderId,
    created_at: at,
  });
}

export function creditWallet(
  user: StoredUser,
  amount: number,
  source: string,
  description: Schemas['LocalizedText'],
  at: string,
  expiresAt: string | null,
  packageId: number | null = null,
): void {
  user.wallet_lots.push({ amount, expires_at: expiresAt, source });
  record(user, {
    type: 'credit',
    amount,
    description,
    order_id: null,
    package_id: packageId,
    created_at: at,
  });
}

/** A cancelled order gives its wallet share back, once; false when there was nothing to refund. */
export function refundOrder(user: StoredUser, stored: StoredOrder, at: string): boolean {
  const amount = stored.order.amounts.wallet_discount;
  const orderId = stored.order.id;
  const refunded = user.credit_history.some((entry) => entry.type === 'refund' && entry.order_id === orderId);
  if (amount <= 0 || refunded) return false;
  user.wallet_lots.push({ amount, expires_at: null, source: 'refund' });
  record(user, {
    type: 'refund',
    amount,
    description: { en: `Refund of order ${stored.order.number}`, ar: `استرداد الطلب ${stored.order.number}` },
    order_id: orderId,
    created_at: at,
  });
  return true;
}

/**
 * Brings the ledger up to the clock: expired lots are written off, and the amount on hold is what
 * the customer's unfinished, uncancelled orders took from the wallet.
 */
export function settleWallet(backend: MockBackend, seed: ScenarioSeed, user: StoredUser): void {
  const now = backend.clock.nowMs();
  for (const lot of user.wallet_lots.filter((l) => l.amount > 0 && !lotIsSpendable(l, now))) {
    user.wallet_lots = user.wallet_lots.filter((l) => l !== lot);
    record(user, {
      type: 'expiry',
      amount: lot.amount,
      description: { en: 'Credit expired', ar: 'انتهت صلاحية الرصيد' },
      order_id: null,
      created_at: lot.expires_at ?? new Date(now).toISOString(),
    });
  }
  user.on_hold = backend.db
    .scenario(seed.name)
    .orders.filter((stored) => stored.user_id === user.id && stored.cancelled_at_ms === null)
    .filter((stored) => currentStatus(orderTimeline(stored), now) !== 'completed')
    .reduce((sum, stored) => sum + stored.order.amounts.wallet_discount, 0);
}

export function packageViews(seed: ScenarioSeed): Schemas['WalletPackage'][] {
  if (!seed.business.enable_wallet) return [];
  return seed.wallet_packages.map((p) => ({
    id: p.id,
    name: localized(p.name),
    description: localized(p.description),
    image: p.image,
    price: p.price,
    credit: p.credit,
    validity_days: p.validity_days ?? 365,
  }));
}

export function walletView(backend: MockBackend, seed: ScenarioSeed, user: StoredUser): Schemas['Wallet'] {
  const now = backend.clock.nowMs();
  return {
    wallet_feature_enabled: seed.business.enable_wallet,
    balance: user.wallet_lots.filter((lot) => lotIsSpendable(lot, now)).map((lot) => ({ ...lot })),
    onHoldBalance: user.on_hold,
    availablePackages: packageViews(seed),
    creditHistory: [...user.credit_history].reverse().slice(0, HISTORY_PAGE_SIZE),
    policy: Object.keys(seed.wallet_policy).length > 0 ? localized(seed.wallet_policy) : null,
  };
}

export function walletHistoryPage(user: StoredUser, page: number): Schemas['WalletHistoryPage'] {
  const newestFirst = [...user.credit_history].reverse();
  const lastPage = Math.max(1, Math.ceil(newestFirst.length / HISTORY_PAGE_SIZE));
  const start = (page - 1) * HISTORY_PAGE_SIZE;
  return {
    page,
    last_page: lastPage,
    per_page: HISTORY_PAGE_SIZE,
    total: newestFirst.length,
    entries: newestFirst.slice(start, start + HISTORY_PAGE_SIZE),
  };
}

/** What spending the wallet on an order may take now. */
export function spendableNow(backend: MockBackend, user: StoredUser): number {
  return spendableBalance(user.wallet_lots, backend.clock.nowMs());
}
