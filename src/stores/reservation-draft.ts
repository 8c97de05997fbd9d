import { makeAutoObservable } from 'mobx';
import type { ReserveType } from '../domain/reservation-offer.ts';
import { clampGuests, DEFAULT_GUESTS } from '../domain/reservation.ts';

/**
 * What the customer has chosen so far on the reservation form. It survives a refused submit (a
 * table taken meanwhile): only the refused choice is cleared, everything else stays.
 */
export class ReservationDraft {
  reserveType: ReserveType = 'table';
  guests = DEFAULT_GUESTS;
  date: string | null = null;
  time: string | null = null;
  tableId: number | null = null;
  note = '';

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  start(reserveType: ReserveType): void {
    if (this.reserveType !== reserveType) this.tableId = null;
    this.reserveType = reserveType;
  }

  setGuests(guests: number, bounds: { min: number; max: number }): void {
    this.guests = clampGuests(guests, bounds);
  }

  setDate(date: string | null): void {
    if (date !== this.date) this.time = null;
    this.date = date;
  }

  setTime(time: string | null): void {
    this.time = time;
  }

  setTable(tableId: number | null): void {
    this.tableId = tableId;
  }

  setNote(note: string): void {
    this.note = note;
  }

  /** After a reservation was made: the next one starts afresh. */
  clear(): void {
    this.guests = DEFAULT_GUESTS;
    this.date = null;
    this.time = null;
    this.tableId = null;
    this.note = '';
  }
}
