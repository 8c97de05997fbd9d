import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import type { DayShifts, ScheduledOrdersConfig, ShiftsSchedule, TypeShift } from './model.ts';
import { availableSlots, defaultSchedule, intervalToMinutes } from './schedule.ts';

describe('intervalToMinutes', () => {
  it.each([
    [{ value: 30, scale: 'min' }, 30],
    [{ value: 2, scale: 'hour' }, 120],
    [{ value: 1, scale: 'day' }, 1440],
    [{ value: 7, scale: 'day' }, 10080],
    [{ value: 0, scale: 'hour' }, 0],
    [{ value: -1, scale: 'hour' }, 0],
    [null, 0],
  ] as const)('%j → %i', (interval, minutes) => {
    expect(intervalToMinutes(interval)).toBe(minutes);
  });
});

const delivery = (
  slots: string[],
  shifts = [{ from: '10:00', to: '22:00' }],
  status: TypeShift['status'] = 'open',
): TypeShift => ({
  status,
  shifts,
  slots,
});
const day = (date: string, shift: TypeShift | null): DayShifts => ({ date, delivery: shift });
const config = (
  min: [number, 'min' | 'hour' | 'day'],
  max: [number, 'min' | 'hour' | 'day'],
  extra: Partial<ScheduledOrdersConfig> = {},
): ScheduledOrdersConfig => ({
  on: true,
  only_schedule: false,
  min_advance: { value: min[0], scale: min[1] },
  max_advance: { value: max[0], scale: max[1] },
  ...extra,
});
// 2025-01-06 is a Monday. "now" is given in UTC to show the business zone (UTC+3) is what counts.
const kuwaitNoonUtc = DateTime.fromISO('2025-01-06T09:00:00Z'); // 12:00 in Kuwait

describe('availableSlots', () => {
  const schedule: ShiftsSchedule = {
    time_zone: 'Asia/Kuwait',
    today: day('2025-01-06', delivery(['11:00', '12:00', '12:30', '13:00', '21:00'])),
    days: [
      day('2025-01-06', delivery(['11:00', '12:00', '12:30', '13:00', '21:00'])), // today repeated
      day('2025-01-07', null), // no delivery on Tuesday
      day('2025-01-08', delivery(['10:00'])),
    ],
  };
  const pairs = (slots: { date: string; slot: string }[]) => slots.map((s) => `${s.date} ${s.slot}`);

  it.each([
    [
      'no minimum: from now on',
      config([0, 'min'], [0, 'min']),
      ['2025-01-06 12:00', '2025-01-06 12:30', '2025-01-06 13:00', '2025-01-06 21:00', '2025-01-08 10:00'],
    ],
    [
      '30 minutes ahead',
      config([30, 'min'], [0, 'min']),
      ['2025-01-06 12:30', '2025-01-06 13:00', '2025-01-06 21:00', '2025-01-08 10:00'],
    ],
    [
      'at most 9 hours ahead',
      config([0, 'min'], [9, 'hour']),
      ['2025-01-06 12:00', '2025-01-06 12:30', '2025-01-06 13:00', '2025-01-06 21:00'],
    ],
    ['at least a day ahead', config([1, 'day'], [7, 'day']), ['2025-01-08 10:00']],
  ])('%s', (_name, given, expected) => {
    expect(pairs(availableSlots(schedule, 'delivery', given, kuwaitNoonUtc))).toEqual(expected);
  });

  it('gives no slots for a type without shifts', () => {
    expect(availableSlots(schedule, 'car_pickup', null, kuwaitNoonUtc)).toEqual([]);
  });

  it('puts slots after midnight of a late shift on the next date', () => {
    const late: ShiftsSchedule = {
      time_zone: 'Asia/Kuwait',
      today: day(
        '2025-01-06',
        delivery(['23:00', '23:30', '00:30', '01:30'], [{ from: '22:00', to: '02:00' }]),
      ),
      days: [],
    };
    const slots = availableSlots(late, 'delivery', null, kuwaitNoonUtc);
    expect(pairs(slots)).toEqual([
      '2025-01-06 23:00',
      '2025-01-06 23:30',
      '2025-01-07 00:30',
      '2025-01-07 01:30',
    ]);
    expect(slots[2]?.startsAt).toBe('2025-01-07T00:30:00.000+03:00');
  });

  it('keeps a same-day early slot on its own date when a morning shift holds it', () => {
    const both: ShiftsSchedule = {
      time_zone: 'Asia/Kuwait',
      today: day(
        '2025-01-07',
        delivery(
          ['00:30', '23:00'],
          [
            { from: '00:00', to: '03:00' },
            { from: '22:00', to: '02:00' },
          ],
        ),
      ),
      days: [],
    };
    expect(pairs(availableSlots(both, 'delivery', null, kuwaitNoonUtc))).toEqual([
      '2025-01-07 00:30',
      '2025-01-07 23:00',
    ]);
  });

  it('runs across a week up to the default 168 hours', () => {
    const weekDays = Array.from({ length: 9 }, (_, i) =>
      day(DateTime.fromISO('2025-01-06').plus({ days: i }).toISODate()!, delivery(['11:00', '13:00'])),
    );
    const week: ShiftsSchedule = { time_zone: 'Asia/Kuwait', today: weekDays[0]!, days: weekDays };
    const slots = pairs(availableSlots(week, 'delivery', null, kuwaitNoonUtc));
    expect(slots[0]).toBe('2025-01-06 13:00');
    // 168 hours after Monday 12:00 is next Monday 12:00: its 11:00 is in, its 13:00 is out.
    expect(slots.at(-1)).toBe('2025-01-13 11:00');
    expect(slots).toHaveLength(1 + 6 * 2 + 1);
  });

  it('falls back to Asia/Kuwait for an unknown time zone', () => {
    const unknownZone: ShiftsSchedule = {
      time_zone: 'Mars/Olympus',
      today: day('2025-01-06', delivery(['13:00'])),
      days: [],
    };
    expect(availableSlots(unknownZone, 'delivery', null, kuwaitNoonUtc)[0]?.startsAt).toBe(
      '2025-01-06T13:00:00.000+03:00',
    );
  });
});

describe('defaultSchedule', () => {
  const closedNow: ShiftsSchedule = {
    time_zone: 'Asia/Kuwait',
    today: day('2025-01-06', delivery([], [{ from: '18:00', to: '23:00' }], 'closed')),
    days: [day('2025-01-07', delivery(['18:00', '18:30'], [{ from: '18:00', to: '23:00' }]))],
  };
  it.each([
    ['open, ordinary', true, config([0, 'min'], [0, 'min']), closedNow, { kind: 'now' }],
    ['open, no scheduling config', true, null, null, { kind: 'now' }],
    [
      'open but scheduled-only',
      true,
      config([0, 'min'], [0, 'min'], { only_schedule: true }),
      closedNow,
      { kind: 'later', date: '2025-01-07', slot: '18:00' },
    ],
    [
      'closed: next opening, first slot',
      false,
      config([0, 'min'], [0, 'min']),
      closedNow,
      { kind: 'later', date: '2025-01-07', slot: '18:00' },
    ],
    [
      'closed, first slot too soon',
      false,
      config([1830, 'min'], [0, 'min']),
      closedNow,
      { kind: 'later', date: '2025-01-07', slot: '18:30' },
    ],
    [
      'closed, nothing within the maximum',
      false,
      config([0, 'min'], [2, 'hour']),
      closedNow,
      { kind: 'unavailable' },
    ],
    ['closed, shifts not fetched', false, null, null, { kind: 'unavailable' }],
  ] as const)('%s', (_name, open, given, shifts, expected) => {
    expect(defaultSchedule({ open, type: 'delivery', config: given, shifts, now: kuwaitNoonUtc })).toEqual(
      expected,
    );
  });
});
