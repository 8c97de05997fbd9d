import { describe, expect, it } from 'vitest';
import { DEFAULT_PAYMENT_TYPE, minimumOrderShortfall } from './checkout.ts';

describe('minimumOrderShortfall', () => {
  it.each([
    // subtotal, items discount, coupon discount, minimum, shortfall
    [5000, 0, 0, 3000, 0],
    [3000, 0, 0, 3000, 0],
    [3000, 500, 0, 3000, 500],
    [3000, 500, 250, 3000, 750],
    [1000, 0, 0, 0, 0],
  ])('%i − %i − %i against %i → %i', (subtotal, itemsDiscount, couponDiscount, minimum, expected) => {
    expect(minimumOrderShortfall({ subtotal, itemsDiscount, couponDiscount }, minimum)).toBe(expected);
  });
});

it('starts with payment type 2', () => {
  expect(DEFAULT_PAYMENT_TYPE).toBe(2);
});
