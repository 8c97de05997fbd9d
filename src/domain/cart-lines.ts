/**
 * Cart line rules (spec §5): quantity limits, merging equal lines, and what tapping "add" does.
 */
import type { MenuItem, PriceLabel } from './model.ts';

export const DEFAULT_MIN_QUANTITY = 1;
export const DEFAULT_MAX_QUANTITY = 1000;

export interface QuantityBounds {
  min: number;
  max: number;
}

/** A non-positive or missing minimum is 1; a non-positive or missing maximum is 1000. */
export function quantityBounds(
  priceLabel: Pick<PriceLabel, 'minimum' | 'maximum'> | null | undefined,
): QuantityBounds {
  const minimum = priceLabel?.minimum;
  const maximum = priceLabel?.maximum;
  const min = minimum != null && Number.isFinite(minimum) && minimum > 0 ? minimum : DEFAULT_MIN_QUANTITY;
  const max = maximum != null && Number.isFinite(maximum) && maximum > 0 ? maximum : DEFAULT_MAX_QUANTITY;
  // A label whose minimum exceeds its maximum is a data error; the minimum wins so it can be bought.
  return { min, max: Math.max(min, max) };
}

export function clampQuantity(quantity: number, bounds: QuantityBounds): number {
  if (!Number.isFinite(quantity)) return bounds.min;
  return Math.min(bounds.max, Math.max(bounds.min, quantity));
}

/** Spec §5: a quantity counts at least 1 in totals (a 0 or broken count never makes a line free). */
export function countedQuantity(quantity: number): number {
  return Number.isFinite(quantity) && quantity >= 1 ? quantity : 1;
}

export interface LineModifier {
  id: number;
  quantity: number;
}

/** What makes two cart lines the same purchase. */
export interface CartLineIdentity {
  item_id: number;
  price_label_id: number;
  modifiers: readonly LineModifier[];
  comment?: string | null;
  quantity: number;
}

function modifierSignature(modifiers: readonly LineModifier[]): string {
  return [...modifiers]
    .sort((a, b) => a.id - b.id || a.quantity - b.quantity)
    .map((modifier) => `${modifier.id}x${modifier.quantity}`)
    .join(',');
}

function normalisedComment(comment: string | null | undefined): string {
  return (comment ?? '').trim();
}

/** Same item, price label, identical modifiers (in any order) and same comment. */
export function sameLine(a: CartLineIdentity, b: CartLineIdentity): boolean {
  return (
    a.item_id === b.item_id &&
    a.price_label_id === b.price_label_id &&
    normalisedComment(a.comment) === normalisedComment(b.comment) &&
    modifierSignature(a.modifiers) === modifierSignature(b.modifiers)
  );
}

/**
 * Adds a line: an equal line grows by the new quantity (clamped to `bounds` when given), otherwise
 * the line is appended. Returns a new array; the input is not changed.
 */
export function addLine<T extends CartLineIdentity>(
  lines: readonly T[],
  newLine: T,
  bounds?: QuantityBounds,
): T[] {
  const index = lines.findIndex((line) => sameLine(line, newLine));
  if (index === -1) return [...lines, newLine];
  return lines.map((line, i) => {
    if (i !== index) return line;
    const quantity = line.quantity + newLine.quantity;
    return { ...line, quantity: bounds ? clampQuantity(quantity, bounds) : quantity };
  });
}

export type AddAction = 'blocked' | 'detail' | 'pick-price' | 'add';

/**
 * What tapping "add" on a menu card does (spec §5): nothing when prices are hidden or the cart is
 * off; the detail view when modifiers must be chosen or a comment is required; a price picker for
 * several price labels; otherwise the line is added at once.
 */
export function addAction(input: {
  item: Pick<MenuItem, 'modifier_groups' | 'comment_required' | 'price_labels'>;
  hidePrice: boolean;
  cartEnabled: boolean;
  modifiersEnabled: boolean;
}): AddAction {
  const { item, hidePrice, cartEnabled, modifiersEnabled } = input;
  if (hidePrice || !cartEnabled || item.price_labels.length === 0) return 'blocked';
  const hasModifiers = item.modifier_groups.some((group) => group.modifiers.length > 0);
  if ((modifiersEnabled && hasModifiers) || item.comment_required) return 'detail';
  if (item.price_labels.length > 1) return 'pick-price';
  return 'add';
}
