/**
 * Small menu builders for the browse screens' tests: every field a rule reads, nothing random, so
 * a test states only what matters to it.
 */
import type { Category, MenuItem, PriceLabel } from '../../domain/model.ts';
import type { MenuBlock } from './menu-blocks.ts';
export { modifierGroup } from '../../domain/menu-test-fixtures.ts';

export function priceLabel(
  id: number,
  price: number,
  name = 'Regular',
  extra: Partial<PriceLabel> = {},
): PriceLabel {
  return { id, label: { en: name }, price, minimum: null, maximum: null, isQty: true, ...extra };
}

export function menuItem(id: number, name: string, extra: Partial<MenuItem> = {}): MenuItem {
  return {
    id,
    category_id: 1,
    name: { en: name },
    description: {},
    image: null,
    visible: true,
    types: ['dine_in', 'car_pickup', 'delivery'],
    availability: null,
    branches: [],
    price_labels: [priceLabel(id * 10, 1500)],
    modifier_groups: [],
    taxes: [],
    inclusive_taxes: [],
    comment_required: false,
    ...extra,
  };
}

export function category(
  id: number,
  name: string,
  items: MenuItem[],
  subcategories: Category[] = [],
): Category {
  return {
    id,
    parent_id: null,
    name: { en: name },
    image: null,
    visible: true,
    availability: null,
    week_availability: null,
    items: items.map((item) => ({ ...item, category_id: id })),
    subcategories: subcategories.map((sub) => ({ ...sub, parent_id: id })),
  };
}

/** A category's block on the menu page with `itemCount` plain dishes. */
export function menuBlock(id: number, itemCount: number): MenuBlock {
  return {
    key: `category-${id}`,
    kind: 'category',
    id,
    name: { en: `Category ${id}` },
    grandCategoryId: id,
    navigable: true,
    pageCategoryId: id,
    highlighted: false,
    items: Array.from({ length: itemCount }, (_, index) => ({
      item: menuItem(id * 100 + index, `Dish ${index}`),
      categoryId: id,
    })),
  };
}
