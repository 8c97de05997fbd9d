/**
 * The server's side of calc-order: turn an order body into priced lines and amounts with the SAME
 * domain rules the cart uses (pricedLineFor, computeOrderTotals, delivery and shipping fees), so
 * the app's and the server's totals agree by construction.
 */
import type { Coupon, DeliveryZone, OrderSellingType, ShippingCountry } from '../../src/domain/model.ts';
import { deliveryFee, isValidLatLng, minimumOrder, zoneForArea } from '../../src/domain/delivery.ts';
import { zoneForPoint } from '../../src/domain/zone-geometry.ts';
import {
  computeOrderTotals,
  pricedLineFor,
  type OrderTotals,
  type PricedLine,
} from '../../src/domain/order-totals.ts';
import { itemAvailabilityType } from '../../src/domain/selling-type.ts';
import { shippingApplies } from '../../src/domain/shipping.ts';
import type { Schemas } from '../api-types.ts';
import type { MockBackend } from '../backend.ts';
import type { BranchRecord, ScenarioSeed } from '../db/records.ts';
import type { StoredUser } from '../db/state.ts';
import { settleWallet, spendableNow } from './wallet.ts';

export interface PricedOrder {
  seed: ScenarioSeed;
  branch: BranchRecord;
  sellingType: OrderSellingType;
  lines: PricedLine[];
  totals: OrderTotals;
  result: Schemas['CalcOrderResult'];
  coupon: Coupon | null;
  zone: DeliveryZone | null;
  country: ShippingCountry | null;
  minOrder: number;
}

export type PricingOutcome =
  | { ok: true; priced: PricedOrder }
  | { ok: false; status: number; code: string; message: string; fields?: Record<string, string> };

const ORDER_TYPES: readonly string[] = ['dine_in', 'car_pickup', 'delivery'];

const fail = (code: string, message: string, fields?: Record<string, string>): PricingOutcome => ({
  ok: false,
  status: 422,
  code,
  message,
  ...(fields ? { fields } : {}),
});

/** Modifier choices of a line: modifiers_details when given, else the comma-joined ids. */
function chosenModifiers(line: Schemas['OrderLine']): { id: number; quantity: number }[] {
  if (Array.isArray(line.modifiers_details) && line.modifiers_details.length > 0) {
    return line.modifiers_details.map((m) => ({ id: m.id, quantity: m.quantity }));
  }
  return (line.modifiers ?? '')
    .split(',')
    .map((id) => Number(id.trim()))
    .filter((id) => Number.isInteger(id) && id > 0)
    .map((id) => ({ id, quantity: 1 }));
}

function deliveryTarget(
  seed: ScenarioSeed,
  branch: BranchRecord,
  address: Schemas['DeliveryAddress'] | null | undefined,
): { zone: DeliveryZone | null; country: ShippingCountry | null } | string {
  if (!address) return 'Choose where to deliver the order.';
  const shipping = shippingApplies({
    enabled: seed.business.checkout.delivery.shipping,
    countryIso: address.country_iso,
    businessCountry: seed.business.country_code,
  });
  if (shipping) {
    const iso = address.country_iso?.toUpperCase();
    const country = seed.shipping_countries.find((c) => c.country_iso === iso && c.branch_id === branch.id);
    return country ? { zone: null, country } : 'We do not ship to this country.';
  }
  const zones = seed.zones;
  const point = { lat: address.fields?.lat, lng: address.fields?.lng };
  const zone =
    address.area_id != null
      ? zoneForArea(address.area_id, zones, branch.id)
      : isValidLatLng(point)
        ? zoneForPoint(point, zones, branch.id)
        : null;
  return zone ? { zone, country: null } : 'We do not deliver to this address.';
}

export function priceOrder(
  backend: MockBackend,
  body: Schemas['CalcOrderRequest'],
  user: StoredUser | null,
  options: { allowReservationItems?: boolean } = {},
): PricingOutcome {
  const found = typeof body.branch_id === 'number' ? backend.db.branch(body.branch_id) : null;
  if (!found) return fail('validation_failed', 'Unknown branch.', { branch_id: 'Unknown branch.' });
  const { seed, branch } = found;
  if (!ORDER_TYPES.includes(body.selling_types)) {
    return fail('validation_failed', 'Unknown selling type.', { selling_types: 'Unknown selling type.' });
  }
  const sellingType = body.selling_types;
  if (!seed.business.checkout[sellingType].enabled) {
    return fail('selling_type_disabled', 'This business does not take these orders.', {
      selling_types: 'Not offered.',
    });
  }
  if (!Array.isArray(body.order_lines) || body.order_lines.length === 0) {
    return fail('validation_failed', 'The cart is empty.', { order_lines: 'Add at least one item.' });
  }
  const lines: PricedLine[] = [];
  for (const [index, line] of body.order_lines.entries()) {
    const entry = typeof line?.item_id === 'number' ? backend.db.item(seed, line.item_id) : null;
    const offered =
      entry &&
      entry.item.visible &&
      entry.item.branches.includes(branch.id) &&
      entry.item.types.some((t) => {
        const type = itemAvailabilityType(t);
        return type === sellingType || (options.allowReservationItems === true && type === 'reservation');
      });
    const priced = offered
      ? pricedLineFor(
          entry.item,
          line.price_label_id,
          chosenModifiers(line),
          line.quantity,
          String(index),
          entry.grandCategoryId,
        )
      : null;
    if (!priced) {
      return fail('item_unavailable', 'An item in the cart has changed or is not available.', {
        [`order_lines.${index}`]: 'This item is not available any more; please add it again.',
      });
    }
    lines.push(priced);
  }

  let coupon: Coupon | null = null;
  if (body.coupon_code) {
    const code = body.coupon_code.trim().toUpperCase();
    coupon = seed.coupons.find((c) => c.code.toUpperCase() === code) ?? null;
    if (!coupon)
      return fail('coupon_not_found', 'This coupon does not exist.', { coupon_code: 'Unknown coupon.' });
  }

  const methods = [
    ...seed.business.payment_methods.map((m) => m.payment_type),
    ...(seed.business.enable_wallet ? [3] : []),
  ];
  if (!methods.includes(body.payment_type)) {
    return fail('validation_failed', 'This payment method is not accepted.', {
      payment_type: 'Not accepted.',
    });
  }

  let zone: DeliveryZone | null = null;
  let country: ShippingCountry | null = null;
  if (sellingType === 'delivery') {
    const target = deliveryTarget(seed, branch, body.address);
    if (typeof target === 'string') return fail('address_not_served', target, { address: target });
    ({ zone, country } = target);
  }
  const fee = country
    ? deliveryFee({ country, lines, freeDelivery: false })
    : deliveryFee({ zone, freeDelivery: false });

  const useWallet = body.use_wallet === true && seed.business.enable_wallet && user != null;
  if (useWallet) settleWallet(backend, seed, user);
  const totals = computeOrderTotals({
    currency: seed.business.currency,
    sellingType,
    lines,
    discounts: seed.discounts,
    coupon,
    isAuthenticated: user != null,
    deliveryFee: fee,
    walletBalance: useWallet ? spendableNow(backend, user) : null,
  });
  if (coupon && totals.couponRejection) {
    const message =
      totals.couponRejection === 'guests-only'
        ? 'This coupon is for guests only.'
        : totals.couponRejection === 'members-only'
          ? 'Log in to use this coupon.'
          : 'This coupon does not apply to the items in the cart.';
    return fail('coupon_not_applicable', message, { coupon_code: message });
  }
  const minOrder = minimumOrder({
    country,
    zone,
    businessDefault: seed.business.checkout[sellingType].min_order,
  });
  const result: Schemas['CalcOrderResult'] = {
    subtotal: totals.subtotal,
    items_discount: totals.itemsDiscount,
    coupon_discount: totals.couponDiscount,
    exclusive_taxes: totals.exclusiveTaxes,
    inclusive_taxes: totals.inclusiveTaxes,
    delivery_fee: totals.deliveryFee,
    wallet_discount: totals.walletDiscount,
    total: totals.total,
    min_order: minOrder,
    lines: totals.lines.map((lineTotals, index) => {
      const line = lines[index]!;
      const quantity = Math.max(1, line.quantity);
      return {
        index,
        unit_price: line.unit_price + line.modifiers_price,
        discounted_unit_price: Math.round(lineTotals.net / quantity),
        total: lineTotals.net,
      };
    }),
  };
  return {
    ok: true,
    priced: { seed, branch, sellingType, lines, totals, result, coupon, zone, country, minOrder },
  };
}
