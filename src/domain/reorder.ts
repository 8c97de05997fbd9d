/** Why a line of an earlier order was not put back into the cart. */
export type LeftOutReason = 'not-available' | 'option-gone' | 'extra-gone' | 'extra-too-many';

export interface ReorderLine {
  item_id: number;
  price_label_id: number;
  quantity: number;
  modifiers_details: readonly { id: number; quantity: number }[];
  comment?: string | null;
}

/** What the rule needs of an item the current branch shows now for the order's type. */
export interface ShownItem {
  id: number;
  price_labels: readonly { id: number }[];
  /** `max_quantity` as the menu gives it: missing, null or not positive means one of that extra. */
  modifier_groups: readonly { modifiers: readonly { id: number; max_quantity?: number | null }[] }[];
}

export interface ReorderPlan<L extends ReorderLine, I extends ShownItem> {
  keep: { line: L; item: I }[];
  leftOut: { line: L; reason: LeftOutReason }[];
}

/** How many of one extra a line may hold (the same rule the pricing applies). */
function mostOf(maxQuantity: number | null | undefined): number {
  return maxQuantity != null && maxQuantity > 0 ? maxQuantity : 1;
}

/**
 * Reorder (and a cart handed from a kiosk): each line of an earlier order goes back into the cart only when its item is shown now
 * (current branch, order type, availability), with the same price option and every extra it had;
 * anything else is left out with its reason, never silently changed into another purchase.
 */
export function planReorder<L extends ReorderLine, I extends ShownItem>(
  lines: readonly L[],
  shown: ReadonlyMap<number, I>,
): ReorderPlan<L, I> {
  const plan: ReorderPlan<L, I> = { keep: [], leftOut: [] };
  for (const line of lines) {
    const item = shown.get(line.item_id);
    if (!item) {
      plan.leftOut.push({ line, reason: 'not-available' });
      continue;
    }
    if (!item.price_labels.some((label) => label.id === line.price_label_id)) {
      plan.leftOut.push({ line, reason: 'option-gone' });
      continue;
    }
    const offered = new Map(
      item.modifier_groups.flatMap((group) => group.modifiers).map((m) => [m.id, mostOf(m.max_quantity)]),
    );
    if (line.modifiers_details.some((modifier) => !offered.has(modifier.id))) {
      plan.leftOut.push({ line, reason: 'extra-gone' });
      continue;
    }
    if (line.modifiers_details.some((modifier) => modifier.quantity > offered.get(modifier.id)!)) {
      plan.leftOut.push({ line, reason: 'extra-too-many' });
      continue;
    }
    plan.keep.push({ line, item });
  }
  return plan;
}
