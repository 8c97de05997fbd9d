import { DateTime } from 'luxon';
import type { ScheduleSlot } from '../../domain/schedule.ts';
import { reservationSlots } from '../../domain/reservation-slots.ts';
import { useStores } from '../../stores/store-context.tsx';

/** The slots a reservation may pick now (call inside an observer component). */
export function useReservationSlots(): ScheduleSlot[] {
  const { shiftsIfLoaded, reservations, deps } = useStores();
  const settings = reservations.settings;
  // The route fetched the hours; a store that could not load (offline) leaves no slots to offer.
  const schedule = shiftsIfLoaded?.current ?? null;
  if (!schedule || !settings) return [];
  return reservationSlots(schedule, settings, DateTime.fromMillis(deps.clock.now()));
}
