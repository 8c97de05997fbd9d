/**
 * Zone and area polygons as Leaflet wants them: GeoJSON stores [lng, lat], Leaflet takes [lat, lng].
 */
import { pointOf } from '../../../domain/delivery.ts';
import type { DeliveryZone, GeoPolygon } from '../../../domain/model.ts';

export type LatLngTuple = [number, number];

export interface ZoneOutline {
  /** Stable React key. */
  key: string;
  zoneId: number;
  color: string;
  /** A zone's own shape is drawn bolder than the areas inside it. */
  kind: 'zone' | 'area';
  /** Outer ring first, then holes. */
  rings: LatLngTuple[][];
}

function toLeafletRings(polygon: GeoPolygon): LatLngTuple[][] {
  return polygon.coordinates
    .map((ring) =>
      ring
        .map(pointOf)
        .filter(({ lng, lat }) => Number.isFinite(lng) && Number.isFinite(lat))
        .map(({ lng, lat }): LatLngTuple => [lat, lng]),
    )
    .filter((ring) => ring.length >= 3);
}

/** Outlines of every visible zone: its shape (if any) and each of its polygon areas. */
export function zoneOutlines(zones: readonly DeliveryZone[]): ZoneOutline[] {
  const outlines: ZoneOutline[] = [];
  for (const zone of zones) {
    if (!zone.visible) continue;
    const add = (key: string, kind: ZoneOutline['kind'], polygon: GeoPolygon) => {
      const rings = toLeafletRings(polygon);
      if (rings.length > 0) outlines.push({ key, zoneId: zone.id, color: zone.color, kind, rings });
    };
    if (zone.shape?.type === 'Polygon') add(`zone-${zone.id}`, 'zone', zone.shape);
    for (const area of zone.areas) {
      // Point areas (a named place) have no outline; the area list offers them instead.
      if (area.shape.type === 'Polygon') add(`area-${zone.id}-${area.id}`, 'area', area.shape);
    }
  }
  return outlines;
}
