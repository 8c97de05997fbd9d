import { describe, expect, it } from 'vitest';
import {
  movementAdds,
  movementKind,
  packageBonus,
  spendableBalance,
  splitPayment,
  usesWallet,
  WALLET_PAYMENT_TYPE,
} from './wallet.ts';
import { walletShare } from './wallet-share.ts';

const NOW = Date.parse('2025-11-18T09:00:00.000Z');

describe('spendableBalance', () => {
  it.each([
    ['no lots', [], 0],
    ['one lot without expiry', [{ amount: 5000 }], 5000],
    ['lots add up', [{ amount: 5000, expires_at: null }, { amount: 250 }], 5250],
    ['a lot expiring later counts', [{ amount: 1500, expires_at: '2025-11-19T00:00:00Z' }], 1500],
    [
      'an expired lot does not count',
      [{ amount: 1500, expires_at: '2025-11-18T08:59:59Z' }, { amount: 10 }],
      10,
    ],
    ['expiring exactly now does not count', [{ amount: 1500, expires_at: '2025-11-18T09:00:00Z' }], 0],
    ['an unreadable expiry does not count', [{ amount: 1500, expires_at: 'soon' }], 0],
    ['zero and negative lots do not count', [{ amount: 0 }, { amount: -300 }, { amount: 700 }], 700],
  ])('%s → %d', (_name, lots, expected) => {
    expect(spendableBalance(lots, NOW)).toBe(expected);
  });
});

describe('walletShare (spec §5: capped by the order total)', () => {
  it.each([
    [3740, 5000, 3740],
    [3740, 1000, 1000],
    [3740, 3740, 3740],
    [0, 5000, 0],
    [3740, 0, 0],
    [3740, -5, 0],
    [-10, 500, 0],
  ])('total %d, balance %d → %d', (total, balance, expected) => {
    expect(walletShare(total, balance)).toBe(expected);
  });
});

describe('splitPayment', () => {
  it.each([
    ['wallet not used', 3740, null, 1, { wallet: 0, rest: 3740, paymentType: 1 }],
    ['wallet pays part, rest by card', 3740, 1000, 1, { wallet: 1000, rest: 2740, paymentType: 1 }],
    ['wallet pays part, rest in cash', 3740, 1000, 2, { wallet: 1000, rest: 2740, paymentType: 2 }],
    ['wallet pays all', 3740, 5000, 1, { wallet: 3740, rest: 0, paymentType: WALLET_PAYMENT_TYPE }],
    ['exact balance pays all', 3740, 3740, 2, { wallet: 3740, rest: 0, paymentType: WALLET_PAYMENT_TYPE }],
    ['empty wallet changes nothing', 3740, 0, 2, { wallet: 0, rest: 3740, paymentType: 2 }],
    ['a free order keeps the chosen method', 0, 5000, 2, { wallet: 0, rest: 0, paymentType: 2 }],
  ])('%s', (_name, total, balance, chosen, expected) => {
    expect(splitPayment(total, balance, chosen)).toEqual(expected);
  });
});

describe('packageBonus', () => {
  it.each([
    [{ price: 20000, credit: 25000 }, 5000],
    [{ price: 10000, credit: 10000 }, 0],
    [{ price: 10000, credit: 9000 }, 0],
  ])('%o → %d', (pack, expected) => {
    expect(packageBonus(pack)).toBe(expected);
  });
});

describe('movementKind and movementAdds', () => {
  it.each([
    [{ type: 'credit' as const, package_id: 2 }, 'package', true],
    [{ type: 'credit' as const, package_id: null }, 'credit', true],
    [{ type: 'debit' as const }, 'order', false],
    [{ type: 'refund' as const }, 'refund', true],
    [{ type: 'expiry' as const }, 'expiry', false],
    [{ type: 'hold' as const }, 'hold', false],
    [{ type: 'release' as const }, 'release', true],
  ])('%o → %s', (entry, kind, adds) => {
    expect(movementKind(entry)).toBe(kind);
    expect(movementAdds(entry.type)).toBe(adds);
  });
});

describe('usesWallet', () => {
  it.each([
    [true, true, true, true],
    [false, true, true, false],
    [true, false, true, false],
    [true, true, false, false],
  ])(
    'feature %s, chosen %s, authenticated %s → %s',
    (walletFeatureEnabled, useWallet, authenticated, expected) => {
      expect(usesWallet({ walletFeatureEnabled, useWallet, authenticated })).toBe(expected);
    },
  );
});
