import { DEFAULT_COUNTRY } from '../../domain/currency.ts';
import { formattingLocale, isKnownTimeZone, isSameDate, parseIsoInstant } from '../../domain/zoned-dates.ts';
import { zonedMoment } from '../../domain/zoned-time.ts';
import type { DateFormatContext } from '../../i18n/date-format.ts';

// The same Intl options as i18n/date-format.ts's formatTime and formatDateTime (Luxon's TIME_SIMPLE
// and DATETIME_MED_WITH_WEEKDAY), written with Intl alone so the home page loads no date library.
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: 'numeric' };
const DAY_AND_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  weekday: 'short',
  hour: 'numeric',
  minute: 'numeric',
};

/** "14:30" when the next opening is today in the business's zone, else the day and time. */
export function opensAtText(opensAt: string, nowMs: number, context: DateFormatContext): string {
  const { timeZone } = context;
  const opening = parseIsoInstant(opensAt);
  if (opening === null || !isKnownTimeZone(timeZone)) return '';
  const today = isSameDate(zonedMoment(opening, timeZone), zonedMoment(nowMs, timeZone));
  // 'ar-KW' (language plus the business's country) gives Arabic-Indic digits and the local clock.
  const locale = formattingLocale(context.language, context.countryCode || DEFAULT_COUNTRY);
  return new Intl.DateTimeFormat(locale, { ...(today ? TIME : DAY_AND_TIME), timeZone }).format(opening);
}
