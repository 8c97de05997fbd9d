/**
 * Checkout rules not covered by totals (spec §3, §9): default payment type and the minimum order.
 */
import type { Minor } from './model.ts';
import type { OrderTotals } from './order-totals.ts';

/** Spec §3, §9: payment_type the cart starts with. */
export const DEFAULT_PAYMENT_TYPE = 2;

/**
 * How much is missing to reach the minimum order; 0 when reached. Measured on what the items cost
 * after item and coupon discounts, before taxes and the delivery fee: a fee or a tax must not help
 * an order over the minimum.
 */
export function minimumOrderShortfall(
  totals: Pick<OrderTotals, 'subtotal' | 'itemsDiscount' | 'couponDiscount'>,
  minimum: Minor,
): Minor {
  const itemsAmount = totals.subtotal - totals.itemsDiscount - totals.couponDiscount;
  return Math.max(0, minimum - itemsAmount);
}
