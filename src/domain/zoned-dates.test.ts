import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { isKnownTimeZone, isSameDate, parseIsoInstant } from './zoned-dates.ts';
import { zonedMoment } from './zoned-time.ts';

describe('isKnownTimeZone', () => {
  it.each([
    ['Asia/Kuwait', true],
    ['America/New_York', true],
    ['UTC', true],
    ['Mars/Olympus', false],
    ['', false],
  ])('%s → %s', (zone, expected) => {
    expect(isKnownTimeZone(zone)).toBe(expected);
  });
});

describe('isSameDate', () => {
  it('compares the calendar date only', () => {
    const evening = zonedMoment(Date.parse('2025-01-05T20:00:00Z'), 'Asia/Kuwait');
    const lateEvening = zonedMoment(Date.parse('2025-01-05T20:59:00Z'), 'Asia/Kuwait');
    const midnight = zonedMoment(Date.parse('2025-01-05T21:00:00Z'), 'Asia/Kuwait');
    expect(isSameDate(evening, lateEvening)).toBe(true);
    expect(isSameDate(evening, midnight)).toBe(false);
  });
});

describe('parseIsoInstant', () => {
  it.each([
    '2025-03-04T10:00:00+03:00',
    '2025-03-04T10:00:00.250+03:00',
    '2025-03-04T10:00+0530',
    '2025-03-04T10:00:00-05',
    '2025-03-04T21:30:00Z',
    '2025-03-04T21:30:00.123456Z',
    '2025-03-04T21:30:00',
    '2025-03-04',
    '2024-02-29T12:00:00Z',
    '2025-03-04T24:00:00Z',
  ])('%s is the instant Luxon reads', (iso) => {
    expect(parseIsoInstant(iso)).toBe(DateTime.fromISO(iso).toMillis());
  });

  it.each([
    'soon',
    '',
    'March 5',
    '2025-02-29T10:00:00Z',
    '2025-13-01',
    '2025-03-04T25:00:00Z',
    '2025-03-04T10:61Z',
  ])('%j is not a date-time', (text) => {
    expect(parseIsoInstant(text)).toBeNull();
    expect(DateTime.fromISO(text).isValid).toBe(false);
  });
});
