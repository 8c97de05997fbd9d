/** Wallet ledger of a customer: credit lots (used oldest first) and the credit history. */
import type { Schemas } from '../api-types.ts';
import type { ScenarioSeed } from '../db/records.ts';
import type { StoredUser } from '../db/state.ts';
import { localized } from '../views/menu-view.ts';

function historyId(user: StoredUser): number {
  return user.id * 10 + user.credit_history.length + 1;
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
  user.credit_history.push({
    id: historyId(user),
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
): void {
  user.wallet_lots.push({ amount, expires_at: expiresAt, source });
  user.credit_history.push({
    id: historyId(user),
    type: 'credit',
    amount,
    description,
    order_id: null,
    created_at: at,
  });
}

export function walletView(seed: ScenarioSeed, user: StoredUser): Schemas['Wallet'] {
  return {
    wallet_feature_enabled: seed.business.enable_wallet,
    balance: user.wallet_lots.map((lot) => ({ ...lot })),
    onHoldBalance: user.on_hold,
    availablePackages: seed.wallet_packages.map((p) => ({
      id: p.id,
      name: localized(p.name),
      description: localized(p.description),
      image: p.image,
      price: p.price,
      credit: p.credit,
      validity_days: 365,
    })),
    creditHistory: [...user.credit_history].reverse(),
    policy: Object.keys(seed.wallet_policy).length > 0 ? localized(seed.wallet_policy) : null,
  };
}
