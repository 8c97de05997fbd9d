/**
 * A customer's phone number (checkout contact, gift recipient): validated with libphonenumber-js,
 * where a number typed without a country code belongs to the business's country.
 */
import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';
import { DEFAULT_COUNTRY } from './currency.ts';

/** empty: nothing typed; invalid: not a number of any country. */
export type PhoneProblem = 'empty' | 'invalid';

export type PhoneCheck = { ok: true; e164: string } | { ok: false; problem: PhoneProblem };

/**
 * The number in E.164 (+96550001234), or why it cannot be used. Arabic-Indic digits are accepted
 * (libphonenumber reads them), so an Arabic keyboard works.
 */
export function checkPhone(text: string, businessCountry: string | null | undefined): PhoneCheck {
  if (text.trim() === '') return { ok: false, problem: 'empty' };
  const country = businessCountry?.trim().toUpperCase() ?? '';
  const region = isSupportedCountry(country) ? country : DEFAULT_COUNTRY;
  const parsed = parsePhoneNumberFromString(text, isSupportedCountry(region) ? region : undefined);
  return parsed?.isValid() ? { ok: true, e164: parsed.number } : { ok: false, problem: 'invalid' };
}
