import { describe, expect, it } from 'vitest';
import type { ShiftsSchedule, TypeShift } from './model.ts';
import { canOrder, isOpen } from './shifts.ts';

const typeShift = (status: TypeShift['status']): TypeShift => ({ status, shifts: [], slots: [] });
const schedule: ShiftsSchedule = {
  time_zone: 'Asia/Kuwait',
  today: {
    date: '2025-01-06',
    dine_in: typeShift('open'),
    car_pickup: typeShift('closed'),
    delivery: typeShift('closed'),
  },
  days: [],
};

describe('isOpen', () => {
  it.each([
    ['not fetched yet', null, 'delivery', false, true],
    ['open status', schedule, 'dine_in', false, true],
    ['closed status', schedule, 'car_pickup', false, false],
    ['closed delivery', schedule, 'delivery', false, false],
    ['delivery by shipping is always open', schedule, 'delivery', true, true],
    ['shipping does not open pickup', schedule, 'car_pickup', true, false],
    ['no shift for the type', { ...schedule, today: { date: '2025-01-06' } }, 'delivery', false, true],
  ] as const)('%s', (_name, shifts, type, shipping, expected) => {
    expect(isOpen(shifts, type, { shipping })).toBe(expected);
  });
});

describe('canOrder', () => {
  it.each([
    // open, type, scheduled orders, cart enabled, allowed
    [true, 'delivery', false, false, true],
    [false, 'delivery', false, true, false],
    [false, 'delivery', true, false, true],
    [false, 'car_pickup', true, false, true],
    [false, 'car_pickup', false, true, false],
    [true, 'dine_in', false, true, true],
    [true, 'dine_in', false, false, false], // dine-in needs the cart flag
    [false, 'dine_in', true, true, false], // dine-in cannot be scheduled
  ] as const)(
    'open %s, %s, scheduled %s, cart %s → %s',
    (open, type, scheduledOrders, cartEnabled, expected) => {
      expect(canOrder({ open, type, scheduledOrders, cartEnabled })).toBe(expected);
    },
  );
});
