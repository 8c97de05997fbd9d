/**
 * Reverse geocoding of the delivery pin (spec §7): the maps search service's place at a point,
 * turned into a short display name. Best effort only: any failure gives null and checkout goes on.
 */
import type { GeocodeClient } from '../../../api/outside-clients.ts';
import type { GeocodeAddress } from '../../../api/types.ts';
import type { LatLng } from '../../../domain/delivery.ts';
import { directionOf } from '../../../domain/locales.ts';

/** Street level, as spec §7 asks. */
export const REVERSE_GEOCODE_ZOOM = 18;

/**
 * "Building, road, neighbourhood, suburb, district, quarter, city" from the parts Nominatim found;
 * the state stands in when there is no city. Town and village count as the city (Nominatim's names
 * for smaller places). A part repeated under another key (suburb = city_district) is shown once.
 */
export function displayNameFrom(address: GeocodeAddress | null | undefined, language = 'en'): string | null {
  if (!address) return null;
  const city = address.city ?? address.town ?? address.village;
  const parts = [
    address.building,
    address.road,
    address.neighbourhood,
    address.suburb,
    address.city_district ?? address.district,
    address.quarter,
    city?.trim() ? city : address.state,
  ];
  const seen = new Set<string>();
  const shown: string[] = [];
  for (const part of parts) {
    const text = part?.trim();
    if (!text || seen.has(text.toLocaleLowerCase())) continue;
    seen.add(text.toLocaleLowerCase());
    shown.push(text);
  }
  // Arabic, Persian and Urdu separate with their own comma, never a Latin one (issue #32).
  return shown.length > 0 ? shown.join(directionOf(language) === 'rtl' ? '، ' : ', ') : null;
}

export interface ReverseGeocodeResult {
  displayName: string;
  address: GeocodeAddress;
}

export interface ReverseGeocodeOptions {
  /** The visitor's language, so road and city names come back in it where the map has them. */
  language?: string;
  signal?: AbortSignal;
}

export async function reverseGeocode(
  client: GeocodeClient,
  point: LatLng,
  options: ReverseGeocodeOptions = {},
): Promise<ReverseGeocodeResult | null> {
  if (options.signal?.aborted) return null;
  try {
    const { data } = await client.GET('/reverse', {
      params: {
        query: {
          lat: point.lat,
          lon: point.lng,
          zoom: REVERSE_GEOCODE_ZOOM,
          format: 'jsonv2',
          ...(options.language ? { 'accept-language': options.language } : {}),
        },
      },
      signal: options.signal,
    });
    // An answer for a pin the visitor has since moved is of no use, however it arrived.
    if (options.signal?.aborted) return null;
    // Like Nominatim, a point with no place answers 200 with { error: 'Unable to geocode' }.
    if (!data || 'error' in data) return null;
    const address = data.address ?? {};
    const displayName = displayNameFrom(address, options.language) ?? (data.display_name.trim() || null);
    return displayName === null ? null : { displayName, address };
  } catch {
    // Offline, timed out, aborted or a malformed reply: the visitor still picks an area by hand.
    return null;
  }
}
