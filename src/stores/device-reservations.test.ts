import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../tests/support/test-root-store.ts';
import {
  DEVICE_RESERVATIONS_LIMIT,
  readDeviceReservations,
  rememberDeviceReservation,
  reservationSecretHeader,
} from './device-reservations.ts';

const SECRET = '9f2c4e7a1b3d5f6081a2c3e4d5f60718';

describe('the reservations made on this device', () => {
  it('keep the newest first, once each, up to the limit', () => {
    const storage = new MemoryStorage();
    for (let id = 1; id <= DEVICE_RESERVATIONS_LIMIT + 2; id++) {
      rememberDeviceReservation(storage, { id, access_secret: `${SECRET}-${id}` });
    }
    rememberDeviceReservation(storage, { id: 5, access_secret: SECRET });
    const kept = readDeviceReservations(storage);
    expect(kept).toHaveLength(DEVICE_RESERVATIONS_LIMIT);
    expect(kept[0]).toEqual({ id: 5, access_secret: SECRET });
    expect(kept.filter((entry) => entry.id === 5)).toHaveLength(1);
  });

  it.each([
    ['one damaged entry', `[{"id":7,"access_secret":"${SECRET}"},{"id":8,"access_secret":ÿ}]`, [7]],
    [
      'an entry of the wrong shape',
      `[{"id":"7","access_secret":"${SECRET}"},{"id":9,"access_secret":"${SECRET}"}]`,
      [9],
    ],
    ['a write cut off halfway', `[{"id":7,"access_secret":"${SECRET}"},{"id":8,"acc`, [7]],
    ['not a list', '{"id":7}', []],
  ])('salvage what they can from %s', (_case, text, ids) => {
    const storage = new MemoryStorage();
    storage.setItem('device-reservations', text);
    expect(readDeviceReservations(storage).map((entry) => entry.id)).toEqual(ids);
  });

  it("send the secret for this device's own reservation only", () => {
    const storage = new MemoryStorage();
    rememberDeviceReservation(storage, { id: 7, access_secret: SECRET });
    expect(reservationSecretHeader(storage, 7)).toEqual({ 'X-Reservation-Secret': SECRET });
    expect(reservationSecretHeader(storage, 8)).toEqual({});
  });
});
