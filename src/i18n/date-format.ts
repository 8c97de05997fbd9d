import { DateTime } from 'luxon';
import { DEFAULT_COUNTRY } from '../domain/currency.ts';
import { formattingLocale } from '../domain/locales.ts';

export interface DateFormatContext {
  language: string;
  countryCode?: string | null;
  /** The business's time zone (spec §9 default Asia/Kuwait). */
  timeZone: string;
}

// Luxon formats plain 'ar' with Latin digits; 'ar-KW' (language plus the business's country) gives
// Arabic-Indic digits and the local clock (shared/STACK.md).
function inBusinessZone(iso: string, context: DateFormatContext): DateTime {
  return DateTime.fromISO(iso, { setZone: false })
    .setZone(context.timeZone)
    .setLocale(formattingLocale(context.language, context.countryCode || DEFAULT_COUNTRY));
}

/** "Sunday, 22 November 2026 at 14:30" in the visitor's language, in the business's zone. */
export function formatDateTime(iso: string, context: DateFormatContext): string {
  const date = inBusinessZone(iso, context);
  return date.isValid ? date.toLocaleString(DateTime.DATETIME_MED_WITH_WEEKDAY) : '';
}

export function formatDate(iso: string, context: DateFormatContext): string {
  const date = inBusinessZone(iso, context);
  return date.isValid ? date.toLocaleString(DateTime.DATE_MED_WITH_WEEKDAY) : '';
}

export function formatTime(iso: string, context: DateFormatContext): string {
  const date = inBusinessZone(iso, context);
  return date.isValid ? date.toLocaleString(DateTime.TIME_SIMPLE) : '';
}
