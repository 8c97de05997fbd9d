import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { zonedMoment } from './zoned-time.ts';

/** Luxon's reading of the same instant in the same zone: the answer the menu used to rely on. */
function luxonMoment(iso: string, zone: string) {
  const { weekday, year, month, day, hour, minute } = DateTime.fromISO(iso).setZone(zone);
  return { weekday, year, month, day, hour, minute };
}

describe('zonedMoment', () => {
  it.each([
    // instant, zone, expected wall clock
    [
      '2025-01-06T09:00:00Z',
      'Asia/Kuwait',
      { weekday: 1, year: 2025, month: 1, day: 6, hour: 12, minute: 0 },
    ],
    // Sunday 23:30 UTC is already Monday in Kuwait and Tokyo
    ['2025-01-05T21:00:00Z', 'Asia/Kuwait', { weekday: 1, year: 2025, month: 1, day: 6, hour: 0, minute: 0 }],
    [
      '2025-01-05T20:59:00Z',
      'Asia/Kuwait',
      { weekday: 7, year: 2025, month: 1, day: 5, hour: 23, minute: 59 },
    ],
    ['2025-01-05T15:30:00Z', 'Asia/Tokyo', { weekday: 1, year: 2025, month: 1, day: 6, hour: 0, minute: 30 }],
    ['2025-12-31T15:00:00Z', 'Asia/Tokyo', { weekday: 4, year: 2026, month: 1, day: 1, hour: 0, minute: 0 }],
    // New York: EST (UTC−5) before 9 March 2025, EDT (UTC−4) after; back on 2 November
    [
      '2025-03-09T06:59:00Z',
      'America/New_York',
      { weekday: 7, year: 2025, month: 3, day: 9, hour: 1, minute: 59 },
    ],
    [
      '2025-03-09T07:00:00Z',
      'America/New_York',
      { weekday: 7, year: 2025, month: 3, day: 9, hour: 3, minute: 0 },
    ],
    [
      '2025-11-02T05:30:00Z',
      'America/New_York',
      { weekday: 7, year: 2025, month: 11, day: 2, hour: 1, minute: 30 },
    ],
    [
      '2025-11-02T06:30:00Z',
      'America/New_York',
      { weekday: 7, year: 2025, month: 11, day: 2, hour: 1, minute: 30 },
    ],
    [
      '2025-11-03T04:59:00Z',
      'America/New_York',
      { weekday: 7, year: 2025, month: 11, day: 2, hour: 23, minute: 59 },
    ],
    [
      '2025-11-03T05:00:00Z',
      'America/New_York',
      { weekday: 1, year: 2025, month: 11, day: 3, hour: 0, minute: 0 },
    ],
    ['2024-02-29T12:00:00Z', 'UTC', { weekday: 4, year: 2024, month: 2, day: 29, hour: 12, minute: 0 }],
    // An unknown zone reads as the spec's default, Asia/Kuwait
    [
      '2025-01-06T09:00:00Z',
      'Mars/Olympus',
      { weekday: 1, year: 2025, month: 1, day: 6, hour: 12, minute: 0 },
    ],
  ])('%s in %s', (iso, zone, expected) => {
    expect(zonedMoment(Date.parse(iso), zone)).toEqual(expected);
  });

  const zones = ['Asia/Kuwait', 'Asia/Tokyo', 'America/New_York', 'Europe/London', 'Asia/Kolkata', 'UTC'];
  const instants = [
    '2025-01-05T20:59:59Z',
    '2025-01-05T21:00:00Z',
    '2025-03-09T06:30:00Z',
    '2025-03-09T07:30:00Z',
    '2025-03-30T00:59:00Z',
    '2025-03-30T01:00:00Z',
    '2025-11-02T05:59:00Z',
    '2025-11-02T06:00:00Z',
    '2026-11-22T23:45:00Z',
  ];
  it.each(zones.flatMap((zone) => instants.map((iso) => [zone, iso] as const)))(
    'agrees with Luxon in %s at %s',
    (zone, iso) => {
      expect(zonedMoment(Date.parse(iso), zone)).toEqual(luxonMoment(iso, zone));
    },
  );
});
