/**
 * Spec §4, §9: when an order is for. "now" while open and not scheduled-only; otherwise "later",
 * defaulting to the first slot inside the advance limits. All dates are calendar dates in the
 * business time zone (Luxon `setZone`), whatever zone the device is in.
 */
import { DateTime, Info } from 'luxon';
import type {
  Interval,
  OrderSellingType,
  ScheduledOrdersConfig,
  ShiftsSchedule,
  TimeRange,
} from './model.ts';
import { parseClock } from './time-of-day.ts';
import { DEFAULT_TIME_ZONE } from './zoned-time.ts';

/** Spec §9: the latest a customer may schedule, in hours, when the business sets no maximum. */
export const DEFAULT_MAX_ADVANCE_HOURS = 168;

const MINUTES_PER_SCALE = { min: 1, hour: 60, day: 1440 } as const;

/** Interval in minutes; a missing, negative or unreadable interval is 0. */
export function intervalToMinutes(interval: Interval | null | undefined): number {
  if (!interval || !Number.isFinite(interval.value) || interval.value <= 0) return 0;
  return interval.value * (MINUTES_PER_SCALE[interval.scale] ?? 0);
}

export interface ScheduleSlot {
  /** Calendar date YYYY-MM-DD of the slot in the business zone. */
  date: string;
  /** Start "HH:mm". */
  slot: string;
  /** ISO date-time with the business zone's offset. */
  startsAt: string;
}

export type Schedule =
  | { kind: 'now' }
  | { kind: 'later'; date: string; slot: string }
  /** Closed and no slot within the limits: nothing to order for. */
  | { kind: 'unavailable' };

/**
 * A slot listed under a day whose shift crosses midnight (18:00–02:00) may lie after midnight:
 * "00:30" then belongs to the next calendar date, unless a same-day shift holds it.
 */
function isAfterMidnightSlot(minute: number, shifts: readonly TimeRange[]): boolean {
  let inCrossingTail = false;
  for (const shift of shifts) {
    const from = parseClock(shift.from);
    const to = parseClock(shift.to);
    if (from == null || to == null) continue;
    if (from < to && minute >= from && minute < to) return false;
    if (from > to) {
      if (minute >= from) return false;
      if (minute < to) inCrossingTail = true;
    }
  }
  return inCrossingTail;
}

function timeZoneOf(shifts: ShiftsSchedule): string {
  const zone = shifts.time_zone;
  return zone && Info.isValidIANAZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

/**
 * Every selectable slot of a selling type, in time order, from now + min advance to
 * now + max advance (168 hours when no maximum is set), across midnight and across weeks.
 */
export function availableSlots(
  shifts: ShiftsSchedule,
  type: OrderSellingType,
  config: Pick<ScheduledOrdersConfig, 'min_advance' | 'max_advance'> | null,
  now: DateTime,
): ScheduleSlot[] {
  const zone = timeZoneOf(shifts);
  const localNow = now.setZone(zone);
  const earliest = localNow.plus({ minutes: intervalToMinutes(config?.min_advance) });
  const maxMinutes = intervalToMinutes(config?.max_advance) || DEFAULT_MAX_ADVANCE_HOURS * 60;
  const latest = localNow.plus({ minutes: maxMinutes });

  const byDate = new Map([shifts.today, ...shifts.days].map((day) => [day.date, day]));
  const slots = new Map<string, { at: DateTime; slot: string }>();
  for (const day of byDate.values()) {
    const typeShift = day[type];
    const date = DateTime.fromISO(day.date, { zone });
    if (!typeShift || !date.isValid) continue;
    for (const text of typeShift.slots) {
      const minute = parseClock(text);
      if (minute == null || minute >= 1440) continue;
      const dayOffset = isAfterMidnightSlot(minute, typeShift.shifts) ? 1 : 0;
      const at = date.plus({ days: dayOffset }).set({ hour: Math.floor(minute / 60), minute: minute % 60 });
      if (at < earliest || at > latest) continue;
      slots.set(at.toISO() ?? '', { at, slot: at.toFormat('HH:mm') });
    }
  }
  return [...slots.values()]
    .sort((a, b) => a.at.toMillis() - b.at.toMillis())
    .map(({ at, slot }) => ({ date: at.toISODate() ?? '', slot, startsAt: at.toISO() ?? '' }));
}

/**
 * The schedule a checkout starts with. "now" when open and the business does not take scheduled
 * orders only; otherwise the next opening's first slot within the advance limits.
 */
export function defaultSchedule(input: {
  open: boolean;
  type: OrderSellingType;
  config: ScheduledOrdersConfig | null;
  shifts: ShiftsSchedule | null;
  now: DateTime;
}): Schedule {
  const { open, type, config, shifts, now } = input;
  const scheduledOnly = config?.on === true && config.only_schedule;
  if (open && !scheduledOnly) return { kind: 'now' };
  if (!shifts) return { kind: 'unavailable' };
  const first = availableSlots(shifts, type, config, now)[0];
  return first ? { kind: 'later', date: first.date, slot: first.slot } : { kind: 'unavailable' };
}
