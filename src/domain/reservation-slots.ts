/**
 * Spec §3, §4: the times a reservation may be made for. They are the dine-in shifts' slots (or,
 * on a day whose dine-in lists no slots, every half hour of its opening hours until an hour before
 * closing), no sooner than the business's reservation min_advance and no later than its
 * max_advance (or the default horizon). Luxon lives here, on the reservation screen's path only.
 */
import type { DateTime } from 'luxon';
import type { Interval, ShiftsSchedule, TimeRange } from './model.ts';
import { availableSlots, type ScheduleSlot } from './schedule.ts';
import { formatClock, MINUTES_PER_DAY, parseClock } from './time-of-day.ts';

/** Between two reservation times made from opening hours. */
export const RESERVATION_SLOT_STEP_MINUTES = 30;
/** The last reservation made from opening hours starts this long before closing. */
export const LAST_RESERVATION_BEFORE_CLOSING_MINUTES = 60;

/** Start times "HH:mm" from opening ranges (a range ending at or before its start crosses midnight). */
export function slotsFromOpeningHours(ranges: readonly TimeRange[]): string[] {
  const times: string[] = [];
  for (const range of ranges) {
    const from = parseClock(range.from);
    let to = parseClock(range.to);
    if (from == null || to == null || from >= MINUTES_PER_DAY) continue;
    if (to <= from) to += MINUTES_PER_DAY;
    for (
      let m = from;
      m <= to - LAST_RESERVATION_BEFORE_CLOSING_MINUTES;
      m += RESERVATION_SLOT_STEP_MINUTES
    ) {
      const text = formatClock(m % MINUTES_PER_DAY);
      if (!times.includes(text)) times.push(text);
    }
  }
  return times;
}

/** The schedule with each dine-in day's slots filled from its opening hours when it lists none. */
function withReservationTimes(shifts: ShiftsSchedule): ShiftsSchedule {
  const fill = (day: ShiftsSchedule['today']): ShiftsSchedule['today'] =>
    day.dine_in && day.dine_in.slots.length === 0
      ? { ...day, dine_in: { ...day.dine_in, slots: slotsFromOpeningHours(day.dine_in.shifts) } }
      : day;
  return { ...shifts, today: fill(shifts.today), days: shifts.days.map(fill) };
}

export interface ReservationTimeSettings {
  min_advance: Interval;
  max_advance?: Interval | null;
}

export function reservationSlots(
  shifts: ShiftsSchedule,
  settings: ReservationTimeSettings,
  now: DateTime,
): ScheduleSlot[] {
  // No max_advance means the default horizon (an interval of 0 reads as "not set").
  const max_advance = settings.max_advance ?? { value: 0, scale: 'min' as const };
  return availableSlots(
    withReservationTimes(shifts),
    'dine_in',
    { min_advance: settings.min_advance, max_advance },
    now,
  );
}

/** The days that have at least one slot, in order (what the date picker lets the customer pick). */
export function reservableDates(slots: readonly ScheduleSlot[]): string[] {
  return [...new Set(slots.map((slot) => slot.date))];
}

/** The slots of one day. */
export function slotsOn(slots: readonly ScheduleSlot[], date: string | null): ScheduleSlot[] {
  return date ? slots.filter((slot) => slot.date === date) : [];
}

/** Whether a chosen date and time is still one of the slots (the clock moves on, the day changes). */
export function isReservableSlot(
  slots: readonly ScheduleSlot[],
  choice: { date: string; time: string } | null,
): boolean {
  return choice !== null && slots.some((slot) => slot.date === choice.date && slot.slot === choice.time);
}
