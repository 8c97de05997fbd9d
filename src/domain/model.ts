/**
 * The shapes the business rules work on. They mirror the schemas of openapi/webapp.yaml field for
 * field (snake_case, as the server sends them), so an API object can be handed to a rule as it is;
 * src/api/contract-fit.ts proves at compile time that the generated types still fit these.
 *
 * Money is always an integer in minor units of the business currency (KWD 1.250 is 1250, USD 4.99
 * is 499, JPY 500 is 500). No float amount ever crosses this boundary.
 */

/** Integer amount in minor units of the business currency. */
export type Minor = number;

/** Text per locale code, e.g. { en: 'Burger', ar: 'برغر' }; any locale may be missing. */
export type LocalizedText = { [locale: string]: string };

/** Selling types as the server and URLs spell them; see selling-type.ts for normalisation. */
export type RawSellingType =
  | 'dine_in'
  | 'dinein'
  | 'product_service'
  | 'reservation_dine_in'
  | 'reservation_service'
  | 'pickup'
  | 'car_pickup'
  | 'delivery'
  | 'reservation';

/** The three ways to order (shipping abroad is delivery to another country). */
export type OrderSellingType = 'dine_in' | 'car_pickup' | 'delivery';

/** What an item can be offered for. */
export type ItemSellingType = OrderSellingType | 'reservation';

export interface Tax {
  id: number;
  name: LocalizedText;
  /** Percent, e.g. 5 for 5 %. */
  rate: number;
}

export type IntervalScale = 'min' | 'hour' | 'day';
export interface Interval {
  value: number;
  scale: IntervalScale;
}

export interface PriceLabel {
  id: number;
  label: LocalizedText;
  price: Minor;
  /** Kilograms, for weighed goods. */
  weight?: number | null;
  /** Kilograms used for shipping abroad. */
  shippingWeight?: number | null;
  /** Quantity limits; a non-positive or missing value means the default (1 and 1000). */
  minimum?: number | null;
  maximum?: number | null;
  /** True when quantity counts pieces; false for weighed goods sold by unit. */
  isQty?: boolean;
  unit?: string | null;
  preparation_time?: number | null;
  preparation_time_type?: IntervalScale | null;
}

export interface Modifier {
  id: number;
  name: LocalizedText;
  price: Minor;
  image?: string | null;
  taxes?: Tax[];
  /** Most of this modifier one line may carry; missing means 1. */
  max_quantity?: number | null;
}

export interface ModifierGroup {
  id: number;
  name: LocalizedText;
  /** How many modifiers of the group must be chosen (0 = optional). */
  min: number;
  /** How many may be chosen at most (0 = no limit). */
  max: number;
  modifiers: Modifier[];
}

/**
 * Availability per branch, sent by the server as a JSON string:
 * {"<branch id>": {"status": true, "from": "HH:mm" | null, "to": "HH:mm" | null}}.
 * A branch missing from the map, or a null bound, means no restriction. from > to crosses midnight.
 */
export type BranchAvailabilityJson = string;
export interface BranchAvailability {
  status: boolean;
  from?: string | null;
  to?: string | null;
}

/** Opening of a category or pinned category on one weekday, 1 = Monday … 7 = Sunday. */
export interface WeekdayAvailability {
  day: number;
  /** Spec §5: a closed day (restriction switched off for that day) means available. */
  closed: boolean;
  /** Times "HH:mm"; a shift starting at "24:00" means all day. */
  shifts: { from: string | null; to: string | null }[];
}

export interface MenuItem {
  id: number;
  category_id: number;
  name: LocalizedText;
  description?: LocalizedText;
  image?: string | null;
  visible: boolean;
  types: RawSellingType[];
  availability?: BranchAvailabilityJson | null;
  branches: number[];
  price_labels: PriceLabel[];
  modifier_groups: ModifierGroup[];
  /** Exclusive taxes, added on top of the price. */
  taxes: Tax[];
  /** Taxes already inside the price, shown for information. */
  inclusive_taxes: Tax[];
  comment_required?: boolean;
  discount_id?: number | null;
  provider?: string | null;
  provider_id?: string | null;
  /** The item's tags (vegetarian, halal, spicy …); see dietary-filter.ts. */
  tag_ids?: number[];
  /** What the item contains; missing means the business has not listed it. */
  ingredient_ids?: number[];
  /** "Goes well with": the business's suggestions for this item, best first; see suggestions.ts. */
  suggested_item_ids?: number[];
}

export interface Category {
  id: number;
  /** null for a grand (top-level) category. */
  parent_id: number | null;
  name: LocalizedText;
  image?: string | null;
  visible: boolean;
  availability?: BranchAvailabilityJson | null;
  week_availability?: WeekdayAvailability[] | null;
  subcategories: Category[];
  items: MenuItem[];
  /** "Goes well with" for every item below it, after an item's own list. */
  suggested_item_ids?: number[];
  /** Drinks, sides, desserts: suggested to a cart that holds none of them. */
  add_on?: boolean;
}

export type DiscountType = 'percent' | 'fixed';
export interface Discount {
  id: number;
  type: DiscountType;
  /** Percent (0–100) for percent, Minor for fixed. */
  value: number;
}
export interface DiscountSet {
  items: Record<string, Discount>;
  categories: Record<string, Discount>;
  allMenuDiscount: Discount | null;
}
/** Keys as the server sends them: pickup is car_pickup, dinein is dine_in. */
export interface Discounts {
  pickup?: DiscountSet | null;
  dinein?: DiscountSet | null;
  delivery?: DiscountSet | null;
}

export type CouponUserType = 'all' | 'guests' | 'auth_users';
export interface Coupon {
  code: string;
  discount_type: DiscountType;
  /** Percent for percent, Minor per item unit for fixed. */
  discount_value: number;
  all_menu: boolean;
  item_ids: number[];
  user_type: CouponUserType;
  /** Most units the coupon discounts; null = no limit. */
  max_allowed_items: number | null;
  free_delivery: boolean;
}

export interface ScheduledOrdersConfig {
  on: boolean;
  only_schedule: boolean;
  min_advance: Interval;
  max_advance: Interval;
}

/**
 * [lng, lat] as GeoJSON. The contract says "exactly two numbers" with minItems/maxItems (what every
 * schema validator reads alike), which the generated type can only spell as number[]; readers
 * check both numbers are finite before use.
 */
export type LngLat = number[];
export interface GeoPoint {
  type: 'Point';
  coordinates: LngLat;
}
export interface GeoPolygon {
  type: 'Polygon';
  coordinates: LngLat[][];
}

export interface Area {
  id: number;
  name: LocalizedText;
  parent_name?: string | null;
  shape: GeoPoint | GeoPolygon;
  osm_id?: number | null;
  zone_id: number;
}

export interface DeliveryZone {
  id: number;
  visible: boolean;
  fees: Minor;
  min_order: Minor;
  /** Default 30. */
  delivery_time?: number | null;
  /** Default 'min'. */
  unit?: IntervalScale | null;
  branch: number;
  areas: Area[];
  name: LocalizedText;
  color: string;
  shape?: GeoPolygon | null;
}

export interface ShippingCountry {
  country: LocalizedText;
  country_iso: string;
  icon?: string | null;
  fees_per_kg: Minor;
  fixed_fees: Minor;
  min_order: Minor;
  branch_id: number;
}

export interface TimeRange {
  from: string;
  to: string;
}

/** One selling type's opening on one day, in the business time zone. */
export interface TypeShift {
  status: 'open' | 'closed';
  /** ISO date-time of the next opening when closed now. */
  opens_at?: string | null;
  shifts: TimeRange[];
  /** Start times "HH:mm" a scheduled order may pick. */
  slots: string[];
}

export interface DayShifts {
  /** ISO date YYYY-MM-DD in the business time zone. */
  date: string;
  dine_in?: TypeShift | null;
  car_pickup?: TypeShift | null;
  delivery?: TypeShift | null;
}

export interface ShiftsSchedule {
  time_zone: string;
  today: DayShifts;
  days: DayShifts[];
}

export interface AuthUser {
  id: number;
  business_id: number;
}

export type AddressFieldName =
  | 'city'
  | 'street'
  | 'block'
  | 'postcode'
  | 'building'
  | 'avenue'
  | 'intercom'
  | 'floor'
  | 'apartment'
  | 'parking'
  | 'note'
  | 'house_number'
  | 'office_number'
  | 'paci';
export interface AddressFieldConfig {
  on: boolean;
  required: boolean;
}
export type AddressFieldsConfig = Partial<Record<AddressFieldName, AddressFieldConfig>>;

/** An order sent as a gift (the contract's GiftDetails). */
export interface GiftDetails {
  recipient_name: string;
  recipient_phone: string;
  message?: string | null;
  /** The recipient does not see what the order cost; absent means false. */
  hide_prices?: boolean;
}
