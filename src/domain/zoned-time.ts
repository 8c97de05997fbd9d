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
