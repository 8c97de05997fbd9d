import { describe, expect, it } from 'vitest';
import type { ScheduledOrdersConfig, ShiftsSchedule, TypeShift } from '../../domain/model.ts';
import { sellingTypeState } from './selling-type-state.ts';

const OPENS = '2025-03-04T10:00:00+03:00';
const openShift: TypeShift = { status: 'open', shifts: [{ from: '10:00', to: '23:00' }], slots: [] };
const closedShift: TypeShift = { status: 'closed', opens_at: OPENS, shifts: [], slots: [] };

function schedule(shift: TypeShift): ShiftsSchedule {
  const today = { date: '2025-03-04', dine_in: shift, car_pickup: shift, delivery: shift };
  return { time_zone: 'Asia/Kuwait', today, days: [today] };
}

const interval = { value: 1, scale: 'hour' as const };
const scheduling = (on: boolean, only_schedule = false): ScheduledOrdersConfig => ({
  on,
  only_schedule,
  min_advance: interval,
  max_advance: interval,
});

describe('sellingTypeState', () => {
  it.each([
    ['shifts not fetched yet count as open', null, 'car_pickup', null, false, { kind: 'open' }],
    ['open now', schedule(openShift), 'dine_in', scheduling(false), false, { kind: 'open' }],
    [
      'closed, no scheduling',
      schedule(closedShift),
      'car_pickup',
      scheduling(false),
      false,
      { kind: 'closed', opensAt: OPENS },
    ],
    [
      'closed, scheduling on',
      schedule(closedShift),
      'delivery',
      scheduling(true),
      false,
      { kind: 'schedule-only', opensAt: OPENS },
    ],
    [
      'open, but the business takes scheduled orders only',
      schedule(openShift),
      'car_pickup',
      scheduling(true, true),
      false,
      { kind: 'schedule-only', opensAt: null },
    ],
    [
      'dine-in is never scheduled',
      schedule(closedShift),
      'dine_in',
      scheduling(true),
      false,
      { kind: 'closed', opensAt: OPENS },
    ],
    [
      'shipping abroad is always open',
      schedule(closedShift),
      'delivery',
      scheduling(false),
      true,
      { kind: 'open' },
    ],
  ] as const)('%s', (_name, shifts, type, scheduledOrders, shipping, expected) => {
    expect(sellingTypeState({ shifts, type, scheduledOrders, shipping })).toEqual(expected);
  });
});
