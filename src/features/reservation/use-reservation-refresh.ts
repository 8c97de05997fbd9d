import { useEffect } from 'react';
import type { ReservationStatus } from '../../api/types.ts';
import { useStores } from '../../stores/store-context.tsx';

/** How often an open reservation page asks for the status again. */
export const RESERVATION_REFRESH_MS = 30_000;
const FINAL: readonly ReservationStatus[] = ['completed', 'cancelled', 'no_show'];

/** Keeps the shown reservation's status fresh while the page is open and the status can change. */
export function useReservationRefresh(reservationId: number, status: ReservationStatus | undefined): void {
  const { reservations } = useStores();
  const final = status === undefined || FINAL.includes(status);
  useEffect(() => {
    if (final) return;
    const timer = setInterval(() => {
      reservations.load(reservationId).catch(() => undefined);
    }, RESERVATION_REFRESH_MS);
    return () => clearInterval(timer);
  }, [reservations, reservationId, final]);
}
