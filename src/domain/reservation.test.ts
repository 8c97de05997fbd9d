import { describe, expect, it } from 'vitest';
import { guestCountBounds, offeredReserveTypes, reservationTakesOrder } from './reservation-offer.ts';
import { clampGuests, reservationHistoryFilters, tablesForParty } from './reservation.ts';

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

describe('offeredReserveTypes', () => {
  it.each([
    ['off', { enabled: false, with_table: true }, []],
    ['missing settings', null, []],
    ['with a table', { enabled: true, with_table: true }, ['table']],
    ['without a table', { enabled: true, with_table: false }, ['service']],
    [
      'its own list',
      { enabled: true, with_table: true, reserve_types: ['table', 'service'] },
      ['table', 'service'],
    ],
    ['an empty list', { enabled: true, with_table: false, reserve_types: [] }, ['service']],
    ['off, whatever the list', { enabled: false, with_table: true, reserve_types: ['table'] }, []],
  ] as const)('%s → %j', (_case, settings, expected) => {
    expect(offeredReserveTypes(settings)).toEqual(expected);
  });
});

describe('clampGuests (party size)', () => {
  it.each([
    [4, { min: 1, max: 8 }, 4],
    [9, { min: 1, max: 8 }, 8],
    [0, { min: 1, max: 8 }, 1],
    [-2, { min: 1, max: 8 }, 1],
    [3.9, { min: 1, max: 8 }, 3],
    [Number.NaN, { min: 1, max: 8 }, 1],
    [5, { min: 1, max: 1 }, 1],
  ])('%d within %j → %d', (guests, bounds, expected) => {
    expect(clampGuests(guests, bounds)).toBe(expected);
  });
});

describe('tablesForParty', () => {
  const tables = [
    { id: 1, capacity: 2, available: true },
    { id: 2, capacity: 4, available: false },
    { id: 3, capacity: 10, available: true },
    { id: 4, capacity: 4, available: true },
    { id: 5, capacity: 6 },
  ];
  it.each([
    ['a couple: smallest first, taken left out', 2, [1, 4, 5, 3]],
    ['four: too small and taken left out', 4, [4, 5, 3]],
    ['seven', 7, [3]],
    ['eleven: none fits', 11, []],
  ])('%s', (_case, guests, expected) => {
    expect(tablesForParty(tables, guests).map((table) => table.id)).toEqual(expected);
  });
});

describe('reservationHistoryFilters', () => {
  it.each([
    ['all', {}],
    ['upcoming', { status: ['pending', 'confirmed'], from: '2025-11-18' }],
    ['past', { status: ['completed', 'cancelled', 'no_show'], to: '2025-11-18' }],
    ['seated', { status: ['seated'] }],
    ['pending', { status: ['pending'] }],
  ] as const)('%s → %j', (choice, expected) => {
    expect(reservationHistoryFilters(choice, '2025-11-18')).toEqual(expected);
  });
});
