/**
 * A tiny gazetteer for the Nominatim-compatible geocoder: the delivery areas of the scenarios
 * that have maps, plus the countries businesses ship to (with rough outlines for country search).
 */
import { pointOf } from '../../src/domain/delivery.ts';
import type { Area, GeoPolygon, LocalizedText } from '../../src/domain/model.ts';
import type { MockBackend } from '../backend.ts';
import type { ScenarioName } from '../db/records.ts';

/** Scenarios whose areas are real places on the map. */
export const MAPPED_SCENARIOS: ScenarioName[] = ['demo', 'shipper', 'tokyo', 'night'];

export interface Place {
  id: number;
  name: LocalizedText;
  parent: string | null;
  countryCode: string;
  country: LocalizedText;
  polygon: GeoPolygon;
  kind: 'area' | 'country';
}

const rect = (w: number, s: number, e: number, n: number): GeoPolygon => ({
  type: 'Polygon',
  coordinates: [
    [
      [w, s],
      [e, s],
      [e, n],
      [w, n],
      [w, s],
    ],
  ],
});

/** Rough bounding outlines; enough to centre a map on the country. */
const COUNTRY_LIST: { id: number; name: Record<string, string>; countryCode: string; polygon: GeoPolygon }[] =
  [
    {
      id: 9001,
      name: { en: 'Kuwait', ar: 'الكويت' },
      countryCode: 'kw',
      polygon: rect(46.55, 28.52, 48.43, 30.1),
    },
    {
      id: 9002,
      name: { en: 'Saudi Arabia', ar: 'السعودية' },
      countryCode: 'sa',
      polygon: rect(34.5, 16.3, 55.7, 32.2),
    },
    {
      id: 9003,
      name: { en: 'United Arab Emirates', ar: 'الإمارات' },
      countryCode: 'ae',
      polygon: rect(51.5, 22.6, 56.4, 26.1),
    },
    {
      id: 9004,
      name: { en: 'United States', ar: 'الولايات المتحدة' },
      countryCode: 'us',
      polygon: rect(-125, 24.5, -66.9, 49.4),
    },
    { id: 9005, name: { en: 'Japan', ja: '日本' }, countryCode: 'jp', polygon: rect(129.4, 31, 145.8, 45.5) },
    {
      id: 9006,
      name: { en: 'Bahrain', ar: 'البحرين' },
      countryCode: 'bh',
      polygon: rect(50.38, 25.79, 50.66, 26.33),
    },
  ];
const COUNTRIES: Place[] = COUNTRY_LIST.map((c) => ({
  ...c,
  parent: null,
  country: c.name,
  kind: 'country',
}));

const COUNTRY_OF_SCENARIO: Record<string, string> = { demo: 'kw', shipper: 'kw', night: 'kw', tokyo: 'jp' };

function areaPolygon(area: Area): GeoPolygon {
  if (area.shape.type === 'Polygon') return area.shape;
  const { lng, lat } = pointOf(area.shape.coordinates);
  return rect(lng - 0.003, lat - 0.003, lng + 0.003, lat + 0.003);
}

export function allPlaces(backend: MockBackend): Place[] {
  const areas = MAPPED_SCENARIOS.flatMap((name) => {
    const code = COUNTRY_OF_SCENARIO[name] ?? 'kw';
    const country = COUNTRIES.find((c) => c.countryCode === code)!;
    return backend.db.seed(name).zones.flatMap((zone) =>
      zone.areas.map((area): Place => ({
        id: area.id,
        name: area.name,
        parent: area.parent_name ?? null,
        countryCode: code,
        country: country.name,
        polygon: areaPolygon(area),
        kind: 'area',
      })),
    );
  });
  // The same neighbourhood can be in two scenarios (demo and night both have Jabriya): keep one.
  const seen = new Set<string>();
  const unique = areas.filter((p) => {
    const key = `${p.countryCode}:${p.name.en}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
  return [...unique, ...COUNTRIES];
}

export function bounds(polygon: GeoPolygon): { s: number; n: number; w: number; e: number } {
  const ring = polygon.coordinates[0] ?? [];
  const lngs = ring.map((p) => pointOf(p).lng);
  const lats = ring.map((p) => pointOf(p).lat);
  return { s: Math.min(...lats), n: Math.max(...lats), w: Math.min(...lngs), e: Math.max(...lngs) };
}

export function centre(polygon: GeoPolygon): { lat: number; lng: number } {
  const b = bounds(polygon);
  return { lat: (b.s + b.n) / 2, lng: (b.w + b.e) / 2 };
}

export function containsPoint(polygon: GeoPolygon, lat: number, lng: number): boolean {
  // Ray casting over the outer ring: the gazetteer's shapes are simple polygons without holes.
  const ring = polygon.coordinates[0] ?? [];
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const { lng: xi, lat: yi } = pointOf(ring[i]!);
    const { lng: xj, lat: yj } = pointOf(ring[j]!);
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
