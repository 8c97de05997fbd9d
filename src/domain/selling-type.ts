/**
 * Spec §4: the server, the URLs and older menus spell selling types several ways; every rule works
 * on the three normalised order types plus 'reservation' for item availability.
 */
import type { Discounts, ItemSellingType, OrderSellingType } from './model.ts';

const ORDER_TYPE_BY_RAW: Readonly<Record<string, OrderSellingType>> = {
  dine_in: 'dine_in',
  dinein: 'dine_in',
  product_service: 'dine_in',
  reservation_dine_in: 'dine_in',
  reservation_service: 'dine_in',
  pickup: 'car_pickup',
  car_pickup: 'car_pickup',
  delivery: 'delivery',
};

const RESERVATION_SPELLINGS: ReadonlySet<string> = new Set([
  'reservation',
  'reservation_dine_in',
  'reservation_service',
]);

/** The order type a raw spelling stands for; null for anything unknown (a bad URL segment). */
export function normaliseSellingType(raw: string | null | undefined): OrderSellingType | null {
  if (raw == null) return null;
  return ORDER_TYPE_BY_RAW[raw.trim().toLowerCase()] ?? null;
}

/** How an item's `types` entry counts for availability: reservation variants are 'reservation'. */
export function itemAvailabilityType(raw: string | null | undefined): ItemSellingType | null {
  if (raw == null) return null;
  const key = raw.trim().toLowerCase();
  if (RESERVATION_SPELLINGS.has(key)) return 'reservation';
  return ORDER_TYPE_BY_RAW[key] ?? null;
}

export type DiscountKey = keyof Discounts;

/** The key the server files a selling type's discounts under (spec §3). */
export function discountKeyFor(type: OrderSellingType): DiscountKey {
  switch (type) {
    case 'car_pickup':
      return 'pickup';
    case 'dine_in':
      return 'dinein';
    case 'delivery':
      return 'delivery';
  }
}
