import type { Order, OrderLineView } from '../../api/types.ts';
import type { Category, MenuItem, OrderSellingType } from '../../domain/model.ts';
import { planReorder, type LeftOutReason, type ReorderLine, type ReorderPlan } from '../../domain/reorder.ts';
import type { RootStore } from '../../stores/root-store.ts';

function shownItemsOf(categories: readonly Category[], into = new Map<number, MenuItem>()) {
  for (const category of categories) {
    for (const item of category.items) into.set(item.id, item);
    shownItemsOf(category.subcategories, into);
  }
  return into;
}

/** Which lines the current branch shows now for the type, and why the others cannot be had. */
export function planAgainstMenu<L extends ReorderLine>(
  menu: RootStore['menu'],
  type: OrderSellingType,
  lines: readonly L[],
): ReorderPlan<L, MenuItem> {
  return planReorder(lines, shownItemsOf(menu.visibleCategories(type)));
}

/** Puts the kept lines into the cart, merging with equal lines. */
export function addKeptLines<L extends ReorderLine>(
  cart: RootStore['cart'],
  keep: ReorderPlan<L, MenuItem>['keep'],
): void {
  for (const { line, item } of keep) {
    cart.add({
      item,
      priceLabelId: line.price_label_id,
      modifiers: line.modifiers_details.map((modifier) => ({ id: modifier.id, quantity: modifier.quantity })),
      quantity: line.quantity,
      comment: line.comment ?? null,
    });
  }
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
  const plan = planAgainstMenu(menu, order.selling_type, order.order_lines);
  addKeptLines(cart, plan.keep);
  return plan.leftOut;
}
