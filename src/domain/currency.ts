/**
 * Currency facts from the platform's Intl data instead of a hand-kept table: the spec's
 * "about 150 codes with symbol and decimal digits" is exactly what Intl already knows.
 */

/** Spec §9: the business country when none is given. */
export const DEFAULT_COUNTRY = 'KW';

/** Spec §9: a currency we do not know gets 3 decimals (the Gulf dinars this product started with). */
export const UNKNOWN_CURRENCY_DIGITS = 3;

let knownCodes: ReadonlySet<string> | null = null;

function supportedCurrencies(): ReadonlySet<string> {
  // Built lazily once: supportedValuesOf allocates a fresh array on every call.
  knownCodes ??= new Set(Intl.supportedValuesOf('currency'));
  return knownCodes;
}

export function isKnownCurrency(code: string): boolean {
  return supportedCurrencies().has(code.trim().toUpperCase());
}

// Asked for by every price on the screen: building a NumberFormat each time showed in profiles.
const digitsByCode = new Map<string, number>();

/** Decimal digits of a currency's minor unit: KWD 3, USD 2, JPY 0, unknown 3. */
export function currencyDigits(code: string): number {
  const normalised = code.trim().toUpperCase();
  let digits = digitsByCode.get(normalised);
  if (digits === undefined) {
    // Intl formats any well-formed code (unknown ones with 2 digits), so check membership first.
    digits = supportedCurrencies().has(normalised)
      ? (new Intl.NumberFormat('en', { style: 'currency', currency: normalised }).resolvedOptions()
          .maximumFractionDigits ?? UNKNOWN_CURRENCY_DIGITS)
      : UNKNOWN_CURRENCY_DIGITS;
    digitsByCode.set(normalised, digits);
  }
  return digits;
}
