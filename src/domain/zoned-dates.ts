/**
 * Dates and zones as the screens loaded on demand read them (the home's "opens at", the opening
 * hours, dates in the customer's language): apart from zoned-time.ts and locales.ts, which the
 * menu's first load carries for "now" and the language alone. One module, so one file after the
 * first paint rather than two.
 */
import { baseLanguage, numberingSystemOf } from './locales.ts';
import type { ZonedMoment } from './zoned-time.ts';

/** Whether the platform knows the zone name (IANA, or UTC). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Whether two moments fall on the same calendar date. */
export function isSameDate(a: ZonedMoment, b: ZonedMoment): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

/**
 * The instant an ISO 8601 date-time names (epoch ms), or null when it is not one. Without an
 * offset it is read on the device's clock, as Luxon's DateTime.fromISO reads it. Stricter than
 * Date.parse, which takes "March 5" as a date in 2001.
 */
export function parseIsoInstant(text: string): number | null {
  const match = ISO_DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((field) => Number(field ?? '0'));
  const millisecond = Number((match[7] ?? '').padEnd(3, '0').slice(0, 3));
  const offset = match[8];
  const daysInMonth = new Date(Date.UTC(year!, month!, 0)).getUTCDate();
  const endOfDay = hour === 24 && minute === 0 && second === 0 && millisecond === 0;
  if (month! < 1 || month! > 12 || day! < 1 || day! > daysInMonth) return null;
  if ((hour! > 23 && !endOfDay) || minute! > 59 || second! > 59) return null;
  if (offset === undefined) {
    return new Date(year!, month! - 1, day, hour, minute, second, millisecond).getTime();
  }
  let offsetMinutes = 0;
  if (offset !== 'Z') {
    const digits = offset.slice(1).replace(':', '');
    offsetMinutes =
      (offset.startsWith('-') ? -1 : 1) * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || '0'));
  }
  return Date.UTC(year!, month! - 1, day, hour, minute, second, millisecond) - offsetMinutes * 60_000;
}

/**
 * The Intl/Luxon locale for dates and numbers: the language plus the business country for the
 * local conventions (the clock, the order of day and month), with the language's own digits
 * pinned ("ar-KW-u-nu-latn"), so a date shows the same digits as a price in the same language.
 * The region alone would change them (ar-KW picks ١٢٣ where ar picks 123).
 */
export function formattingLocale(locale: string, countryCode: string | null | undefined): string {
  const language = baseLanguage(locale);
  const country = countryCode?.trim().toUpperCase();
  const region = country && /^[A-Z]{2}$/.test(country) ? `-${country}` : '';
  return `${language}${region}-u-nu-${numberingSystemOf(language)}`;
}
