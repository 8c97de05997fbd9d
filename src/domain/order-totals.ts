/**
 * The totals of an order, computed the same way by the cart, the checkout and the mock server's
 * calc-order. Order of operations per line:
 *   gross        = (unit_price + modifiers_price) × counted quantity
 *   itemDiscount = discount per unit on unit_price × counted quantity          → roundMinor
 *   couponDiscount = coupon per unit on the discounted unit price × its units  → roundMinor
 *   net          = gross − itemDiscount − couponDiscount                       (≥ 0)
 *   exclusiveTax = net × Σ rates / 100                                         → roundMinor
 *   inclusiveTax = net × r / (100 + r)                                         → roundMinor
 * Rounding happens only there, once per line; order sums add whole minor units.
 * Discounts and coupons apply to the price label's price, not to modifiers: a fixed discount is
 * capped at the item's unit price, as the spec states, and modifiers are paid in full.
 */
import type { Coupon, Discounts, Minor, OrderSellingType } from './model.ts';
import { countedQuantity } from './cart-lines.ts';
import { allocateCoupon, couponFreesDelivery, couponUserRejection, type CouponRejection } from './coupons.ts';
import { roundMinor, sumMinor } from './money.ts';
import { walletShare } from './wallet-share.ts';
import { discountFor, discountPerUnit, exclusiveTaxOn, inclusiveTaxIn } from './pricing.ts';
import type { PricedLine } from './priced-line.ts';

export type { CouponRejection };
// The priced line is its own file: the cart checks every line it adds with it, while these totals
// load only with what shows them (issue #34). Exported here too for the callers that need both.
export { pricedLineFor, type PricedLine } from './priced-line.ts';

export interface OrderTotalsInput {
  /** Carried for callers that format the result; the arithmetic is currency-free in minor units. */
  currency: string;
  sellingType: OrderSellingType;
  lines: PricedLine[];
  discounts: Discounts | null;
  coupon: Coupon | null;
  isAuthenticated: boolean;
  deliveryFee: Minor; // from delivery.ts / shipping.ts; 0 for dine-in and pickup
  walletBalance: Minor | null; // null = wallet not used
}

export interface LineTotals {
  key: string;
  gross: Minor;
  itemDiscount: Minor;
  couponDiscount: Minor;
  net: Minor;
  exclusiveTax: Minor;
  inclusiveTax: Minor;
}

export interface OrderTotals {
  lines: LineTotals[];
  subtotal: Minor; // Σ gross (unit + modifiers) × counted quantity
  itemsDiscount: Minor; // item/category/all-menu discounts of the selling type
  couponDiscount: Minor;
  exclusiveTaxes: Minor; // added on top, computed on the discounted line amounts
  inclusiveTaxes: Minor; // already inside prices, for display
  deliveryFee: Minor; // 0 with a free-delivery coupon
  walletDiscount: Minor; // capped by the total
  total: Minor; // subtotal − discounts + exclusiveTaxes + deliveryFee − walletDiscount, ≥ 0
  couponRejection: CouponRejection | null; // why a given coupon did not apply
}

interface DiscountedLine {
  line: PricedLine;
  quantity: number;
  itemDiscountPerUnit: number;
}

function couponOutcome(
  coupon: Coupon | null,
  isAuthenticated: boolean,
  lines: readonly DiscountedLine[],
): { rejection: CouponRejection | null; perLine: Map<string, number> } {
  const perLine = new Map<string, number>();
  if (!coupon) return { rejection: null, perLine };
  const userRejection = couponUserRejection(coupon, isAuthenticated);
  if (userRejection) return { rejection: userRejection, perLine };
  const shares = allocateCoupon(
    coupon,
    lines.map(({ line, quantity, itemDiscountPerUnit }) => ({
      key: line.key,
      item_id: line.item_id,
      discountedUnitPrice: Math.max(0, line.unit_price - itemDiscountPerUnit),
      quantity,
    })),
  );
  // A free-delivery coupon still applies when no item is eligible; it then only frees delivery.
  if (shares.length === 0 && !coupon.free_delivery) {
    return { rejection: 'no-eligible-items', perLine };
  }
  for (const share of shares) perLine.set(share.key, roundMinor(share.perUnit * share.units));
  return { rejection: null, perLine };
}

export function computeOrderTotals(input: OrderTotalsInput): OrderTotals {
  const discounted: DiscountedLine[] = input.lines.map((line) => ({
    line,
    quantity: countedQuantity(line.quantity),
    itemDiscountPerUnit: discountPerUnit(
      line.unit_price,
      discountFor(line, input.discounts, input.sellingType),
    ),
  }));
  const coupon = couponOutcome(input.coupon, input.isAuthenticated, discounted);

  const lines: LineTotals[] = discounted.map(({ line, quantity, itemDiscountPerUnit }) => {
    const gross = roundMinor((line.unit_price + line.modifiers_price) * quantity);
    const itemDiscount = Math.min(gross, roundMinor(itemDiscountPerUnit * quantity));
    const couponDiscount = Math.min(gross - itemDiscount, coupon.perLine.get(line.key) ?? 0);
    const net = gross - itemDiscount - couponDiscount;
    return {
      key: line.key,
      gross,
      itemDiscount,
      couponDiscount,
      net,
      exclusiveTax: exclusiveTaxOn(net, line.taxes),
      inclusiveTax: inclusiveTaxIn(net, line.inclusive_taxes),
    };
  });

  const subtotal = sumMinor(lines.map((line) => line.gross));
  const itemsDiscount = sumMinor(lines.map((line) => line.itemDiscount));
  const couponDiscount = sumMinor(lines.map((line) => line.couponDiscount));
  const exclusiveTaxes = sumMinor(lines.map((line) => line.exclusiveTax));
  const inclusiveTaxes = sumMinor(lines.map((line) => line.inclusiveTax));
  const deliveryFee = couponFreesDelivery(input.coupon, coupon.rejection)
    ? 0
    : Math.max(0, input.deliveryFee);
  const beforeWallet = Math.max(0, subtotal - itemsDiscount - couponDiscount + exclusiveTaxes + deliveryFee);
  const walletDiscount = input.walletBalance == null ? 0 : walletShare(beforeWallet, input.walletBalance);

  return {
    lines,
    subtotal,
    itemsDiscount,
    couponDiscount,
    exclusiveTaxes,
    inclusiveTaxes,
    deliveryFee,
    walletDiscount,
    total: beforeWallet - walletDiscount,
    couponRejection: coupon.rejection,
  };
}
