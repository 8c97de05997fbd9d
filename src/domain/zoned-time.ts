/**
 * The wall clock of a time zone at an instant, read with the platform's Intl alone: the menu and
 * home pages need only "which weekday and time is it now for the business", and that must not pull
 * a date library into the first paint. Date arithmetic (schedule slots) stays in schedule.ts.
 */

/** Spec §9: the business's zone when it sets none or an unknown one. */
export const DEFAULT_TIME_ZONE = 'Asia/Kuwait';

/** A calendar date and clock time in one zone. A Luxon DateTime has the same fields. */
export interface ZonedMoment {
  /** 1 = Monday … 7 = Sunday (ISO, as Luxon). */
  weekday: number;
  year: number;
  /** 1 = January … 12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const WEEKDAYS: Readonly<Record<string, number>> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

const formatters = new Map<string, Intl.DateTimeFormat>();

function createFormatter(timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    weekday: 'short',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
}

/** One formatter per zone (building one is the slow part); an unknown zone reads as the default. */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = createFormatter(timeZone);
    } catch {
      // An unknown zone name from the back office must not break the menu: the spec's default.
      formatter = timeZone === DEFAULT_TIME_ZONE ? createFormatter('UTC') : formatterFor(DEFAULT_TIME_ZONE);
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether the platform knows the zone name (IANA, or UTC). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The wall clock in `timeZone` at `epochMs`; an unknown zone is read as Asia/Kuwait. */
export function zonedMoment(epochMs: number, timeZone: string): ZonedMoment {
  const fields: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(epochMs)) fields[part.type] = part.value;
  return {
    weekday: WEEKDAYS[fields.weekday ?? ''] ?? 1,
    year: Number(fields.year),
    month: Number(fields.month),
    day: Number(fields.day),
    // Some engines still write midnight as 24 even with h23.
    hour: Number(fields.hour) % 24,
    minute: Number(fields.minute),
  };
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

/** Whether two moments fall on the same calendar date. */
export function isSameDate(a: ZonedMoment, b: ZonedMoment): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}
