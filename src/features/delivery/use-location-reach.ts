import { useEffect, useState } from 'react';
import type { DeliveryZone } from '../../api/types.ts';
import type { LatLng } from '../../domain/delivery.ts';
import { locationReach, type LocationReach, type SavedLocation } from '../../domain/saved-locations.ts';
// Types only (erased): the module itself loads with import() below, Turf with it.
import type * as ZoneGeometry from '../../domain/zone-geometry.ts';

/**
 * Whether each saved location can be delivered to from the branch. Locations saved with a pin need
 * the zone geometry (Turf), loaded on first use; until it arrives such a pin counts as outside.
 */
export function useLocationReach(
  zones: readonly DeliveryZone[],
  branchId: number | null,
): (location: SavedLocation) => LocationReach {
  const [geometry, setGeometry] = useState<typeof ZoneGeometry | null>(null);
  useEffect(() => {
    let current = true;
    import('../../domain/zone-geometry.ts').then(
      (module) => current && setGeometry(module),
      (error: unknown) => console.warn('The delivery zones map could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, []);
  return (location) => {
    if (branchId === null) return { deliverable: false, reason: 'outside-zones' };
    const zoneOfPoint = geometry ? (point: LatLng) => geometry.zoneForPoint(point, zones, branchId) : null;
    return locationReach(location, zones, branchId, zoneOfPoint);
  };
}
