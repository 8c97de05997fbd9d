/**
 * Carts as a returning customer's device holds them (the app's persisted `cart` key), built from
 * the mock's menu: shared by the ordering e2e suites and the submit benchmark.
 */
import type { APIRequestContext } from '@playwright/test';

export type OrderType = 'dine_in' | 'car_pickup' | 'delivery';

export interface MenuItemJson {
  id: number;
  visible: boolean;
  types: string[];
  price_labels: { id: number; price: number }[];
}
export interface CategoryJson {
  items: MenuItemJson[];
  subcategories: CategoryJson[];
}

export function itemsOf(categories: CategoryJson[]): MenuItemJson[] {
  return categories.flatMap((category) => [...category.items, ...itemsOf(category.subcategories)]);
}

/** The first `count` orderable items of a business for a selling type. */
export async function orderableItems(
  request: APIRequestContext,
  referenceId: string,
  type: OrderType,
  count: number,
): Promise<MenuItemJson[]> {
  const response = await request.get(`/api/webapp/v5/restaurant/${referenceId}`);
  const body = (await response.json()) as { menu: { categories: CategoryJson[] } };
  return itemsOf(body.menu.categories)
    .filter((item) => item.visible && item.price_labels.length > 0 && item.types.includes(type))
    .slice(0, count);
}

/** One stored cart line of an item at its first price. */
export function storedLine(item: MenuItemJson, quantity = 1) {
  return {
    key: `${item.id}-${item.price_labels[0]!.id}`,
    item_id: item.id,
    price_label_id: item.price_labels[0]!.id,
    modifiers: [],
    quantity,
    comment: null,
    item,
  };
}
