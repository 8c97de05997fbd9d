import type { Order, OrderLineView } from '../../api/types.ts';
import type { Category, MenuItem } from '../../domain/model.ts';
import { planReorder, type LeftOutReason } from '../../domain/reorder.ts';
import type { RootStore } from '../../stores/root-store.ts';

function shownItemsOf(categories: readonly Category[], into = new Map<number, MenuItem>()) {
  for (const category of categories) {
    for (const item of category.items) into.set(item.id, item);
    shownItemsOf(category.subcategories, into);
  }
  return into;
}

/**
 * Reorder: puts an earlier order's lines that the current branch shows now for its type back into
 * the cart (merging with equal lines) and returns those left out, with why. Kept out of the cart
 * store so it loads with the history page, not with the menu.
 */
export function reorderIntoCart(
  { cart, menu }: Pick<RootStore, 'cart' | 'menu'>,
  order: Pick<Order, 'selling_type' | 'order_lines'>,
): { line: OrderLineView; reason: LeftOutReason }[] {
  const plan = planReorder(order.order_lines, shownItemsOf(menu.visibleCategories(order.selling_type)));
  for (const { line, item } of plan.keep) {
    cart.add({
      item,
      priceLabelId: line.price_label_id,
      modifiers: line.modifiers_details.map((modifier) => ({ id: modifier.id, quantity: modifier.quantity })),
      quantity: line.quantity,
      comment: line.comment ?? null,
    });
  }
  return plan.leftOut;
}
