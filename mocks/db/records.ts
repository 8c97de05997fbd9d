/**
 * What the fake database holds. A scenario's seed is immutable and regenerated from the fixed seed
 * on every start (so localStorage only carries what customers changed: orders, users, wallet …).
 * Shapes reuse src/domain/model.ts wherever the contract mirrors it; the handlers map records to
 * the contract's response bodies.
 */
import type {
  AddressFieldsConfig,
  Category,
  Coupon,
  DeliveryZone,
  Discounts,
  Interval,
  LocalizedText,
  Minor,
  OrderSellingType,
  ScheduledOrdersConfig,
  ShippingCountry,
  TimeRange,
} from '../../src/domain/model.ts';
import type { SuggestionSettings } from '../../src/domain/suggestions.ts';
import type { TipSettings } from '../../src/domain/tips.ts';
import type { Schemas } from '../api-types.ts';

export const SCENARIO_NAMES = [
  'demo',
  'solo',
  'shipper',
  'tokyo',
  'night',
  'showcase',
  'moved',
  'big',
  'hostile',
] as const;
export type ScenarioName = (typeof SCENARIO_NAMES)[number];

export function isScenarioName(value: string): value is ScenarioName {
  return (SCENARIO_NAMES as readonly string[]).includes(value);
}

/** Opening hours of one selling type: per weekday (1 = Monday … 7 = Sunday) a list of ranges;
 * a range whose `to` is before its `from` runs past midnight. */
export type WeeklyHours = Record<number, TimeRange[]>;

/** `weekly` for normal businesses; `opens-later` keeps a business closed at whatever "now" is
 * (the night scenario), opening a fixed time after the clock's current half hour. */
export type OpeningHours =
  | { kind: 'weekly'; week: WeeklyHours }
  | { kind: 'opens-later'; opensInMinutes: number; openForMinutes: number };

export interface BranchRecord {
  id: number;
  name: LocalizedText;
  reference_id: string;
  address: LocalizedText;
  phone: string;
  lat: number;
  lng: number;
  hours: Partial<Record<OrderSellingType, OpeningHours>>;
}

export interface CheckoutSettings {
  enabled: boolean;
  min_order: Minor;
  shipping: boolean;
  scheduled_orders: ScheduledOrdersConfig;
}

export interface ReservationSettings {
  enabled: boolean;
  with_table: boolean;
  /** 2 = reservation with an order (spec §9). */
  type: number;
  max_users: number;
  min_advance: Interval;
}

export interface BusinessRecord {
  id: number;
  user_id: number;
  business_name: LocalizedText;
  reference_id: ScenarioName;
  currency: string;
  country_code: string;
  time_zone: string;
  locales: string[];
  logo: string;
  cover: string;
  colors: { primary: string; accent: string; background: string };
  dark_mode: 'auto' | 'off' | 'on';
  menu_layout: 'list' | 'grid';
  checkout: Record<OrderSellingType, CheckoutSettings>;
  reservation: ReservationSettings;
  /** Payment types accepted: 1 online card, 2 cash (the spec's default), 3 wallet. */
  payment_methods: Schemas['PaymentMethod'][];
  policies: Schemas['Policy'][];
  social_links: Schemas['SocialLink'][];
  /** How the delivery address is taken. */
  delivery_options: { form_type: 'areas' | 'map'; drop_pin: boolean; send_gift: boolean; all_zones: boolean };
  fast_checkout: boolean;
  modifiers_enabled: boolean;
  whatsapp_phone: string;
  enable_wallet: boolean;
  disable_otp: boolean;
  /** How customers log in and register (the contract's Business.registration_flow); otp when absent. */
  registration_flow?: 'otp' | 'whatsapp' | 'form';
  hide_price: boolean;
  /** Where the app suggests what goes with the order (the contract's SuggestionSettings); absent: nowhere. */
  suggestions?: SuggestionSettings;
  /** Tips on table bills (the contract's TipSettings, issue 31); absent: no tips (the demo). */
  tips?: TipSettings;
  enable_cart: boolean;
  labels: { table: LocalizedText; floor: LocalizedText; kitchen: LocalizedText };
  /** The `moved` scenario: the restaurant call answers with a redirect to this URL. */
  redirect_url: string | null;
}

export interface WalletPackageRecord {
  id: number;
  name: LocalizedText;
  description: LocalizedText;
  price: Minor;
  /** Credit received, more than the price (the bonus is the point of a package). */
  credit: Minor;
  image: string;
  /** Days the credit stays spendable; absent means a year. */
  validity_days?: number;
}

export interface TableRecord {
  id: number;
  branch_id: number;
  name: LocalizedText;
  floor: LocalizedText;
  seats: number;
}

export interface BannerRecord {
  id: number;
  branch_id: number;
  title: LocalizedText;
  image: string;
  link_item_id: number | null;
  /** Days (ISO dates) the banner runs; null = always. */
  from: string | null;
  to: string | null;
}

export interface TagRecord {
  id: number;
  name: LocalizedText;
  kind: 'tag' | 'ingredient';
  /** A tag's kind (contract `TagKind`). */
  tag_kind?: 'diet' | 'religious' | 'taste' | 'other';
  /** An ingredient that is one of the common allergens. */
  allergen?: boolean;
  item_ids: number[];
}

export interface SeedUser {
  id: number;
  phone: string;
  name: string;
  email: string | null;
  wallet_balance: Minor;
  /** When the opening credit expires; absent means never. */
  wallet_expires_at?: string;
}

export interface ScenarioSeed {
  name: ScenarioName;
  business: BusinessRecord;
  branches: BranchRecord[];
  /** Grand categories (subcategories and items nested), shared by all branches; an item lists the
   * branches that sell it. */
  categories: Category[];
  discounts: Discounts;
  zones: DeliveryZone[];
  shipping_countries: ShippingCountry[];
  delivery_form: AddressFieldsConfig;
  shipping_form: AddressFieldsConfig;
  coupons: Coupon[];
  wallet_packages: WalletPackageRecord[];
  wallet_policy: LocalizedText;
  tables: TableRecord[];
  banners: BannerRecord[];
  tags: TagRecord[];
  users: SeedUser[];
}
