/**
 * Reservation constants and rules (spec §3, §9).
 */

/** Spec §9: guests per reservation when the business sets no maximum. */
export const DEFAULT_MAX_RESERVATION_GUESTS = 1;
/** Spec §3: reservation type 2 means a reservation that carries an order. */
export const RESERVATION_TYPE_WITH_ORDER = 2;

export function reservationTakesOrder(type: number | null | undefined): boolean {
  return type === RESERVATION_TYPE_WITH_ORDER;
}

/** Guest count limits for the picker: at least 1, at most the business maximum (default 1). */
export function guestCountBounds(maxUsers: number | null | undefined): { min: number; max: number } {
  const max =
    maxUsers != null && Number.isFinite(maxUsers) && maxUsers >= 1
      ? Math.floor(maxUsers)
      : DEFAULT_MAX_RESERVATION_GUESTS;
  return { min: 1, max };
}
