/** A Nominatim-compatible forward and reverse geocoder over the scenarios' areas (offline). */
import { HttpResponse } from 'msw';
import type { Schemas } from '../api-types.ts';
import type { MockBackend } from '../backend.ts';
import { allPlaces, bounds, centre, containsPoint, type Place } from '../services/places.ts';
import { geocodeApi, invalid } from './http.ts';

function pick(text: Partial<Record<string, string>>, language: string): string {
  return text[language] ?? text.en ?? Object.values(text).find((v) => v) ?? '';
}

function placeView(
  place: Place,
  language: string,
  withPolygon: boolean,
  point?: { lat: number; lng: number },
): Schemas['GeocodePlace'] {
  const name = pick(place.name, language);
  const country = pick(place.country, language);
  const at = point ?? centre(place.polygon);
  const b = bounds(place.polygon);
  const address: Schemas['GeocodeAddress'] = { country, country_code: place.countryCode };
  if (place.kind === 'area') {
    address.suburb = name;
    if (place.parent) address.state = place.parent;
    if (point) {
      // A stable street and building number for the point, as a street-level reverse lookup gives.
      const street = 1 + (Math.abs(Math.round(point.lat * 1e4 + point.lng * 1e4)) % 40);
      address.road =
        language === 'ar' ? `شارع ${street}` : language === 'ja' ? `${street}番通り` : `Street ${street}`;
      address.house_number = String(1 + (Math.abs(Math.round(point.lng * 1e5)) % 90));
    }
  }
  const parts = [
    address.house_number,
    address.road,
    name,
    place.kind === 'area' ? place.parent : null,
    place.kind === 'area' ? country : null,
  ];
  return {
    place_id: place.id,
    osm_type: 'relation',
    osm_id: place.id,
    lat: at.lat.toFixed(7),
    lon: at.lng.toFixed(7),
    display_name: parts.filter((p): p is string => Boolean(p)).join(', '),
    name,
    category: 'boundary',
    type: 'administrative',
    place_rank: place.kind === 'country' ? 4 : point ? 30 : 20,
    importance: place.kind === 'country' ? 0.9 : 0.5,
    boundingbox: [b.s, b.n, b.w, b.e].map((v) => v.toFixed(7)),
    address,
    ...(withPolygon ? { geojson: place.polygon } : {}),
  };
}

export function geocodeHandlers(backend: MockBackend) {
  return [
    geocodeApi.get('/search', ({ query }) => {
      const q = (query.get('q') ?? '').trim().toLocaleLowerCase();
      if (!q) return invalid({ q: 'Nothing to search for.' });
      const language = (query.get('accept-language') ?? 'en').slice(0, 2);
      const countries = (query.get('countrycodes') ?? '').toLowerCase().split(',').filter(Boolean);
      const limit = Math.min(40, Math.max(1, Number(query.get('limit') ?? 10) || 10));
      const withPolygon = query.get('polygon_geojson') === '1';
      const hits = allPlaces(backend)
        .filter((p) => countries.length === 0 || countries.includes(p.countryCode))
        .filter((p) => Object.values(p.name).some((n) => n?.toLocaleLowerCase().includes(q)))
        .slice(0, limit)
        .map((p) => placeView(p, language, withPolygon));
      return HttpResponse.json(hits);
    }),

    geocodeApi.get('/reverse', ({ query }) => {
      const lat = Number(query.get('lat'));
      const lng = Number(query.get('lon'));
      if (!Number.isFinite(lat) || !Number.isFinite(lng))
        return invalid({ lat: 'lat and lon must be numbers.' });
      const language = (query.get('accept-language') ?? 'en').slice(0, 2);
      const places = allPlaces(backend).filter((p) => containsPoint(p.polygon, lat, lng));
      // The most precise place wins: an area before its country.
      const place = places.find((p) => p.kind === 'area') ?? places[0];
      if (!place) return HttpResponse.json({ error: 'Unable to geocode' });
      return HttpResponse.json(placeView(place, language, false, { lat, lng }));
    }),
  ];
}
