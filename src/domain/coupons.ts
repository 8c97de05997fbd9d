/**
 * Coupons (spec §3, §5). A coupon discounts eligible units after the item discount, is limited to
 * max_allowed_items units, and can also make delivery free.
 */
import type { Coupon } from './model.ts';
import { discountPerUnit } from './pricing.ts';

/** Why a coupon the customer entered does not apply. */
export type CouponRejection = 'guests-only' | 'members-only' | 'no-eligible-items';

/** A cart line as the coupon sees it: its unit price after the item discount. */
export interface CouponCandidate {
  key: string;
  item_id: number;
  /** Unit price after the item discount, possibly fractional. */
  discountedUnitPrice: number;
  quantity: number;
}

/** How many units of a line the coupon discounts, and by how much each (possibly fractional). */
export interface CouponShare {
  key: string;
  units: number;
  perUnit: number;
}

export function couponUserRejection(coupon: Coupon, isAuthenticated: boolean): CouponRejection | null {
  if (coupon.user_type === 'guests' && isAuthenticated) return 'guests-only';
  if (coupon.user_type === 'auth_users' && !isAuthenticated) return 'members-only';
  return null;
}

export function isCouponEligible(coupon: Coupon, itemId: number): boolean {
  return coupon.all_menu || coupon.item_ids.includes(itemId);
}

/**
 * Share of the coupon per line. With max_allowed_items the most expensive units are discounted
 * first (they give the customer the largest saving, and the result does not depend on the order
 * lines were added); equal prices keep cart order. A fixed coupon is capped at the unit's price.
 */
export function allocateCoupon(coupon: Coupon, candidates: readonly CouponCandidate[]): CouponShare[] {
  const eligible = candidates
    .map((candidate, index) => ({ candidate, index }))
    .filter(({ candidate }) => isCouponEligible(coupon, candidate.item_id))
    .sort((a, b) => b.candidate.discountedUnitPrice - a.candidate.discountedUnitPrice || a.index - b.index);
  // null, and 0 as some servers send it, mean no limit.
  const limit = coupon.max_allowed_items;
  let unitsLeft = limit != null && limit > 0 ? limit : Number.POSITIVE_INFINITY;
  const shares: CouponShare[] = [];
  for (const { candidate } of eligible) {
    const units = Math.min(candidate.quantity, unitsLeft);
    if (units <= 0) break;
    unitsLeft -= units;
    const perUnit = discountPerUnit(candidate.discountedUnitPrice, {
      type: coupon.discount_type,
      value: coupon.discount_value,
    });
    shares.push({ key: candidate.key, units, perUnit });
  }
  return shares;
}

/** True when a coupon that otherwise applies removes the delivery fee. */
export function couponFreesDelivery(coupon: Coupon | null, rejection: CouponRejection | null): boolean {
  return coupon != null && rejection == null && coupon.free_delivery;
}
