/**
 * Reservations: validation against the business's reservation settings, table double-booking,
 * and a status derived from the clock (pending → confirmed after a minute → seated at the time →
 * completed two hours later).
 */
import { DateTime } from 'luxon';
import { intervalToMinutes } from '../../src/domain/schedule.ts';
import type { Schemas } from '../api-types.ts';
import type { MockBackend } from '../backend.ts';
import type { ScenarioSeed } from '../db/records.ts';
import type { StoredReservation } from '../db/state.ts';
import { findOrder, orderView, withoutPersonalFields } from '../views/order-view.ts';

export const SITTING_MS = 2 * 60 * 60 * 1000;
const CONFIRM_AFTER_MS = 60 * 1000;
/** The contract's maxLength of ReservationDetails.note. */
const RESERVATION_NOTE_MAX = 500;

export function reservationStartMs(seed: ScenarioSeed, date: string, time: string): number | null {
  const start = DateTime.fromISO(`${date}T${time}`, { zone: seed.business.time_zone });
  return start.isValid ? start.toMillis() : null;
}

function statusOf(
  seed: ScenarioSeed,
  stored: StoredReservation,
  nowMs: number,
): Schemas['ReservationStatus'] {
  const r = stored.reservation;
  const start = reservationStartMs(seed, r.date, r.time) ?? 0;
  if (nowMs >= start + SITTING_MS) return 'completed';
  if (nowMs >= start) return 'seated';
  return nowMs >= Date.parse(r.created_at) + CONFIRM_AFTER_MS ? 'confirmed' : 'pending';
}

export function reservationView(
  backend: MockBackend,
  seed: ScenarioSeed,
  stored: StoredReservation,
): Schemas['Reservation'] {
  const found = stored.order_id ? findOrder(backend, stored.order_id) : null;
  return {
    ...stored.reservation,
    status: statusOf(seed, stored, backend.clock.nowMs()),
    order: found ? orderView(backend, found.seed, found.stored) : null,
  };
}

/**
 * A reservation as someone with only its id sees it: what was booked, without who booked it, what
 * they wrote, or the pre-order's personal fields (the same rule as an order's).
 */
export function reservationWithoutPersonalFields(
  reservation: Schemas['Reservation'],
): Schemas['Reservation'] {
  return {
    ...reservation,
    name: null,
    phone: null,
    note: null,
    order: reservation.order ? withoutPersonalFields(reservation.order) : null,
  };
}

/** A table is taken while a reservation of it is sitting (two hours from its time). */
export function tableIsTakenAt(
  backend: MockBackend,
  seed: ScenarioSeed,
  tableId: number,
  atMs: number,
): boolean {
  return backend.db.scenario(seed.name).reservations.some((stored) => {
    const r = stored.reservation;
    const start = r.table?.id === tableId ? reservationStartMs(seed, r.date, r.time) : null;
    return start != null && atMs >= start && atMs < start + SITTING_MS;
  });
}

/** Why the reservation details cannot be accepted, or null. */
export function reservationProblem(
  backend: MockBackend,
  seed: ScenarioSeed,
  branchId: number,
  details: Schemas['ReservationDetails'] | undefined,
): Record<string, string> | null {
  const settings = seed.business.reservation;
  if (!settings.enabled) return { reservation: 'This business does not take reservations.' };
  if (!details || typeof details !== 'object') return { reservation: 'The reservation details are missing.' };
  const start =
    typeof details.date === 'string' && typeof details.time === 'string'
      ? reservationStartMs(seed, details.date, details.time)
      : null;
  if (start == null) return { 'reservation.date': 'Choose a day and a time.' };
  const earliest = backend.clock.nowMs() + intervalToMinutes(settings.min_advance) * 60_000;
  if (start < earliest) return { 'reservation.time': 'This time is too soon; choose a later time.' };
  if (
    !Number.isInteger(details.guests) ||
    details.guests < 1 ||
    details.guests > Math.max(1, settings.max_users)
  ) {
    return { 'reservation.guests': `Between 1 and ${Math.max(1, settings.max_users)} guests.` };
  }
  if (
    details.note != null &&
    (typeof details.note !== 'string' || details.note.length > RESERVATION_NOTE_MAX)
  ) {
    return { 'reservation.note': `At most ${RESERVATION_NOTE_MAX} characters.` };
  }
  if (details.reserve_type === 'table') {
    if (!settings.with_table) return { 'reservation.reserve_type': 'Tables cannot be reserved here.' };
    const table = seed.tables.find((t) => t.id === details.table_id && t.branch_id === branchId);
    if (!table) return { 'reservation.table_id': 'Choose a table.' };
    if (table.seats < details.guests) return { 'reservation.table_id': 'This table is too small.' };
  }
  return null;
}

/** A table is free for a sitting from `startMs` when no other sitting overlaps it. */
export function tableIsFreeFor(backend: MockBackend, seed: ScenarioSeed, tableId: number, startMs: number) {
  return ![startMs, startMs + SITTING_MS - 1].some((t) => tableIsTakenAt(backend, seed, tableId, t));
}

/** Valid details whose table another reservation took meanwhile (the contract's 409), or null. */
export function reservationConflict(
  backend: MockBackend,
  seed: ScenarioSeed,
  details: Schemas['ReservationDetails'],
): Record<string, string> | null {
  if (details.reserve_type !== 'table' || typeof details.table_id !== 'number') return null;
  const start = reservationStartMs(seed, details.date, details.time);
  if (start == null || tableIsFreeFor(backend, seed, details.table_id, start)) return null;
  return { 'reservation.table_id': 'This table is already reserved at that time.' };
}
