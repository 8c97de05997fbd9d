/**
 * A cart line priced from its menu item: what the order's totals (order-totals.ts) add up, and what
 * the cart checks every line it adds against (a price label or modifier the item does not have).
 */
import type { MenuItem, Minor, Tax } from './model.ts';
import { roundMinor } from './money.ts';
import { uniqueTaxes } from './pricing.ts';

export interface PricedLine {
  key: string; // stable id of the cart line
  item_id: number;
  category_id: number;
  grand_category_id: number | null;
  price_label_id: number;
  unit_price: Minor; // the price label's price
  modifiers_price: Minor; // sum of modifier price × modifier quantity, per unit
  quantity: number;
  taxes: Tax[]; // exclusive taxes (item + modifiers' taxes flattened)
  inclusive_taxes: Tax[];
  weight_kg: number; // shippingWeight ?? weight ?? 0, per unit
}

/**
 * A priced line from a menu item and the customer's choices, or null when the price label or a
 * modifier does not belong to the item, or a quantity is not positive or above a modifier's
 * max_quantity (a stale or forged cart line).
 * The grand category is not on MenuItem, so a caller that knows the category tree passes it.
 */
export function pricedLineFor(
  item: MenuItem,
  priceLabelId: number,
  modifiers: { id: number; quantity: number }[],
  quantity: number,
  key: string,
  grandCategoryId: number | null = null,
): PricedLine | null {
  const priceLabel = item.price_labels.find((label) => label.id === priceLabelId);
  if (!priceLabel || !Number.isFinite(quantity) || quantity <= 0) return null;
  const modifierById = new Map(
    item.modifier_groups.flatMap((group) => group.modifiers).map((modifier) => [modifier.id, modifier]),
  );
  let modifiersPrice = 0;
  const modifierTaxes: Tax[] = [];
  for (const chosen of modifiers) {
    const modifier = modifierById.get(chosen.id);
    if (!modifier || !Number.isFinite(chosen.quantity) || chosen.quantity <= 0) return null;
    const maxQuantity =
      modifier.max_quantity != null && modifier.max_quantity > 0 ? modifier.max_quantity : 1;
    if (chosen.quantity > maxQuantity) return null;
    modifiersPrice += modifier.price * chosen.quantity;
    modifierTaxes.push(...(modifier.taxes ?? []));
  }
  return {
    key,
    item_id: item.id,
    category_id: item.category_id,
    grand_category_id: grandCategoryId,
    price_label_id: priceLabel.id,
    unit_price: priceLabel.price,
    modifiers_price: roundMinor(modifiersPrice),
    quantity,
    taxes: uniqueTaxes([...item.taxes, ...modifierTaxes]),
    inclusive_taxes: uniqueTaxes(item.inclusive_taxes),
    weight_kg: priceLabel.shippingWeight ?? priceLabel.weight ?? 0,
  };
}
