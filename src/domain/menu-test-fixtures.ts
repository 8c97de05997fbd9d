/** Small menu shapes for tests of rules and screens (not a test file itself). */
import type { Coupon, MenuItem, ModifierGroup } from './model.ts';

export function modifierGroup(
  id: number,
  name: string,
  limits: { min: number; max: number },
  modifiers: { id: number; name: string; price: number; max_quantity?: number }[],
): ModifierGroup {
  return {
    id,
    name: { en: name },
    min: limits.min,
    max: limits.max,
    modifiers: modifiers.map((m) => ({
      id: m.id,
      name: { en: m.name },
      price: m.price,
      max_quantity: m.max_quantity ?? 1,
    })),
  };
}

/** A coupon for the whole menu, 10 % off, for everyone; tests override what they are about. */
export function testCoupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    code: 'SAVE',
    discount_type: 'percent',
    discount_value: 10,
    all_menu: true,
    item_ids: [],
    user_type: 'all',
    max_allowed_items: null,
    free_delivery: false,
    ...overrides,
  };
}

/** A plain dine-in item with no choices and no taxes; `extra` sets what a test is about. */
export function testMenuItem(id: number, extra: Partial<MenuItem> = {}): MenuItem {
  return {
    id,
    category_id: 0,
    name: { en: `Item ${id}` },
    visible: true,
    types: ['dine_in'],
    branches: [],
    price_labels: [],
    modifier_groups: [],
    taxes: [],
    inclusive_taxes: [],
    ...extra,
  };
}
