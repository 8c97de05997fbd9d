/**
 * Delivery zones (spec §3, §4, §5, §9): which zone serves an area, its fee, time and minimum order.
 * Which zone holds a map pin is in zone-geometry.ts: it needs turf, which loads lazily.
 */
import type { DeliveryZone, IntervalScale, LngLat, Minor, ShippingCountry } from './model.ts';
import { shippingFee, type ShippingLine } from './shipping.ts';

/** Spec §9. */
export const DEFAULT_DELIVERY_TIME = 30;
export const DEFAULT_DELIVERY_UNIT: IntervalScale = 'min';

export interface LatLng {
  lat: number;
  lng: number;
}

/** Spec §5: coordinates must be numbers: finite, and on the globe. */
export function isValidLatLng(point: { lat: unknown; lng: unknown } | null | undefined): point is LatLng {
  if (point == null) return false;
  const { lat, lng } = point;
  return (
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
  );
}

/** A GeoJSON position as a point; a position short of two numbers gives NaN (not a valid point). */
export function pointOf(position: LngLat): LatLng {
  return { lng: position[0] ?? Number.NaN, lat: position[1] ?? Number.NaN };
}

/** Zones a customer of the branch may pick from. */
export function zonesOfBranch(zones: readonly DeliveryZone[], branchId: number): DeliveryZone[] {
  return zones.filter((zone) => zone.visible && zone.branch === branchId);
}

/**
 * The visible zone an area (chosen from the list) belongs to. With a branch given, zones of other
 * branches do not count.
 */
export function zoneForArea(
  areaId: number,
  zones: readonly DeliveryZone[],
  branchId?: number,
): DeliveryZone | null {
  const candidates = branchId == null ? zones.filter((zone) => zone.visible) : zonesOfBranch(zones, branchId);
  return candidates.find((zone) => zone.areas.some((area) => area.id === areaId)) ?? null;
}

/** The visible zone of the branch with this id (a zone found for a map pin, looked up again). */
export function zoneOfBranchById(
  zoneId: number | null,
  zones: readonly DeliveryZone[],
  branchId: number,
): DeliveryZone | null {
  if (zoneId == null) return null;
  return zonesOfBranch(zones, branchId).find((zone) => zone.id === zoneId) ?? null;
}

/** Spec §4: a restored selected area is kept only while its zone is visible and of this branch. */
export function keepSelectedArea(
  areaId: number | null,
  zones: readonly DeliveryZone[],
  branchId: number,
): boolean {
  return areaId != null && zoneForArea(areaId, zones, branchId) != null;
}

export interface DeliveryTime {
  value: number;
  unit: IntervalScale;
}

/** Spec §9: 30 minutes unless the zone says otherwise. */
export function deliveryTimeOf(zone: Pick<DeliveryZone, 'delivery_time' | 'unit'> | null): DeliveryTime {
  const value = zone?.delivery_time;
  return {
    value: value != null && Number.isFinite(value) && value > 0 ? value : DEFAULT_DELIVERY_TIME,
    unit: zone?.unit ?? DEFAULT_DELIVERY_UNIT,
  };
}

export type DeliveryFeeInput =
  | { zone: Pick<DeliveryZone, 'fees'> | null; freeDelivery: boolean }
  | {
      country: Pick<ShippingCountry, 'fees_per_kg' | 'fixed_fees'>;
      lines: readonly ShippingLine[];
      freeDelivery: boolean;
    };

/** The fee for the order: a zone's flat fee or the shipping fee; 0 with a free-delivery coupon. */
export function deliveryFee(input: DeliveryFeeInput): Minor {
  if (input.freeDelivery) return 0;
  if ('country' in input) return shippingFee(input.lines, input.country);
  return Math.max(0, input.zone?.fees ?? 0);
}

/**
 * Spec §9: the shipping country's minimum, else the zone's, else the business default, else 0.
 * A 0 or missing value falls through to the next: 0 is how the back office says "not set".
 */
export function minimumOrder(input: {
  country?: Pick<ShippingCountry, 'min_order'> | null;
  zone?: Pick<DeliveryZone, 'min_order'> | null;
  businessDefault?: Minor | null;
}): Minor {
  const candidates = [input.country?.min_order, input.zone?.min_order, input.businessDefault];
  return candidates.find((value): value is number => value != null && value > 0) ?? 0;
}
