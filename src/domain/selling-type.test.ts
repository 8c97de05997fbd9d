import { describe, expect, it } from 'vitest';
import { discountKeyFor, itemAvailabilityType, normaliseSellingType } from './selling-type.ts';

describe('normaliseSellingType', () => {
  it.each([
    ['dine_in', 'dine_in'],
    ['dinein', 'dine_in'],
    ['product_service', 'dine_in'],
    ['reservation_dine_in', 'dine_in'],
    ['reservation_service', 'dine_in'],
    ['pickup', 'car_pickup'],
    ['car_pickup', 'car_pickup'],
    ['delivery', 'delivery'],
    ['Delivery', 'delivery'],
    ['reservation', null],
    ['shipping', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (raw, expected) => {
    expect(normaliseSellingType(raw)).toBe(expected);
  });
});

describe('itemAvailabilityType', () => {
  it.each([
    ['reservation', 'reservation'],
    ['reservation_dine_in', 'reservation'],
    ['reservation_service', 'reservation'],
    ['dinein', 'dine_in'],
    ['product_service', 'dine_in'],
    ['pickup', 'car_pickup'],
    ['delivery', 'delivery'],
    ['unknown', null],
    [null, null],
  ])('%j → %j', (raw, expected) => {
    expect(itemAvailabilityType(raw)).toBe(expected);
  });
});

describe('discountKeyFor', () => {
  it.each([
    ['car_pickup', 'pickup'],
    ['dine_in', 'dinein'],
    ['delivery', 'delivery'],
  ] as const)('%s → %s', (type, key) => {
    expect(discountKeyFor(type)).toBe(key);
  });
});
