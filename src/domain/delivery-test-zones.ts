/** Zones and areas for the delivery domain tests (not a test file itself). */
import type { Area, DeliveryZone, GeoPolygon } from './model.ts';

// A square around Kuwait City: lng 47.9–48.1, lat 29.3–29.4 (GeoJSON order is [lng, lat]).
export const square = (west: number, south: number, east: number, north: number): GeoPolygon => ({
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
export const polygonArea = (id: number, zone_id: number, shape: GeoPolygon): Area => ({
  id,
  name: { en: `Area ${id}` },
  shape,
  zone_id,
});
export const pointArea = (id: number, zone_id: number): Area => ({
  id,
  name: { en: `Area ${id}` },
  shape: { type: 'Point', coordinates: [48.0, 29.35] },
  zone_id,
});

export function zone(overrides: Partial<DeliveryZone> = {}): DeliveryZone {
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

/** Zone 1 hidden, zone 2 of branch 2, zone 3 with a polygon and a Point area, zone 4 Point only. */
export const branchZones: DeliveryZone[] = [
  zone({ id: 1, visible: false }),
  zone({ id: 2, branch: 2 }),
  zone({ id: 3, areas: [polygonArea(30, 3, square(47.9, 29.3, 48.1, 29.4)), pointArea(31, 3)] }),
  zone({ id: 4, areas: [pointArea(40, 4)] }),
];
