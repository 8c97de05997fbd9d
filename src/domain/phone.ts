import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { DEFAULT_COUNTRY } from './currency.ts';

export type PhoneProblem = 'empty' | 'invalid';
export type PhoneCheck = { ok: true; e164: string } | { ok: false; problem: PhoneProblem };

/**
 * A customer's phone as the server wants it (E.164). A local number is read in the business's
 * country (default KW), so "5000 1234" in Kuwait becomes +96550001234; a number that cannot reach
 * anyone is refused before it reaches the server.
 */
export function checkPhone(input: string, businessCountry: string | null | undefined): PhoneCheck {
  const text = input.trim();
  if (!text) return { ok: false, problem: 'empty' };
  const country = (businessCountry || DEFAULT_COUNTRY).toUpperCase() as CountryCode;
  const parsed = parsePhoneNumberFromString(text, country);
  if (!parsed || !parsed.isValid()) return { ok: false, problem: 'invalid' };
  return { ok: true, e164: parsed.number };
}
