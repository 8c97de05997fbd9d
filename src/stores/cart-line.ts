/**
 * The cart line as the cart store keeps and persists it, and the checks that a restored line
 * still has that shape.
 */
import type { CartLineIdentity, LineModifier } from '../domain/cart-lines.ts';
import type { MenuItem } from '../domain/model.ts';
import {
  arrayOf,
  isNumber,
  isRecord,
  isString,
  nullable,
  objectWith,
  type FieldCheck,
} from './persistence.ts';

export interface CartLine extends CartLineIdentity {
  /** Stable id of the line within the cart. */
  key: string;
  item_id: number;
  price_label_id: number;
  modifiers: LineModifier[];
  quantity: number;
  comment: string | null;
  /** The item as it was when added; the menu's current item is preferred while the menu has it. */
  item: MenuItem;
  /** Added from a suggestion (the order says so, for the business's figures); absent: the menu. */
  source?: 'suggestion';
}

/** What the screens hand to `cart.add`. */
export interface NewCartLine {
  item: MenuItem;
  priceLabelId: number;
  modifiers?: LineModifier[];
  quantity?: number;
  comment?: string | null;
  source?: 'suggestion';
}

/**
 * A key not used by any line: the item and price label, plus a counter when the same pair is in
 * the cart with other modifiers or comments. Deterministic, so tests and reloads agree.
 */
export function uniqueLineKey(
  existing: readonly { key: string }[],
  itemId: number,
  priceLabelId: number,
): string {
  const taken = new Set(existing.map((line) => line.key));
  const base = `${itemId}-${priceLabelId}`;
  if (!taken.has(base)) return base;
  let counter = 2;
  while (taken.has(`${base}-${counter}`)) counter += 1;
  return `${base}-${counter}`;
}

const isStoredItem: FieldCheck = objectWith({
  id: isNumber,
  category_id: isNumber,
  name: isRecord,
  visible: (value) => typeof value === 'boolean',
  types: arrayOf(isString),
  branches: arrayOf(isNumber),
  price_labels: arrayOf(objectWith({ id: isNumber, price: isNumber })),
  modifier_groups: arrayOf(
    objectWith({ id: isNumber, modifiers: arrayOf(objectWith({ id: isNumber, price: isNumber })) }),
  ),
  taxes: arrayOf(objectWith({ id: isNumber, rate: isNumber })),
  inclusive_taxes: arrayOf(objectWith({ id: isNumber, rate: isNumber })),
});

/** More units than any kitchen takes in one line: a stored quantity above it is damage. */
const MOST_UNITS_IN_A_LINE = 10_000;

/** A stored line the cart can use as it is. */
export const isStoredCartLine: FieldCheck = objectWith({
  key: isString,
  item_id: isNumber,
  price_label_id: isNumber,
  modifiers: arrayOf(objectWith({ id: isNumber, quantity: isNumber })),
  quantity: (value) => isNumber(value) && (value as number) > 0 && (value as number) <= MOST_UNITS_IN_A_LINE,
  comment: nullable(isString),
  item: isStoredItem,
});
