import { describe, expect, it } from 'vitest';
import { computeShifts, isOpenAt, type ShiftsInput } from './opening-hours.ts';
import { everyDay, NO_SCHEDULE, scheduled } from './scenario-parts.ts';

const split = everyDay({ from: '07:00', to: '11:00' }, { from: '12:00', to: '01:00' });
const input = (nowIso: string, overrides: Partial<ShiftsInput> = {}): ShiftsInput => ({
  timeZone: 'Asia/Kuwait',
  nowMs: Date.parse(nowIso),
  hours: { dine_in: split, car_pickup: split },
  enabled: { dine_in: true, car_pickup: true, delivery: false },
  scheduled: { dine_in: NO_SCHEDULE, car_pickup: scheduled(), delivery: NO_SCHEDULE },
  ...overrides,
});

describe('shifts from weekly hours (Kuwait, UTC+3)', () => {
  it.each([
    ['2025-11-18T05:00:00Z', 'open'], // 08:00
    ['2025-11-18T08:30:00Z', 'closed'], // 11:30, between shifts
    ['2025-11-18T21:30:00Z', 'open'], // 00:30, yesterday's shift past midnight
    ['2025-11-18T22:30:00Z', 'closed'], // 01:30
  ])('at %s dine-in is %s', (now, status) => {
    expect(computeShifts(input(now)).today.dine_in?.status).toBe(status);
  });

  it('gives the next opening when closed', () => {
    const today = computeShifts(input('2025-11-18T08:30:00Z')).today.dine_in!;
    expect(today.opens_at).toBe('2025-11-18T12:00:00.000+03:00');
  });

  it('lists 30-minute slots from the minimum advance on, only when scheduling is on', () => {
    const today = computeShifts(input('2025-11-18T09:10:00Z')).today; // 12:10
    expect(today.car_pickup?.slots.slice(0, 3)).toEqual(['13:00', '13:30', '14:00']);
    expect(today.car_pickup?.slots.at(-1)).toBe('23:30');
    expect(today.dine_in?.slots).toEqual([]);
  });

  it('carries the part after midnight to the next day', () => {
    const tomorrow = computeShifts(input('2025-11-18T09:10:00Z')).days[1]!.car_pickup!;
    expect(tomorrow.slots.slice(0, 2)).toEqual(['00:00', '00:30']);
  });

  it('leaves a disabled selling type null and lists seven days', () => {
    const schedule = computeShifts(input('2025-11-18T09:10:00Z'));
    expect(schedule.today.delivery).toBeNull();
    expect(schedule.days).toHaveLength(7);
    expect(schedule.days[0]!.date).toBe('2025-11-18');
  });

  it('keeps an opens-later business closed at any time', () => {
    const later = { kind: 'opens-later', opensInMinutes: 240, openForMinutes: 360 } as const;
    for (const now of ['2025-11-18T00:00:00Z', '2025-11-18T12:34:00Z', '2025-11-18T20:59:00Z']) {
      expect(isOpenAt(later, 'Asia/Kuwait', Date.parse(now))).toBe(false);
      const shift = computeShifts(input(now, { hours: { car_pickup: later } })).today.car_pickup!;
      expect(shift.status).toBe('closed');
      expect(shift.opens_at).not.toBeNull();
    }
  });
});
