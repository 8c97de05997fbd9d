/**
 * Builds the calc-order request and the order's contact from the stores' state. Amounts come from
 * the domain totals; this file only maps fields to the contract's names. The rest of the order
 * (order-payload.ts) is apart: its gift checks a phone number with libphonenumber (28 KB), which
 * the cart's amounts and the orders store's first load do without.
 */
import { splitPayment } from '../domain/wallet.ts';
import type { CalcOrderRequest, OrderLine } from '../api/types.ts';
import { contactRulesFor } from '../domain/device-contact.ts';
import type { OrderSellingType } from '../domain/model.ts';
import type { OrderTotals } from '../domain/order-totals.ts';
import { discountFor } from '../domain/pricing.ts';
import type { CartStore } from './cart-store.ts';
import type { RootStore } from './root-store.ts';
import { cartTotals } from './cart-totals.ts';

/** The cart's lines as the order carries them; lines the menu can no longer price are left out. */
export function orderLinesFor(
  root: RootStore,
  type: OrderSellingType,
  totals: OrderTotals,
  cart: CartStore = root.cart,
): OrderLine[] {
  const pricedByKey = new Map(cart.pricedLines.map((line) => [line.key, line]));
  const totalsByKey = new Map(totals.lines.map((line) => [line.key, line]));
  return cart.items.flatMap((line): OrderLine[] => {
    const priced = pricedByKey.get(line.key);
    const lineTotals = totalsByKey.get(line.key);
    if (!priced || !lineTotals) return [];
    const item = root.menu.itemById(line.item_id) ?? line.item;
    const label = item.price_labels.find((candidate) => candidate.id === line.price_label_id);
    const modifierById = new Map(
      item.modifier_groups.flatMap((group) => group.modifiers).map((m) => [m.id, m]),
    );
    return [
      {
        item_id: line.item_id,
        quantity: line.quantity,
        price_label_id: line.price_label_id,
        modifiers: line.modifiers.map((modifier) => modifier.id).join(','),
        modifiers_details: line.modifiers.map((chosen) => ({
          id: chosen.id,
          quantity: chosen.quantity,
          price: modifierById.get(chosen.id)?.price ?? 0,
          name: modifierById.get(chosen.id)?.name ?? {},
        })),
        unit_price: priced.unit_price + priced.modifiers_price,
        total_price: lineTotals.gross,
        discount_id: discountFor(priced, root.business.discounts, type)?.id ?? null,
        weight: label?.weight ?? null,
        shippingWeight: label?.shippingWeight ?? null,
        comment: line.comment,
        isQty: label?.isQty ?? true,
        provider: item.provider ?? null,
        provider_id: item.provider_id ?? null,
        ...(line.source ? { source: line.source } : {}),
      },
    ];
  });
}

/** What calc-order needs; the same fields start the order payload. `cart` defaults to the cart. */
export function calcOrderRequestFor(
  root: RootStore,
  type: OrderSellingType,
  branchId: number,
  cart: CartStore = root.cart,
): CalcOrderRequest {
  const totals = cartTotals(cart, type);
  return {
    branch_id: branchId,
    selling_types: type,
    order_lines: orderLinesFor(root, type, totals, cart),
    coupon_code: cart.coupon?.code ?? null,
    // The wallet paying everything makes the order a wallet payment; no other method is asked for.
    payment_type: splitPayment(
      totals.total + totals.walletDiscount,
      root.walletIfLoaded?.balanceForOrder ?? null,
      cart.payment_type,
    ).paymentType,
    use_wallet: (root.walletIfLoaded?.balanceForOrder ?? null) !== null,
    fees: totals.deliveryFee,
    address: type === 'delivery' ? root.delivery.address : null,
    schedule: cart.schedule,
  };
}

/**
 * Who the order is for: a logged-in customer's own profile, never what a guest typed into this
 * device before (the checkout shows exactly this).
 */
export function orderContactFor(
  root: RootStore,
  cart: CartStore = root.cart,
): { name?: string; phone?: string } {
  const { auth } = root;
  const user = auth.isAuthenticated ? auth.user : null;
  if (user) return { name: user.name.trim(), phone: user.phone };
  // A kiosk's guest may leave either out; a table tablet asks for neither (device-contact.ts).
  const rules = contactRulesFor(root.device.mode);
  const name = cart.name.trim();
  const phone = cart.phone.trim();
  return {
    ...(rules.name === 'required' || (rules.name === 'optional' && name) ? { name } : {}),
    ...(rules.phone === 'required' || (rules.phone === 'optional' && phone) ? { phone } : {}),
  };
}
