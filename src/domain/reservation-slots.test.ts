import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import type { DayShifts, ShiftsSchedule } from './model.ts';
import {
  isReservableSlot,
  reservableDates,
  reservationSlots,
  slotsFromOpeningHours,
  slotsOn,
} from './reservation-slots.ts';

const dineIn = (date: string, slots: string[] | null): DayShifts => ({
  date,
  dine_in: slots ? { status: 'open', shifts: [{ from: '12:00', to: '23:00' }], slots } : null,
});
// Tuesday 2025-11-18, 12:00 in Kuwait (UTC+3).
const noon = DateTime.fromISO('2025-11-18T09:00:00Z');
const shifts: ShiftsSchedule = {
  time_zone: 'Asia/Kuwait',
  today: dineIn('2025-11-18', ['12:00', '12:30', '13:00', '13:30', '19:30']),
  days: [
    dineIn('2025-11-18', ['12:00', '12:30', '13:00', '13:30', '19:30']),
    dineIn('2025-11-19', null), // closed on Wednesday
    dineIn('2025-11-20', ['12:00', '19:30']),
  ],
};
const pairs = (slots: { date: string; slot: string }[]) => slots.map((s) => `${s.date} ${s.slot}`);

describe('reservationSlots', () => {
  it.each([
    [
      'one hour ahead: the slots inside the hour are not offered',
      { min_advance: { value: 1, scale: 'hour' } },
      ['2025-11-18 13:00', '2025-11-18 13:30', '2025-11-18 19:30', '2025-11-20 12:00', '2025-11-20 19:30'],
    ],
    [
      'no minimum: from now on',
      { min_advance: { value: 0, scale: 'min' } },
      [
        '2025-11-18 12:00',
        '2025-11-18 12:30',
        '2025-11-18 13:00',
        '2025-11-18 13:30',
        '2025-11-18 19:30',
        '2025-11-20 12:00',
        '2025-11-20 19:30',
      ],
    ],
    [
      'a day ahead: only Thursday',
      { min_advance: { value: 1, scale: 'day' } },
      ['2025-11-20 12:00', '2025-11-20 19:30'],
    ],
    [
      'at most 8 hours ahead: today only',
      { min_advance: { value: 1, scale: 'hour' }, max_advance: { value: 8, scale: 'hour' } },
      ['2025-11-18 13:00', '2025-11-18 13:30', '2025-11-18 19:30'],
    ],
  ] as const)('%s', (_case, settings, expected) => {
    expect(pairs(reservationSlots(shifts, settings, noon))).toEqual(expected);
  });
});

describe('reservableDates and slotsOn', () => {
  const slots = reservationSlots(shifts, { min_advance: { value: 1, scale: 'hour' } }, noon);
  it('a closed day cannot be picked', () => {
    expect(reservableDates(slots)).toEqual(['2025-11-18', '2025-11-20']);
  });
  it.each([
    ['2025-11-20', ['12:00', '19:30']],
    ['2025-11-19', []],
    [null, []],
  ])('slots on %s', (date, expected) => {
    expect(slotsOn(slots, date).map((slot) => slot.slot)).toEqual(expected);
  });
  it.each([
    [{ date: '2025-11-18', time: '19:30' }, true],
    [{ date: '2025-11-18', time: '12:30' }, false], // inside min_advance
    [{ date: '2025-11-19', time: '19:30' }, false], // closed
    [null, false],
  ])('%j is reservable: %s', (choice, expected) => {
    expect(isReservableSlot(slots, choice)).toBe(expected);
  });
});

describe('slotsFromOpeningHours', () => {
  it.each([
    ['one evening', [{ from: '18:00', to: '20:30' }], ['18:00', '18:30', '19:00', '19:30']],
    [
      'two shifts',
      [
        { from: '12:00', to: '13:30' },
        { from: '19:00', to: '20:00' },
      ],
      ['12:00', '12:30', '19:00'],
    ],
    ['across midnight', [{ from: '23:00', to: '01:00' }], ['23:00', '23:30', '00:00']],
    ['too short for a sitting', [{ from: '12:00', to: '12:30' }], []],
    ['unreadable', [{ from: 'noon', to: '14:00' }], []],
  ])('%s', (_case, ranges, expected) => {
    expect(slotsFromOpeningHours(ranges)).toEqual(expected);
  });

  it('a day whose dine-in lists no slots is reserved from its opening hours', () => {
    const hours: ShiftsSchedule = {
      time_zone: 'Asia/Kuwait',
      today: {
        date: '2025-11-18',
        dine_in: { status: 'open', shifts: [{ from: '10:00', to: '15:00' }], slots: [] },
      },
      days: [],
    };
    expect(pairs(reservationSlots(hours, { min_advance: { value: 1, scale: 'hour' } }, noon))).toEqual([
      '2025-11-18 13:00',
      '2025-11-18 13:30',
      '2025-11-18 14:00',
    ]);
  });
});
