import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { formatClock, isWithinWindow, minuteOfDay, parseClock } from './time-of-day.ts';

describe('parseClock', () => {
  it.each([
    ['00:00', 0],
    ['09:30', 570],
    ['9:30', 570],
    ['23:59:59', 1439],
    ['24:00', 1440],
    ['24', 1440],
    ['18', 1080],
    ['24:30', null],
    ['25:00', null],
    ['12:60', null],
    ['noon', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (text, expected) => {
    expect(parseClock(text)).toBe(expected);
  });
});

describe('isWithinWindow', () => {
  it.each([
    // minute, from, to, inside
    [600, 540, 1020, true],
    [540, 540, 1020, true], // start is inside
    [1020, 540, 1020, false], // end is outside
    [1380, 1320, 120, true], // 23:00 in 22:00–02:00
    [60, 1320, 120, true], // 01:00 in 22:00–02:00
    [600, 1320, 120, false],
    [600, 480, 480, true], // equal bounds: whole day
  ])('%i in [%i, %i) → %s', (minute, from, to, expected) => {
    expect(isWithinWindow(minute, from, to)).toBe(expected);
  });
});

it('reads minute of day and formats clocks', () => {
  const at = DateTime.fromISO('2025-01-06T07:05:00Z').setZone('Asia/Kuwait');
  expect(minuteOfDay(at)).toBe(10 * 60 + 5);
  expect(formatClock(65)).toBe('01:05');
  expect(formatClock(1439)).toBe('23:59');
});
