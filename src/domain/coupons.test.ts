import { describe, expect, it } from 'vitest';
import {
  allocateCoupon,
  couponFreesDelivery,
  couponUserRejection,
  isCouponEligible,
  type CouponCandidate,
} from './coupons.ts';
import { testCoupon as coupon } from './menu-test-fixtures.ts';

const candidate = (key: string, item_id: number, price: number, quantity: number): CouponCandidate => ({
  key,
  item_id,
  discountedUnitPrice: price,
  quantity,
});

describe('couponUserRejection', () => {
  it.each([
    ['all', false, null],
    ['all', true, null],
    ['guests', false, null],
    ['guests', true, 'guests-only'],
    ['auth_users', false, 'members-only'],
    ['auth_users', true, null],
  ] as const)('%s coupon, authenticated %s → %j', (user_type, isAuthenticated, expected) => {
    expect(couponUserRejection(coupon({ user_type }), isAuthenticated)).toBe(expected);
  });
});

describe('isCouponEligible', () => {
  it.each([
    [coupon(), 5, true],
    [coupon({ all_menu: false, item_ids: [5, 6] }), 5, true],
    [coupon({ all_menu: false, item_ids: [6] }), 5, false],
    [coupon({ all_menu: false, item_ids: [] }), 5, false],
  ])('%#', (given, itemId, expected) => {
    expect(isCouponEligible(given, itemId)).toBe(expected);
  });
});

describe('allocateCoupon', () => {
  const cart = [candidate('a', 1, 500, 2), candidate('b', 2, 2000, 1), candidate('c', 3, 2000, 3)];
  it.each([
    // max units, expected [key, units] in allocation order (most expensive first, ties in cart order)
    [
      null,
      [
        ['b', 1],
        ['c', 3],
        ['a', 2],
      ],
    ],
    [1, [['b', 1]]],
    [
      3,
      [
        ['b', 1],
        ['c', 2],
      ],
    ],
    [
      5,
      [
        ['b', 1],
        ['c', 3],
        ['a', 1],
      ],
    ],
  ])('max_allowed_items %s', (max, expected) => {
    const shares = allocateCoupon(coupon({ max_allowed_items: max }), cart);
    expect(shares.map((share) => [share.key, share.units])).toEqual(expected);
  });

  it('caps a fixed coupon at each unit price', () => {
    const shares = allocateCoupon(coupon({ discount_type: 'fixed', discount_value: 1000 }), cart);
    expect(shares.map((share) => share.perUnit)).toEqual([1000, 1000, 500]);
  });

  it('skips lines the coupon does not name', () => {
    const shares = allocateCoupon(coupon({ all_menu: false, item_ids: [1] }), cart);
    expect(shares).toEqual([{ key: 'a', units: 2, perUnit: 50 }]);
  });
});

describe('couponFreesDelivery', () => {
  it.each([
    [null, null, false],
    [coupon(), null, false],
    [coupon({ free_delivery: true }), null, true],
    [coupon({ free_delivery: true }), 'members-only', false],
  ] as const)('%#', (given, rejection, expected) => {
    expect(couponFreesDelivery(given, rejection)).toBe(expected);
  });
});
