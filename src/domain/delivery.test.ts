import { describe, expect, it } from 'vitest';
import { branchZones as zones } from './delivery-test-zones.ts';
import {
  deliveryFee,
  deliveryTimeOf,
  isValidLatLng,
  keepSelectedArea,
  minimumOrder,
  pointOf,
  zoneForArea,
  zoneOfBranchById,
} from './delivery.ts';

describe('isValidLatLng', () => {
  it.each([
    [{ lat: 29.35, lng: 48 }, true],
    [{ lat: 0, lng: 0 }, true],
    [{ lat: Number.NaN, lng: 48 }, false],
    [{ lat: 29, lng: Number.POSITIVE_INFINITY }, false],
    [{ lat: '29.35', lng: 48 }, false], // strings are not numbers
    [{ lat: 91, lng: 48 }, false],
    [{ lat: 29, lng: 181 }, false],
    [null, false],
  ])('%j → %s', (point, expected) => {
    expect(isValidLatLng(point)).toBe(expected);
  });
});

describe('pointOf', () => {
  it.each([
    [[48, 29.35], true],
    [[48], false], // a position short of a latitude is no point
    [[], false],
  ])('%j is a valid point: %s', (position, expected) => {
    expect(isValidLatLng(pointOf(position))).toBe(expected);
  });

  it('reads GeoJSON order: longitude first', () => {
    expect(pointOf([48, 29.35])).toEqual({ lng: 48, lat: 29.35 });
  });
});

describe('zoneForArea, zoneOfBranchById and keepSelectedArea', () => {
  it.each([
    [31, undefined, 3], // a Point-shaped area is matched by selection
    [40, 1, 4],
    [10, undefined, 2], // zone 1 is hidden; zone 2 has the same default area id
    [10, 1, null], // …but belongs to branch 2
    [99, undefined, null],
  ])('zoneForArea(%i, branch %s) → %s', (areaId, branchId, expected) => {
    expect(zoneForArea(areaId, zones, branchId)?.id ?? null).toBe(expected);
  });

  it.each([
    [3, 1, 3],
    [1, 1, null], // hidden
    [2, 1, null], // another branch's
    [null, 1, null],
  ])('zoneOfBranchById(%s, branch %i) → %s', (zoneId, branchId, expected) => {
    expect(zoneOfBranchById(zoneId, zones, branchId)?.id ?? null).toBe(expected);
  });

  it.each([
    [31, 1, true],
    [10, 1, false], // only in a hidden zone or another branch's zone
    [null, 1, false],
  ])('keepSelectedArea(%s, branch %i) → %s', (areaId, branchId, expected) => {
    expect(keepSelectedArea(areaId, zones, branchId)).toBe(expected);
  });
});

describe('deliveryTimeOf', () => {
  it.each([
    [null, { value: 30, unit: 'min' }],
    [
      { delivery_time: null, unit: null },
      { value: 30, unit: 'min' },
    ],
    [{ delivery_time: 0 }, { value: 30, unit: 'min' }],
    [
      { delivery_time: 45, unit: 'min' },
      { value: 45, unit: 'min' },
    ],
    [
      { delivery_time: 2, unit: 'hour' },
      { value: 2, unit: 'hour' },
    ],
  ] as const)('%j → %j', (given, expected) => {
    expect(deliveryTimeOf(given)).toEqual(expected);
  });
});

describe('deliveryFee', () => {
  const country = { fees_per_kg: 1000, fixed_fees: 2000 };
  it.each([
    ['zone fee', { zone: { fees: 750 }, freeDelivery: false }, 750],
    ['free delivery', { zone: { fees: 750 }, freeDelivery: true }, 0],
    ['no zone yet', { zone: null, freeDelivery: false }, 0],
    ['shipping by weight', { country, lines: [{ weight_kg: 0.5, quantity: 3 }], freeDelivery: false }, 3500],
    ['free shipping', { country, lines: [{ weight_kg: 0.5, quantity: 3 }], freeDelivery: true }, 0],
  ])('%s', (_name, input, expected) => {
    expect(deliveryFee(input)).toBe(expected);
  });
});

describe('minimumOrder', () => {
  it.each([
    [
      'country first',
      { country: { min_order: 5000 }, zone: { min_order: 3000 }, businessDefault: 1000 },
      5000,
    ],
    ['else zone', { country: null, zone: { min_order: 3000 }, businessDefault: 1000 }, 3000],
    ['a zero country value falls through', { country: { min_order: 0 }, zone: { min_order: 3000 } }, 3000],
    ['else business', { zone: { min_order: 0 }, businessDefault: 1000 }, 1000],
    ['else 0', {}, 0],
  ])('%s', (_name, input, expected) => {
    expect(minimumOrder(input)).toBe(expected);
  });
});
