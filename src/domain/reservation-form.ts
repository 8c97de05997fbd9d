/**
 * What the reservation form needs before it can be sent. The screen turns each error into a
 * translated message next to its field; the server checks the same again.
 */
import { charactersOver } from './text-limits.ts';
import { checkPhone, type PhoneProblem } from './phone.ts';
import { RESERVATION_NOTE_MAX_LENGTH } from './reservation.ts';

export interface ReservationFormErrors {
  guests?: 'out-of-range';
  /** No date or time chosen, or the chosen one is no longer among the slots. */
  when?: 'required' | 'unavailable';
  table?: 'required';
  name?: 'required';
  phone?: PhoneProblem;
  note?: 'too-long';
}

export interface ReservationFormInput {
  guests: number;
  bounds: { min: number; max: number };
  date: string | null;
  time: string | null;
  /** Whether the chosen date and time is one of the slots now. */
  slotAvailable: boolean;
  /** The business reserves with a table and this is a table reservation. */
  tableRequired: boolean;
  tableId: number | null;
  /** Ids of the tables free for this moment and party. */
  freeTableIds: readonly number[];
  /** A guest's name and phone; null for a logged-in customer (the profile provides them). */
  contact: { name: string; phone: string } | null;
  businessCountry: string | null | undefined;
  note: string;
}

export function validateReservationForm(input: ReservationFormInput): ReservationFormErrors {
  const errors: ReservationFormErrors = {};
  if (!Number.isInteger(input.guests) || input.guests < input.bounds.min || input.guests > input.bounds.max)
    errors.guests = 'out-of-range';
  if (!input.date || !input.time) errors.when = 'required';
  else if (!input.slotAvailable) errors.when = 'unavailable';
  if (input.tableRequired && (input.tableId === null || !input.freeTableIds.includes(input.tableId)))
    errors.table = 'required';
  if (input.contact) {
    if (input.contact.name.trim() === '') errors.name = 'required';
    const phone = checkPhone(input.contact.phone, input.businessCountry);
    if (!phone.ok) errors.phone = phone.problem;
  }
  if (charactersOver(input.note, RESERVATION_NOTE_MAX_LENGTH) > 0) errors.note = 'too-long';
  return errors;
}

export function hasReservationFormErrors(errors: ReservationFormErrors): boolean {
  return Object.keys(errors).length > 0;
}
