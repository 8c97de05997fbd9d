/** Small builders shared by the scenarios, so each scenario file reads as its differences. */
import type {
  AddressFieldsConfig,
  Area,
  DeliveryZone,
  GeoPolygon,
  LocalizedText,
  ScheduledOrdersConfig,
  TimeRange,
} from '../../src/domain/model.ts';
import { pointOf } from '../../src/domain/delivery.ts';
import type { CatalogCategory } from './dish-catalog.ts';
import type { MenuSection } from './menu-builder.ts';
import type { CheckoutSettings, OpeningHours, WeeklyHours } from './records.ts';

export function everyDay(...ranges: TimeRange[]): OpeningHours {
  const week: WeeklyHours = {};
  for (let day = 1; day <= 7; day++) week[day] = ranges;
  return { kind: 'weekly', week };
}

export function weekly(week: WeeklyHours): OpeningHours {
  return { kind: 'weekly', week };
}

export const NO_SCHEDULE: ScheduledOrdersConfig = {
  on: false,
  only_schedule: false,
  min_advance: { value: 30, scale: 'min' },
  max_advance: { value: 7, scale: 'day' },
};

export function scheduled(onlySchedule = false): ScheduledOrdersConfig {
  return {
    on: true,
    only_schedule: onlySchedule,
    min_advance: { value: 30, scale: 'min' },
    max_advance: { value: 7, scale: 'day' },
  };
}

export function checkout(
  enabled: boolean,
  minOrder = 0,
  schedule: ScheduledOrdersConfig = NO_SCHEDULE,
  shipping = false,
): CheckoutSettings {
  return { enabled, min_order: minOrder, shipping, scheduled_orders: schedule };
}

/** Text per locale; a plain record (no missing values) so it fits both the model and the API. */
export function text(en: string, ar?: string, ja?: string): Record<string, string> {
  const out: Record<string, string> = { en };
  if (ar) out.ar = ar;
  if (ja) out.ja = ja;
  return out;
}

/** A small square polygon (GeoJSON [lng, lat] ring, closed) around a centre. */
export function squareAround(lat: number, lng: number, halfSide: number): GeoPolygon {
  const ring: [number, number][] = [
    [lng - halfSide, lat - halfSide],
    [lng + halfSide, lat - halfSide],
    [lng + halfSide, lat + halfSide],
    [lng - halfSide, lat + halfSide],
    [lng - halfSide, lat - halfSide],
  ];
  return { type: 'Polygon', coordinates: [ring] };
}

/** The bounding box of areas' polygons, grown by a margin: the zone's outline on the map. */
export function boundingPolygon(areas: Area[], margin: number): GeoPolygon {
  const points = areas.flatMap((area) =>
    area.shape.type === 'Polygon' ? area.shape.coordinates.flat() : [area.shape.coordinates],
  );
  const lngs = points.map((p) => pointOf(p).lng);
  const lats = points.map((p) => pointOf(p).lat);
  const [w, e] = [Math.min(...lngs) - margin, Math.max(...lngs) + margin];
  const [s, n] = [Math.min(...lats) - margin, Math.max(...lats) + margin];
  return {
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
  };
}

export interface AreaSpec {
  name: LocalizedText;
  lat: number;
  lng: number;
  parent?: string;
}

export interface ZoneSpec {
  name: LocalizedText;
  branch: number;
  fees: number;
  min_order: number;
  delivery_time: number;
  color: string;
  visible?: boolean;
  areas: AreaSpec[];
}

export function buildZones(specs: ZoneSpec[], nextId: () => number): DeliveryZone[] {
  return specs.map((spec) => {
    const zoneId = nextId();
    const areas: Area[] = spec.areas.map((area, i) => ({
      id: nextId(),
      name: area.name,
      parent_name: area.parent ?? null,
      shape: squareAround(area.lat, area.lng, 0.007),
      osm_id: 4_000_000 + zoneId * 10 + i,
      zone_id: zoneId,
    }));
    return {
      id: zoneId,
      visible: spec.visible ?? true,
      fees: spec.fees,
      min_order: spec.min_order,
      delivery_time: spec.delivery_time,
      unit: 'min',
      branch: spec.branch,
      areas,
      name: spec.name,
      color: spec.color,
      shape: boundingPolygon(areas, 0.003),
    };
  });
}

export const STANDARD_DELIVERY_FORM: AddressFieldsConfig = {
  block: { on: true, required: true },
  street: { on: true, required: true },
  avenue: { on: true, required: false },
  building: { on: true, required: true },
  floor: { on: true, required: false },
  apartment: { on: true, required: false },
  paci: { on: true, required: false },
  note: { on: true, required: false },
};

export const SHIPPING_FORM: AddressFieldsConfig = {
  city: { on: true, required: true },
  street: { on: true, required: true },
  building: { on: true, required: false },
  postcode: { on: true, required: true },
  house_number: { on: true, required: false },
  note: { on: true, required: false },
};

/** Turns the catalog into menu sections in a currency: `rate` converts fils to minor units and
 * `step` rounds to a realistic price point. */
export function sectionsFromCatalog(
  catalog: CatalogCategory[],
  locales: string[],
  rate: number,
  step: number,
): MenuSection[] {
  const pick = (en: string, ar: string): LocalizedText =>
    Object.fromEntries(locales.map((l) => [l, l === 'ar' ? ar : en]));
  return catalog.map((cat) => ({
    name: pick(cat.en, cat.ar),
    dishes: cat.dishes.map((dish) => ({
      name: pick(dish.en, dish.ar),
      description: pick(dish.descEn, dish.descAr),
      price: Math.max(step, Math.round((dish.fils * rate) / step) * step),
    })),
  }));
}

export const DEFAULT_COLORS = {
  primary: 'rgb(109,85,124)',
  accent: 'rgba(180,81,76,1)',
  background: '#ffffff',
};
