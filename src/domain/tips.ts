/**
 * Tips on a table bill (issue 31): which choices the tablet offers and what each adds, in whole
 * minor units. The business turns tips on with preset percentages (the contract's `TipSettings`);
 * a tip is a percentage of the bill's amount (what its orders owe), rounded once to the nearest
 * whole minor unit (halves up, money.ts's one rule). The tablet and the server compute it here,
 * so the amount the terminal or the phone charges is the one the guest saw on the tile.
 */
import type { Minor } from './model.ts';
import { roundMinor } from './money.ts';

export interface TipSettings {
  /** The preset percentages, e.g. [10, 15, 20]: whole numbers from 1 to 100, at most four. */
  percentages: readonly number[];
  /** The percentage chosen when the bill opens; null: "No tip" is chosen. */
  default_percentage?: number | null;
}

/** A tile of the tip choice: "No tip" (percentage 0) or a preset with what it adds. */
export interface TipChoice {
  percentage: number;
  tip: Minor;
}

export const MAX_TIP_PRESETS = 4;

/** The presets a device may offer: whole 1–100, each once, in rising order, at most four. */
export function tipPresets(settings: TipSettings | null | undefined): number[] {
  if (!settings) return [];
  const valid = settings.percentages.filter((p) => Number.isInteger(p) && p >= 1 && p <= 100);
  return [...new Set(valid)].sort((a, b) => a - b).slice(0, MAX_TIP_PRESETS);
}

/** Tips are on when the business has at least one valid preset. */
export function tipsEnabled(settings: TipSettings | null | undefined): boolean {
  return tipPresets(settings).length > 0;
}

/** The tip of `percentage` % on `amount` minor units, rounded once to a whole minor unit. */
export function tipAmount(amount: Minor, percentage: number): Minor {
  if (!Number.isInteger(amount) || amount < 0) throw new RangeError(`Not an amount: ${amount}`);
  if (!Number.isInteger(percentage) || percentage < 0 || percentage > 100)
    throw new RangeError(`Not a tip percentage: ${percentage}`);
  // amount × percentage is an integer, so the one division by 100 is the only fraction to round.
  return roundMinor((amount * percentage) / 100);
}

/** The tiles in order: "No tip" first, then each preset with its amount. Empty when tips are off. */
export function tipChoices(settings: TipSettings | null | undefined, amount: Minor): TipChoice[] {
  const presets = tipPresets(settings);
  if (presets.length === 0) return [];
  return [
    { percentage: 0, tip: 0 },
    ...presets.map((percentage) => ({ percentage, tip: tipAmount(amount, percentage) })),
  ];
}

/** The percentage chosen when the bill opens: the business's default if it is a preset, else none. */
export function defaultTipPercentage(settings: TipSettings | null | undefined): number {
  const wanted = settings?.default_percentage ?? 0;
  return tipPresets(settings).includes(wanted) ? wanted : 0;
}

export type TipRefusal = 'tips_disabled' | 'invalid_tip';

/**
 * Whether a bill of `amount` may carry `tip` (the server's check): 0 always; otherwise only where
 * tips are on and only the amount of one of the presets (what a tile showed). Null: accepted.
 */
export function tipRefusal(
  settings: TipSettings | null | undefined,
  amount: Minor,
  tip: Minor,
): TipRefusal | null {
  if (!Number.isInteger(tip) || tip < 0) return 'invalid_tip';
  if (tip === 0) return null;
  if (!tipsEnabled(settings)) return 'tips_disabled';
  return tipChoices(settings, amount).some((choice) => choice.tip === tip) ? null : 'invalid_tip';
}
