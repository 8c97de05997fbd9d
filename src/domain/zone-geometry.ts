/**
 * Which zone and area hold a map pin (spec §5). The only module that imports turf, and only its one
 * function (the full turf bundle is 134 KB gz). The app loads it lazily, when a delivery location
 * must be matched to a zone; nothing in the initial bundle may import it statically.
 */
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { isValidLatLng, zonesOfBranch, type LatLng } from './delivery.ts';
import type { Area, DeliveryZone, GeoPolygon } from './model.ts';

/** A point on a polygon's edge counts as inside: a pin dropped on a zone border is served. */
function isPointInPolygon(point: LatLng, polygon: GeoPolygon): boolean {
  const ring = polygon.coordinates[0];
  if (!ring || ring.length < 4) return false; // not a closed ring: turf would throw
  return booleanPointInPolygon([point.lng, point.lat], polygon, { ignoreBoundary: false });
}

/** Areas drawn as polygons; a Point-shaped area has no inside and is chosen from a list instead. */
function polygonOf(area: Area): GeoPolygon | null {
  return area.shape.type === 'Polygon' ? area.shape : null;
}

/** The area of a zone that holds the point, if any. */
export function areaAtPoint(point: LatLng, zone: DeliveryZone): Area | null {
  if (!isValidLatLng(point)) return null;
  return (
    zone.areas.find((area) => {
      const polygon = polygonOf(area);
      return polygon != null && isPointInPolygon(point, polygon);
    }) ?? null
  );
}

/** Spec §5: the location lies inside one of the zone's area polygons (or its own outline). */
export function isPointInZone(point: LatLng, zone: DeliveryZone): boolean {
  if (!isValidLatLng(point)) return false;
  if (areaAtPoint(point, zone)) return true;
  return zone.shape != null && isPointInPolygon(point, zone.shape);
}

/** The first visible zone of the branch that serves the point. */
export function zoneForPoint(
  point: LatLng,
  zones: readonly DeliveryZone[],
  branchId: number,
): DeliveryZone | null {
  return zonesOfBranch(zones, branchId).find((zone) => isPointInZone(point, zone)) ?? null;
}

export interface PointMatch {
  zone: DeliveryZone | null;
  area: Area | null;
}

/** The zone that serves the point and the area of it that holds the point, for one branch. */
export function matchPoint(point: LatLng, zones: readonly DeliveryZone[], branchId: number): PointMatch {
  const zone = zoneForPoint(point, zones, branchId);
  return { zone, area: zone ? areaAtPoint(point, zone) : null };
}
