import { describe, expect, it } from 'vitest';
import type { Area, DeliveryZone, GeoPolygon } from '../../../domain/model.ts';
import { zoneOutlines } from './zone-outlines.ts';

const square: GeoPolygon = {
  type: 'Polygon',
  coordinates: [
    [
      [47.9, 29.3],
      [48.0, 29.3],
      [48.0, 29.4],
      [47.9, 29.3],
    ],
  ],
};
const area = (id: number, shape: Area['shape']): Area => ({
  id,
  name: { en: `Area ${id}` },
  shape,
  zone_id: 1,
});
const zone = (overrides: Partial<DeliveryZone>): DeliveryZone => ({
  id: 1,
  visible: true,
  fees: 500,
  min_order: 0,
  branch: 1,
  areas: [],
  name: { en: 'Zone' },
  color: '#ff0000',
  shape: null,
  ...overrides,
});

describe('zoneOutlines', () => {
  it('turns GeoJSON [lng, lat] into Leaflet [lat, lng]', () => {
    const [outline] = zoneOutlines([zone({ shape: square })]);
    expect(outline?.rings[0]?.[1]).toEqual([29.3, 48.0]);
    expect(outline).toMatchObject({ key: 'zone-1', kind: 'zone', color: '#ff0000', zoneId: 1 });
  });

  it.each([
    {
      name: 'a hidden zone',
      zones: [zone({ visible: false, shape: square, areas: [area(5, square)] })],
      keys: [],
    },
    {
      name: 'a zone with its shape and polygon areas',
      zones: [zone({ shape: square, areas: [area(5, square), area(6, square)] })],
      keys: ['zone-1', 'area-1-5', 'area-1-6'],
    },
    {
      name: 'point areas',
      zones: [zone({ areas: [area(7, { type: 'Point', coordinates: [47.9, 29.3] })] })],
      keys: [],
    },
    {
      name: 'a degenerate ring',
      zones: [
        zone({
          shape: {
            type: 'Polygon',
            coordinates: [
              [
                [47.9, 29.3],
                [48, 29.3],
              ],
            ],
          },
        }),
      ],
      keys: [],
    },
    {
      name: 'two zones',
      zones: [zone({ shape: square }), zone({ id: 2, color: 'blue', shape: square })],
      keys: ['zone-1', 'zone-2'],
    },
  ])('$name', ({ zones, keys }) => {
    expect(zoneOutlines(zones).map((outline) => outline.key)).toEqual(keys);
  });
});
