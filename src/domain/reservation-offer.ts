/**
 * What a business lets a customer reserve (spec §3, §9), read from its settings: apart from the
 * reservation screens' rules (reservation.ts) because the store that answers it is in the first
 * load (src/stores/reservation-offer.ts).
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

/** What a customer can reserve (route /reservation/{reserveType}). */
export type ReserveType = 'table' | 'service';

/**
 * The reserve types a business offers: its own list when it sends one, else a table when it
 * reserves with a table and a service otherwise. Nothing when reservations are off.
 */
export function offeredReserveTypes(
  settings:
    { enabled: boolean; with_table: boolean; reserve_types?: readonly ReserveType[] } | null | undefined,
): ReserveType[] {
  if (!settings?.enabled) return [];
  if (settings.reserve_types && settings.reserve_types.length > 0) return [...settings.reserve_types];
  return [settings.with_table ? 'table' : 'service'];
}
