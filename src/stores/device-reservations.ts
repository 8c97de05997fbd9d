/**
 * The access secrets of the reservations made on this device (X-Reservation-Secret), so the
 * reservation page still shows the customer's own name, phone and note after a reload, while the
 * same link shows them to nobody else. Only ids and secrets are kept; logout and the end of a
 * customer's session forget them (ON_DEMAND_CUSTOMER_KEYS).
 */
import type { KeyValueStorage } from './deps.ts';
import { DEVICE_RESERVATIONS_KEY } from './on-demand-keys.ts';

/** Enough for a customer's upcoming reservations; older ones are in the account's history. */
export const DEVICE_RESERVATIONS_LIMIT = 10;

export interface DeviceReservation {
  id: number;
  access_secret: string;
}

const isDeviceReservation = (value: unknown): value is DeviceReservation =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as DeviceReservation).id === 'number' &&
  typeof (value as DeviceReservation).access_secret === 'string';

/**
 * One entry as rememberDeviceReservation writes it. Damaged text is read entry by entry with this
 * rather than with salvage-json.ts: importing that from this lazily loaded code split Rolldown's
 * runtime out of the entry and cost the first load 0.4 KB gzip (measured), for a list whose every
 * entry has this one shape.
 */
const WRITTEN_ENTRY = /\{"id":(\d+),"access_secret":("(?:[^"\\]|\\.)*")\}/g;

function entriesIn(text: string): unknown[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [...text.matchAll(WRITTEN_ENTRY)].map(([, id, secret]) => {
      try {
        return { id: Number(id), access_secret: JSON.parse(secret!) as unknown };
      } catch {
        return null;
      }
    });
  }
}

/** The kept secrets, newest first; a damaged entry costs that entry only. */
export function readDeviceReservations(storage: KeyValueStorage): DeviceReservation[] {
  try {
    const text = storage.getItem(DEVICE_RESERVATIONS_KEY);
    return text === null ? [] : entriesIn(text).filter(isDeviceReservation);
  } catch {
    return [];
  }
}

/** Keeps a new reservation's secret first (once), cut to the limit. */
export function rememberDeviceReservation(storage: KeyValueStorage, made: DeviceReservation): void {
  const kept = readDeviceReservations(storage).filter((entry) => entry.id !== made.id);
  const list = [{ id: made.id, access_secret: made.access_secret }, ...kept].slice(
    0,
    DEVICE_RESERVATIONS_LIMIT,
  );
  try {
    storage.setItem(DEVICE_RESERVATIONS_KEY, JSON.stringify(list));
  } catch {
    // A full storage costs the customer's details on a later visit, never the reservation.
  }
}

/** The header that shows this device's own reservation whole; none for anyone else's. */
export function reservationSecretHeader(
  storage: KeyValueStorage,
  reservationId: number,
): { 'X-Reservation-Secret'?: string } {
  const secret = readDeviceReservations(storage).find((entry) => entry.id === reservationId)?.access_secret;
  return secret ? { 'X-Reservation-Secret': secret } : {};
}
