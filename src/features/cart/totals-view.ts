/**
 * The amounts a totals breakdown shows, from either source: the server's calc-order reply (shown
 * once it has answered for the current cart) or the cart's own computeOrderTotals (shown while
 * the server is asked, offline, or when it refuses the draft, e.g. before an address is chosen).
 */
import type { CalcOrderResult } from '../../api/types.ts';
import type { Minor } from '../../domain/model.ts';
import type { OrderTotals } from '../../domain/order-totals.ts';

export interface TotalsView {
  subtotal: Minor;
  itemsDiscount: Minor;
  couponDiscount: Minor;
  exclusiveTaxes: Minor;
  inclusiveTaxes: Minor;
  deliveryFee: Minor;
  walletDiscount: Minor;
  total: Minor;
}

export function totalsFromServer(amounts: CalcOrderResult): TotalsView {
  return {
    subtotal: amounts.subtotal,
    itemsDiscount: amounts.items_discount,
    couponDiscount: amounts.coupon_discount,
    exclusiveTaxes: amounts.exclusive_taxes,
    inclusiveTaxes: amounts.inclusive_taxes,
    deliveryFee: amounts.delivery_fee,
    walletDiscount: amounts.wallet_discount,
    total: amounts.total,
  };
}

export function totalsFromClient(totals: OrderTotals): TotalsView {
  return {
    subtotal: totals.subtotal,
    itemsDiscount: totals.itemsDiscount,
    couponDiscount: totals.couponDiscount,
    exclusiveTaxes: totals.exclusiveTaxes,
    inclusiveTaxes: totals.inclusiveTaxes,
    deliveryFee: totals.deliveryFee,
    walletDiscount: totals.walletDiscount,
    total: totals.total,
  };
}
