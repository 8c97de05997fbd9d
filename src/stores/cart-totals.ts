import { computed, type IComputedValue } from 'mobx';
import type { OrderSellingType } from '../domain/model.ts';
import { computeOrderTotals, type OrderTotals } from '../domain/order-totals.ts';
import type { CartStore } from './cart-store.ts';

/**
 * The amounts of a cart's order for a selling type, cached per cart and type while observed. Apart
 * from the cart store (issue #34): the menu's first paint shows no total (the order bar loads
 * lazily), so these rules, coupons and taxes load with the bar, the cart, the checkout, placing an
 * order and a table tablet's "Send to kitchen", which import this.
 */
const totalsByCart = new WeakMap<CartStore, Map<OrderSellingType, IComputedValue<OrderTotals>>>();

export function cartTotals(cart: CartStore, type: OrderSellingType): OrderTotals {
  let byType = totalsByCart.get(cart);
  if (!byType) {
    byType = new Map();
    totalsByCart.set(cart, byType);
  }
  let totals = byType.get(type);
  if (!totals) {
    totals = computed(() => computeOrderTotals(cart.totalsInput(type)));
    byType.set(type, totals);
  }
  return totals.get();
}
