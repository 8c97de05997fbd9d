/**
 * Spec §3, §4: the times a reservation may be made for. They are the dine-in shifts' slots, no
 * sooner than the business's reservation min_advance and no later than its max_advance (or the
 * default horizon). Luxon lives here, on the reservation screen's path only.
 */
import type { DateTime } from 'luxon';
import type { Interval, ShiftsSchedule } from './model.ts';
import { availableSlots, type ScheduleSlot } from './schedule.ts';

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
  return availableSlots(shifts, 'dine_in', { min_advance: settings.min_advance, max_advance }, now);
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
