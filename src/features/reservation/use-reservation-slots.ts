import { DateTime } from 'luxon';
import type { ScheduleSlot } from '../../domain/schedule.ts';
import { reservationSlots } from '../../domain/reservation-slots.ts';
import { useStores } from '../../stores/store-context.tsx';

/** The slots a reservation may pick now (call inside an observer component). */
export function useReservationSlots(): ScheduleSlot[] {
  const { shifts, reservations, deps } = useStores();
  const settings = reservations.settings;
  const schedule = shifts.current;
  if (!schedule || !settings) return [];
  return reservationSlots(schedule, settings, DateTime.fromMillis(deps.clock.now()));
}
