/**
 * Shipping abroad (spec §5, §9): delivery to another country, charged by weight.
 */
import type { Minor, ShippingCountry } from './model.ts';
import { countedQuantity } from './cart-lines.ts';
import { DEFAULT_COUNTRY } from './currency.ts';
import { roundMinor } from './money.ts';

/** Shipping applies only when the business enables it and the chosen country is not its own. */
export function shippingApplies(input: {
  enabled: boolean;
  countryIso: string | null | undefined;
  businessCountry: string | null | undefined;
}): boolean {
  const chosen = input.countryIso?.trim().toUpperCase();
  if (!input.enabled || !chosen) return false;
  return chosen !== (input.businessCountry?.trim() || DEFAULT_COUNTRY).toUpperCase();
}

/** What shipping needs from a cart line; PricedLine has these fields. */
export interface ShippingLine {
  weight_kg: number;
  quantity: number;
}

/**
 * Spec §9: Σ weight × count × fees_per_kg + fixed_fees, rounded once for the whole order (the fee
 * is one charge, not a per-line amount). Counts follow the totals rule: at least 1.
 */
export function shippingFee(
  lines: readonly ShippingLine[],
  country: Pick<ShippingCountry, 'fees_per_kg' | 'fixed_fees'>,
): Minor {
  const kilograms = lines.reduce((sum, line) => {
    const weight = Number.isFinite(line.weight_kg) && line.weight_kg > 0 ? line.weight_kg : 0;
    return sum + weight * countedQuantity(line.quantity);
  }, 0);
  return roundMinor(kilograms * country.fees_per_kg + country.fixed_fees);
}

/**
 * Spec §4: a restored shipping choice is kept only while shipping is enabled and the country
 * belongs to the current branch.
 */
export function keepShippingCountry(input: {
  enabled: boolean;
  country: Pick<ShippingCountry, 'branch_id'> | null;
  branchId: number;
}): boolean {
  return input.enabled && input.country != null && input.country.branch_id === input.branchId;
}
