/**
 * A customer's saved locations (spec §3: user locations with a default flag): keeping exactly one
 * default, and whether a saved location can be delivered to from the current branch.
 */
import { isValidLatLng, zoneForArea, type LatLng } from './delivery.ts';
import type { AddressFieldName, DeliveryZone } from './model.ts';
import { ADDRESS_FIELDS } from './address.ts';

/** What the rules read of a saved location (the contract's Location fits). */
export interface SavedLocation {
  id: number;
  is_default: boolean;
  area_id?: number | null;
  address: { lat?: number | null; lng?: number | null };
}

/** A location not saved yet carries id 0 (the contract's update-profile gives it an id). */
export const NEW_LOCATION_ID = 0;

/** Exactly one default while any location is left: the chosen one, else the first. */
function withOneDefault<T extends SavedLocation>(locations: readonly T[], defaultId: number | null): T[] {
  const wanted = locations.some((location) => location.id === defaultId) ? defaultId : locations[0]?.id;
  return locations.map((location, index) => ({
    ...location,
    // New locations all have id 0: only the first of them can be the default by id.
    is_default: location.id === wanted && locations.findIndex((l) => l.id === wanted) === index,
  }));
}

/** The current default's id, null without locations. */
export function defaultLocationId(locations: readonly SavedLocation[]): number | null {
  return (locations.find((location) => location.is_default) ?? locations[0])?.id ?? null;
}

/** Adds a new location (id 0) or replaces the one with its id; `makeDefault` moves the default to it. */
export function putLocation<T extends SavedLocation>(
  locations: readonly T[],
  location: T,
  makeDefault: boolean,
): T[] {
  const exists = location.id !== NEW_LOCATION_ID && locations.some((l) => l.id === location.id);
  const next = exists
    ? locations.map((l) => (l.id === location.id ? location : l))
    : [...locations, { ...location, id: NEW_LOCATION_ID }];
  if (makeDefault) {
    const index = exists ? next.findIndex((l) => l.id === location.id) : next.length - 1;
    return next.map((l, i) => ({ ...l, is_default: i === index }));
  }
  return withOneDefault(next, defaultLocationId(locations));
}

/** Removes a location; when it was the default, the first one left becomes the default. */
export function removeLocation<T extends SavedLocation>(locations: readonly T[], id: number): T[] {
  return withOneDefault(
    locations.filter((location) => location.id !== id),
    defaultLocationId(locations),
  );
}

/** Marks one location as the default. */
export function makeDefaultLocation<T extends SavedLocation>(locations: readonly T[], id: number): T[] {
  return withOneDefault(locations, id);
}

export type LocationReach =
  | { deliverable: true; zone: DeliveryZone }
  /** Outside every visible zone of the branch (or of a zone that is hidden now). */
  | { deliverable: false; reason: 'outside-zones' }
  /** Neither an area nor a pin: nothing to find a zone with. */
  | { deliverable: false; reason: 'no-place' };

/** Where a location is on the map, when it was saved with a pin. */
export function pointOfLocation(location: Pick<SavedLocation, 'address'>): LatLng | null {
  const point = { lat: location.address.lat, lng: location.address.lng };
  return isValidLatLng(point) ? point : null;
}

const outside: LocationReach = { deliverable: false, reason: 'outside-zones' };

/**
 * Can the current branch deliver there? The saved area decides when it is still in a visible zone
 * of the branch; else the pin, matched by `zoneOfPoint` (zone geometry, loaded lazily by callers).
 */
export function locationReach(
  location: Pick<SavedLocation, 'area_id' | 'address'>,
  zones: readonly DeliveryZone[],
  branchId: number,
  zoneOfPoint: ((point: LatLng) => DeliveryZone | null) | null,
): LocationReach {
  const byArea = location.area_id == null ? null : zoneForArea(location.area_id, zones, branchId);
  if (byArea) return { deliverable: true, zone: byArea };
  const point = pointOfLocation(location);
  if (point === null) return location.area_id == null ? { deliverable: false, reason: 'no-place' } : outside;
  const byPoint = zoneOfPoint ? zoneOfPoint(point) : null;
  return byPoint ? { deliverable: true, zone: byPoint } : outside;
}

/** The location checkout starts with: the default, when it can be delivered to; else none. */
export function preselectedLocation<T extends SavedLocation>(
  locations: readonly T[],
  reachOf: (location: T) => LocationReach,
): T | null {
  const id = defaultLocationId(locations);
  const location = locations.find((l) => l.id === id);
  return location && reachOf(location).deliverable ? location : null;
}

/** What only the driver needs: the rest of the address fields make the line a person reads. */
const DRIVER_ONLY = new Set<AddressFieldName>(['intercom', 'parking', 'paci', 'note']);
/** The address fields in the order a person reads them (the checkout's order), without the driver's. */
const LINE_FIELDS = ADDRESS_FIELDS.filter((name) => !DRIVER_ONLY.has(name));

type AddressValues = Partial<Record<AddressFieldName, string | number | null>> & {
  lat?: number | null;
  lng?: number | null;
};

/** One line for a list: the filled fields, in reading order. */
export function addressLine(fields: AddressValues): string {
  return LINE_FIELDS.map((name) => fields[name])
    .filter(
      (value): value is string | number =>
        value !== null && value !== undefined && String(value).trim() !== '',
    )
    .map((value) => String(value).trim())
    .join(', ');
}

/** The filled fields only, so an empty string and a missing field compare equal. */
function filled(fields: AddressValues): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(
        ([name, value]) => name !== 'lat' && name !== 'lng' && value != null && String(value).trim() !== '',
      )
      .map(([name, value]) => [name, String(value).trim()]),
  );
}

/** Is this saved location the address the checkout holds now (same area, pin and fields)? */
export function locationMatchesAddress(
  location: { area_id?: number | null; address: AddressValues },
  address: { area_id?: number | null; fields: AddressValues },
): boolean {
  return (
    (location.area_id ?? null) === (address.area_id ?? null) &&
    (location.address.lat ?? null) === (address.fields.lat ?? null) &&
    (location.address.lng ?? null) === (address.fields.lng ?? null) &&
    JSON.stringify(filled(location.address)) === JSON.stringify(filled(address.fields))
  );
}

export type LocationDraftProblem = 'name-missing' | 'name-too-long' | 'place-missing';

/**
 * A saved location needs a name (the customer's label, e.g. Home) and a place: an area or a pin.
 * The address fields are checked by the delivery rules (validateAddress) like the checkout's.
 */
export function locationDraftProblems(input: {
  name: string;
  nameLimit: number;
  areaId: number | null;
  point: LatLng | null;
}): Partial<Record<'name' | 'place', LocationDraftProblem>> {
  const problems: Partial<Record<'name' | 'place', LocationDraftProblem>> = {};
  const name = input.name.trim();
  if (!name) problems.name = 'name-missing';
  else if ([...name].length > input.nameLimit) problems.name = 'name-too-long';
  if (input.areaId === null && input.point === null) problems.place = 'place-missing';
  return problems;
}
