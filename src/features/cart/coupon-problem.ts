/**
 * Why the coupon the customer entered does not apply, from the validation call (unknown code, or
 * refused for this kind of customer) or from the cart's totals (no item it covers, or the
 * customer logged in or out after applying it).
 */
import type { CouponRejection } from '../../domain/coupons.ts';
import type { CouponError } from '../../stores/cart-store.ts';

export type CouponProblem = 'unknown-code' | 'guests-only' | 'members-only' | 'no-eligible-items' | 'failed';

export function couponProblem(input: {
  couponError: CouponError | null;
  rejection: CouponRejection | null;
  isAuthenticated: boolean;
}): CouponProblem | null {
  switch (input.couponError) {
    case 'not-found':
      return 'unknown-code';
    // The server refuses a known code only for the kind of customer: a logged-in customer was
    // refused a guests-only coupon, a guest a members-only one.
    case 'not-applicable':
      return input.isAuthenticated ? 'guests-only' : 'members-only';
    case 'failed':
      return 'failed';
    default:
      return input.rejection;
  }
}
