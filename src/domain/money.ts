/**
 * Money is an integer count of minor units (see model.ts). Any fraction of a minor unit that a rule
 * produces (a percentage, a tax, a price per kilogram) goes through roundMinor, and only there.
 */
import type { Minor } from './model.ts';
import { currencyDigits, isKnownCurrency } from './currency.ts';
import { numberingSystemOf } from './locales.ts';

/** The one rounding rule: to the nearest whole minor unit, halves away from zero. */
export function roundMinor(amount: number): Minor {
  if (!Number.isFinite(amount)) throw new RangeError(`Cannot round a non-finite amount: ${amount}`);
  // Floats carry noise such as 100.49999999999999 for 1.005 × 100; keeping 15 significant digits
  // (what a double holds exactly) turns it back into the true half before rounding.
  const magnitude = Number(Math.abs(amount).toPrecision(15));
  const rounded = Math.floor(magnitude + 0.5);
  // `|| 0` turns -0 into 0 so equality checks and formatting never see a negative zero.
  return (amount < 0 ? -rounded : rounded) || 0;
}

/** Major units (as a person types them, e.g. 1.25 KWD) to minor units (1250). */
export function toMinor(major: number, currency: string): Minor {
  return roundMinor(major * 10 ** currencyDigits(currency));
}

/** Minor units to major units, for display or for a server that wants decimals. */
export function fromMinor(minor: Minor, currency: string): number {
  return minor / 10 ** currencyDigits(currency);
}

/**
 * Localised money text. Spec §9: a whole amount shows no decimals (KWD 2 not KWD 2.000); any other
 * amount shows all of the currency's digits (KWD 1.250). An unknown code cannot go through Intl's
 * currency style with the right digits, so it is shown as a number followed by the code.
 */
export function formatMoney(minor: Minor, currency: string, locale: string): string {
  const digits = currencyDigits(currency);
  const major = fromMinor(minor, currency);
  const shownDigits = Number.isInteger(major) ? 0 : digits;
  const code = currency.trim().toUpperCase();
  const known = isKnownCurrency(code);
  const text = moneyFormat(locale, known ? code : '', shownDigits).format(major);
  return known ? text : `${text} ${code}`;
}

// A long menu formats thousands of prices with a handful of formats: each is built once.
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** A currency format (or a plain number format when `code` is ''), with exactly `digits` decimals. */
function moneyFormat(locale: string, code: string, digits: number): Intl.NumberFormat {
  const key = `${locale} ${code} ${digits}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      ...(code && { style: 'currency', currency: code }),
      // The language's own digits, the same as its dates and times (locales.ts numberingSystemOf).
      numberingSystem: numberingSystemOf(locale),
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    moneyFormats.set(key, format);
  }
  return format;
}

/** Sum of minor amounts; a helper so totals read as sums, not reduce() boilerplate. */
export function sumMinor(amounts: readonly Minor[]): Minor {
  return amounts.reduce((total, amount) => total + amount, 0);
}
