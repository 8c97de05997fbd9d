import { describe, expect, it } from 'vitest';
import { guestCountBounds, reservationTakesOrder } from './reservation.ts';

describe('reservationTakesOrder', () => {
  it.each([
    [2, true],
    [1, false],
    [null, false],
    [undefined, false],
  ])('type %j → %s', (type, expected) => {
    expect(reservationTakesOrder(type)).toBe(expected);
  });
});

describe('guestCountBounds', () => {
  it.each([
    [null, { min: 1, max: 1 }],
    [0, { min: 1, max: 1 }],
    [-3, { min: 1, max: 1 }],
    [6, { min: 1, max: 6 }],
    [4.7, { min: 1, max: 4 }],
  ])('max users %j → %j', (maxUsers, expected) => {
    expect(guestCountBounds(maxUsers)).toEqual(expected);
  });
});
