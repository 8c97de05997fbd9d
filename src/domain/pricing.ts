/**
 * Item discounts and taxes. Amounts per unit may carry fractions of a minor unit; they are turned
 * into whole minor units once per cart line (amount per unit × quantity, then roundMinor), so a
 * line of 3 never differs from 3 separate lines by more than the rounding of one line.
 */
import type { Discount, Discounts, Minor, OrderSellingType, Tax } from './model.ts';
import { roundMinor } from './money.ts';
import { discountKeyFor } from './selling-type.ts';

/** What a discount is looked up by; PricedLine has these fields. */
export interface DiscountTarget {
  item_id: number;
  category_id: number;
  grand_category_id: number | null;
}

/**
 * The one discount a line gets for a selling type. Precedence: the item's own discount, then its
 * category's, then its grand category's, then the all-menu discount. Discounts never stack.
 */
export function discountFor(
  target: DiscountTarget,
  discounts: Discounts | null,
  sellingType: OrderSellingType,
): Discount | null {
  const set = discounts?.[discountKeyFor(sellingType)];
  if (!set) return null;
  const grandKey = target.grand_category_id == null ? null : String(target.grand_category_id);
  return (
    set.items?.[String(target.item_id)] ??
    set.categories?.[String(target.category_id)] ??
    (grandKey == null ? undefined : set.categories?.[grandKey]) ??
    set.allMenuDiscount ??
    null
  );
}

/**
 * Discount per unit, possibly fractional. A percent is clamped to 0–100 and a fixed value to the
 * price, so a discounted price is never below 0 (spec §5).
 */
export function discountPerUnit(price: Minor, discount: Pick<Discount, 'type' | 'value'> | null): number {
  if (!discount || price <= 0 || !Number.isFinite(discount.value)) return 0;
  if (discount.type === 'percent') {
    const percent = Math.min(100, Math.max(0, discount.value));
    return (price * percent) / 100;
  }
  return Math.min(price, Math.max(0, discount.value));
}

/** Sum of tax rates in percent. */
export function totalTaxRate(taxes: readonly Tax[]): number {
  return taxes.reduce((sum, tax) => sum + (Number.isFinite(tax.rate) ? tax.rate : 0), 0);
}

/** Spec §5: a price with taxes adds the summed tax percentages on top. */
export function priceWithTaxes(price: Minor, taxes: readonly Tax[]): Minor {
  return roundMinor(price * (1 + totalTaxRate(taxes) / 100));
}

/** Exclusive tax to add on top of an amount. */
export function exclusiveTaxOn(amount: Minor, taxes: readonly Tax[]): Minor {
  return roundMinor((amount * totalTaxRate(taxes)) / 100);
}

/** The part of a tax-inclusive amount that is tax: amount × r / (100 + r). */
export function inclusiveTaxIn(amount: Minor, taxes: readonly Tax[]): Minor {
  const rate = totalTaxRate(taxes);
  if (rate <= 0) return 0;
  return roundMinor((amount * rate) / (100 + rate));
}

/** Taxes without repeats: an item and its modifier often carry the same VAT, charged once. */
export function uniqueTaxes(taxes: readonly Tax[]): Tax[] {
  const seen = new Set<number>();
  return taxes.filter((tax) => (seen.has(tax.id) ? false : (seen.add(tax.id), true)));
}
