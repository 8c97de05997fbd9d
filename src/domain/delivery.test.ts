import { describe, expect, it } from 'vitest';
import type { Area, DeliveryZone, GeoPolygon } from './model.ts';
import {
  areaAtPoint,
  deliveryFee,
  deliveryTimeOf,
  isPointInZone,
  isValidLatLng,
  keepSelectedArea,
  minimumOrder,
  zoneForArea,
  zoneForPoint,
} from './delivery.ts';

// A square around Kuwait City: lng 47.9–48.1, lat 29.3–29.4 (GeoJSON order is [lng, lat]).
const square = (west: number, south: number, east: number, north: number): GeoPolygon => ({
  type: 'Polygon',
  coordinates: [
    [
      [west, south],
      [east, south],
      [east, north],
      [west, north],
      [west, south],
    ],
  ],
});
const polygonArea = (id: number, zone_id: number, shape: GeoPolygon): Area => ({
  id,
  name: { en: `Area ${id}` },
  shape,
  zone_id,
});
const pointArea = (id: number, zone_id: number): Area => ({
  id,
  name: { en: `Area ${id}` },
  shape: { type: 'Point', coordinates: [48.0, 29.35] },
  zone_id,
});

function zone(overrides: Partial<DeliveryZone> = {}): DeliveryZone {
  return {
    id: 1,
    visible: true,
    fees: 500,
    min_order: 0,
    branch: 1,
    areas: [polygonArea(10, 1, square(47.9, 29.3, 48.1, 29.4))],
    name: { en: 'City' },
    color: '#f00',
    ...overrides,
  };
}

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

describe('isPointInZone', () => {
  it.each([
    ['inside', { lat: 29.35, lng: 48.0 }, zone(), true],
    ['outside', { lat: 29.5, lng: 48.0 }, zone(), false],
    ['on an edge counts as inside', { lat: 29.3, lng: 48.0 }, zone(), true],
    ['on a corner counts as inside', { lat: 29.4, lng: 48.1 }, zone(), true],
    ['not a number', { lat: Number.NaN, lng: 48.0 }, zone(), false],
    [
      'a Point-shaped area has no inside',
      { lat: 29.35, lng: 48.0 },
      zone({ areas: [pointArea(11, 1)] }),
      false,
    ],
    [
      'inside the zone outline without polygon areas',
      { lat: 29.35, lng: 48.0 },
      zone({ areas: [pointArea(11, 1)], shape: square(47.9, 29.3, 48.1, 29.4) }),
      true,
    ],
    [
      'an unclosed ring never matches',
      { lat: 29.35, lng: 48.0 },
      zone({
        areas: [
          polygonArea(12, 1, {
            type: 'Polygon',
            coordinates: [
              [
                [47.9, 29.3],
                [48.1, 29.3],
              ],
            ],
          }),
        ],
      }),
      false,
    ],
  ])('%s', (_name, point, given, expected) => {
    expect(isPointInZone(point, given)).toBe(expected);
  });

  it('names the area that holds the point', () => {
    const twoAreas = zone({
      areas: [
        polygonArea(10, 1, square(47.9, 29.3, 48.0, 29.4)),
        polygonArea(20, 1, square(48.0, 29.3, 48.1, 29.4)),
      ],
    });
    expect(areaAtPoint({ lat: 29.35, lng: 48.05 }, twoAreas)?.id).toBe(20);
  });
});

describe('zoneForPoint and zoneForArea', () => {
  const zones = [
    zone({ id: 1, visible: false }),
    zone({ id: 2, branch: 2 }),
    zone({ id: 3, areas: [polygonArea(30, 3, square(47.9, 29.3, 48.1, 29.4)), pointArea(31, 3)] }),
    zone({ id: 4, areas: [pointArea(40, 4)] }),
  ];
  it.each([
    ['visible zone of the branch', { lat: 29.35, lng: 48.0 }, 1, 3],
    ['other branch', { lat: 29.35, lng: 48.0 }, 2, 2],
    ['outside every zone', { lat: 10, lng: 10 }, 1, null],
    ['branch without zones', { lat: 29.35, lng: 48.0 }, 9, null],
  ])('zoneForPoint: %s', (_name, point, branchId, expected) => {
    expect(zoneForPoint(point, zones, branchId)?.id ?? null).toBe(expected);
  });

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
