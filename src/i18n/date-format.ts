import { DateTime } from 'luxon';
import { DEFAULT_COUNTRY } from '../domain/currency.ts';
import { formattingLocale } from '../domain/zoned-dates.ts';

export interface DateFormatContext {
  language: string;
  countryCode?: string | null;
  /** The business's time zone (spec §9 default Asia/Kuwait). */
  timeZone: string;
}

// The language plus the business country (the local clock and date order), with the language's own
// digits pinned (formattingLocale), so dates and prices of one language share one digit system.
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

/** The Intl locale of this context: the language's digits, the business country's conventions. */
export function contextLocale(context: Pick<DateFormatContext, 'language' | 'countryCode'>): string {
  return formattingLocale(context.language, context.countryCode || DEFAULT_COUNTRY);
}

/** A calendar's day number ("27", "٢٧", "২৭") in the digits of the language's prices and dates. */
export function formatCalendarDay(
  day: number,
  context: Pick<DateFormatContext, 'language' | 'countryCode'>,
): string {
  return new Intl.NumberFormat(contextLocale(context), { useGrouping: false }).format(day);
}

/** A calendar's month heading ("November 2026") for a "YYYY-MM-DD" date, in the same digits. */
export function formatMonthLabel(
  isoDate: string,
  context: Pick<DateFormatContext, 'language' | 'countryCode'>,
): string {
  return formatIsoDate(isoDate, context, {
    month: 'long',
    year: 'numeric',
  });
}

/** A weekday's short name ("Mon", "ث") for a "YYYY-MM-DD" date, for a calendar's header row. */
export function formatWeekdayShort(
  isoDate: string,
  context: Pick<DateFormatContext, 'language' | 'countryCode'>,
): string {
  const format = (weekday: 'short' | 'narrow') => formatIsoDate(isoDate, context, { weekday });
  // A 48 px column holds "Mon" or "Di.", not Arabic's whole "الثلاثاء": there, the narrow form.
  const short = format('short');
  return [...short].length > 4 ? format('narrow') : short;
}

/** Beyond this an estimate reads better as a clock time alone than as "in 95 minutes". */
const RELATIVE_MINUTES_LIMIT = 90;

/**
 * When an order is expected, as a customer reads it: "12:10 · in 10 minutes" later today (the
 * relative part by Intl in the language's own words and digits), "12:10" when that time has
 * passed or is more than an hour and a half away today, and the weekday and date on another day.
 */
export function formatExpectedTime(iso: string, nowMs: number, context: DateFormatContext): string {
  const at = inBusinessZone(iso, context);
  if (!at.isValid) return '';
  const now = DateTime.fromMillis(nowMs).setZone(context.timeZone);
  if (!at.hasSame(now, 'day')) return formatDateTime(iso, context);
  const time = at.toLocaleString(DateTime.TIME_SIMPLE);
  const minutes = Math.ceil((at.toMillis() - nowMs) / 60_000);
  if (minutes <= 0 || minutes > RELATIVE_MINUTES_LIMIT) return time;
  const relative = new Intl.RelativeTimeFormat(contextLocale(context), { numeric: 'auto' }).format(
    minutes,
    'minute',
  );
  return `${time} · ${relative}`;
}

/** A calendar day's full name ("November 17, 2025") for a "YYYY-MM-DD" date, for its label. */
export function formatCalendarDate(
  isoDate: string,
  context: Pick<DateFormatContext, 'language' | 'countryCode'>,
): string {
  return formatIsoDate(isoDate, context, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}

/** A "YYYY-MM-DD" calendar date in the context's language and digits, as a date of no time zone. */
function formatIsoDate(
  isoDate: string,
  context: Pick<DateFormatContext, 'language' | 'countryCode'>,
  options: Intl.DateTimeFormatOptions,
): string {
  const date = DateTime.fromISO(isoDate, { zone: 'UTC' });
  if (!date.isValid) return '';
  return new Intl.DateTimeFormat(contextLocale(context), { ...options, timeZone: 'UTC' }).format(
    date.toJSDate(),
  );
}
