import { describe, expect, it } from 'vitest';
import { branchZones as zones, pointArea, polygonArea, square, zone } from './delivery-test-zones.ts';
import { areaAtPoint, isPointInZone, matchPoint, zoneForPoint } from './zone-geometry.ts';

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

describe('zoneForPoint', () => {
  it.each([
    ['visible zone of the branch', { lat: 29.35, lng: 48.0 }, 1, 3],
    ['other branch', { lat: 29.35, lng: 48.0 }, 2, 2],
    ['outside every zone', { lat: 10, lng: 10 }, 1, null],
    ['branch without zones', { lat: 29.35, lng: 48.0 }, 9, null],
  ])('%s', (_name, point, branchId, expected) => {
    expect(zoneForPoint(point, zones, branchId)?.id ?? null).toBe(expected);
  });

  it.each([
    ['hidden zones are ignored', { lat: 29.35, lng: 48.0 }, [zones[0]!], 1, null],
    ['zones of other branches are ignored', { lat: 29.35, lng: 48.0 }, [zones[1]!], 1, null],
    ['invalid coordinates are rejected', { lat: Number.NaN, lng: 48.0 }, zones, 1, null],
    ['out of the globe', { lat: 95, lng: 48.0 }, zones, 1, null],
  ])('%s', (_name, point, given, branchId, expected) => {
    expect(zoneForPoint(point, given, branchId)?.id ?? null).toBe(expected);
  });
});

describe('matchPoint', () => {
  it.each([
    ['inside a polygon area', { lat: 29.35, lng: 48.0 }, 1, { zone: 3, area: 30 }],
    ['on the edge of the area', { lat: 29.3, lng: 47.95 }, 1, { zone: 3, area: 30 }],
    ['outside every zone', { lat: 10, lng: 10 }, 1, { zone: null, area: null }],
    ['invalid coordinates', { lat: Number.NaN, lng: Number.NaN }, 1, { zone: null, area: null }],
  ])('%s', (_name, point, branchId, expected) => {
    const { zone: found, area } = matchPoint(point, zones, branchId);
    expect({ zone: found?.id ?? null, area: area?.id ?? null }).toEqual(expected);
  });

  it('finds the zone by its outline when no area polygon holds the point', () => {
    const outlined = zone({ id: 5, areas: [pointArea(50, 5)], shape: square(47.9, 29.3, 48.1, 29.4) });
    const { zone: found, area } = matchPoint({ lat: 29.35, lng: 48.0 }, [outlined], 1);
    expect([found?.id, area]).toEqual([5, null]);
  });
});
