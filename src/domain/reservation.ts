/**
 * Reservation constants and rules (spec §3, §9) of the reservation screens; what a business offers
 * (types, party size bounds, whether a reservation carries an order) is in reservation-offer.ts.
 */
import { TEXT_LIMITS } from './text-limits.ts';

/** The party size the picker holds: a whole number inside the bounds. */
/** A table for two is what most people reserve (issue #32): the form starts there, within bounds. */
export const DEFAULT_GUESTS = 2;

export function clampGuests(guests: number, bounds: { min: number; max: number }): number {
  if (!Number.isFinite(guests)) return bounds.min;
  return Math.min(bounds.max, Math.max(bounds.min, Math.floor(guests)));
}

export interface TableForParty {
  id: number;
  capacity: number;
  /** Free for the chosen moment, as webapp/tables answers it. */
  available?: boolean;
}

/**
 * Tables a party may book: free at the chosen moment and with enough seats, smallest first (a
 * couple is not offered the table for ten before the table for two).
 */
export function tablesForParty<T extends TableForParty>(tables: readonly T[], guests: number): T[] {
  return tables
    .filter((table) => table.available !== false && table.capacity >= guests)
    .sort((a, b) => a.capacity - b.capacity || a.id - b.id);
}

/** The contract's maxLength of ReservationDetails.note (checked by a contract test). */
export const RESERVATION_NOTE_MAX_LENGTH = TEXT_LIMITS.orderNote;

export type ReservationStatusName =
  'pending' | 'confirmed' | 'seated' | 'completed' | 'cancelled' | 'no_show';
export const RESERVATION_STATUSES: readonly ReservationStatusName[] = [
  'pending',
  'confirmed',
  'seated',
  'completed',
  'cancelled',
  'no_show',
];

/** The history's filter choices: when, or one status. */
export type ReservationHistoryFilter = 'all' | 'upcoming' | 'past' | ReservationStatusName;

/**
 * The reservations call's filters for a choice. Upcoming: from today on, not yet seated; past:
 * up to today, finished one way or another. `today` is the business's calendar date.
 */
export function reservationHistoryFilters(
  choice: ReservationHistoryFilter,
  today: string,
): { status?: ReservationStatusName[]; from?: string; to?: string } {
  switch (choice) {
    case 'all':
      return {};
    case 'upcoming':
      return { status: ['pending', 'confirmed'], from: today };
    case 'past':
      return { status: ['completed', 'cancelled', 'no_show'], to: today };
    default:
      return { status: [choice] };
  }
}
