/**
 * The price a menu card or item page shows: after the item's discount for the selling type, with
 * the price before it when a discount applies. Taxes are not added here: the cart shows them.
 */
import type { Discount, Minor, PriceLabel } from '../../domain/model.ts';
import { roundMinor } from '../../domain/money.ts';
import { discountPerUnit } from '../../domain/pricing.ts';

export interface ShownPrice {
  amount: Minor;
  /** The price before the discount; null without one. */
  before: Minor | null;
}

export function discountedPrice(price: Minor, discount: Pick<Discount, 'type' | 'value'> | null): ShownPrice {
  const amount = roundMinor(price - discountPerUnit(price, discount));
  return { amount, before: amount < price ? price : null };
}

export interface CardPrice extends ShownPrice {
  /** The item has several price options and this is the lowest ("from …"). */
  from: boolean;
}

/** The lowest price option of an item, discounted; null for an item without price options. */
export function cardPrice(
  labels: readonly PriceLabel[],
  discount: Pick<Discount, 'type' | 'value'> | null,
): CardPrice | null {
  if (labels.length === 0) return null;
  const lowest = Math.min(...labels.map((label) => label.price));
  const distinct = new Set(labels.map((label) => label.price)).size > 1;
  return { ...discountedPrice(lowest, discount), from: distinct };
}
