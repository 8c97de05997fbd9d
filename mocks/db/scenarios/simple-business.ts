/**
 * The single-branch business most small scenarios start from; each scenario then states only what
 * makes it different (currency, selling types, hours, flags).
 */
import type { Tax } from '../../../src/domain/model.ts';
import { MIDDLE_EASTERN_MENU } from '../dish-catalog.ts';
import { buildMenu, type MenuSection } from '../menu-builder.ts';
import type { BranchRecord, BusinessRecord, ScenarioName, ScenarioSeed } from '../records.ts';
import type { ScenarioContext } from '../scenario-context.ts';
import {
  checkout,
  DEFAULT_COLORS,
  everyDay,
  sectionsFromCatalog,
  STANDARD_DELIVERY_FORM,
  text,
} from '../scenario-parts.ts';
import { bannersFor, businessExtras, tablesFor, tagsFor, walletPackages } from './shared-parts.ts';

export interface SimpleBusinessOptions {
  name: ScenarioName;
  title: { en: string; ar?: string; ja?: string };
  currency: string;
  /** Minor units per currency unit (KWD 1000, USD 100, JPY 1). */
  unit: number;
  /** Minor units of this currency per Kuwaiti fils, to convert catalog prices. */
  rate: number;
  country: string;
  timeZone: string;
  locales: string[];
  branch: Omit<BranchRecord, 'id' | 'reference_id' | 'hours'> & { hours?: BranchRecord['hours'] };
  sections?: MenuSection[];
  priceStep: number;
  withShippingWeight?: boolean;
  business?: Partial<BusinessRecord>;
  /** The business's meat is halal, so its dishes without pork carry the halal tag (default true). */
  halalKitchen?: boolean;
}

export function buildSimpleBusiness(ctx: ScenarioContext, options: SimpleBusinessOptions): ScenarioSeed {
  const { nextId, faker } = ctx;
  const branchId = nextId();
  const vat: Tax = { id: nextId(), name: text('VAT', 'ضريبة القيمة المضافة', '消費税'), rate: 5 };
  const sections =
    options.sections ??
    sectionsFromCatalog(MIDDLE_EASTERN_MENU, options.locales, options.rate, options.priceStep);
  const categories = buildMenu({
    faker,
    nextId,
    branchIds: [branchId],
    sections,
    priceStep: options.priceStep,
    exclusiveTaxes: [vat],
    inclusiveTaxes: [],
    withShippingWeight: options.withShippingWeight ?? false,
    reservationItems: false,
    locales: options.locales,
  });
  const items = categories.flatMap((c) => [...c.items, ...c.subcategories.flatMap((s) => s.items)]);
  const allDay = everyDay({ from: '09:00', to: '23:00' });
  const business: BusinessRecord = {
    id: ctx.businessId,
    user_id: ctx.businessId,
    business_name: text(options.title.en, options.title.ar, options.title.ja),
    reference_id: options.name,
    currency: options.currency,
    country_code: options.country,
    time_zone: options.timeZone,
    locales: options.locales,
    logo: `/mock-images/logo-${ctx.businessId}.svg`,
    cover: `/mock-images/cover-${ctx.businessId}.svg`,
    colors: DEFAULT_COLORS,
    dark_mode: 'auto',
    menu_layout: 'list',
    checkout: { dine_in: checkout(true), car_pickup: checkout(false), delivery: checkout(false) },
    reservation: {
      enabled: false,
      with_table: false,
      type: 1,
      max_users: 1,
      min_advance: { value: 1, scale: 'hour' },
    },
    ...businessExtras(options.branch.phone),
    enable_wallet: false,
    disable_otp: false,
    hide_price: false,
    enable_cart: true,
    redirect_url: null,
    ...options.business,
  };
  return {
    name: options.name,
    business,
    branches: [
      {
        ...options.branch,
        id: branchId,
        reference_id: options.name,
        hours: options.branch.hours ?? { dine_in: allDay, car_pickup: allDay, delivery: allDay },
      },
    ],
    categories,
    discounts: {},
    zones: [],
    shipping_countries: [],
    delivery_form: STANDARD_DELIVERY_FORM,
    shipping_form: {},
    coupons: [],
    wallet_packages: business.enable_wallet ? walletPackages(nextId, options.unit, options.currency) : [],
    wallet_policy: {},
    tables: tablesFor(nextId, [branchId]),
    banners: bannersFor(nextId, [branchId], items),
    tags: tagsFor(nextId, items, options.halalKitchen ?? true),
    users: [
      {
        id: ctx.businessId + 10,
        phone: '+96550000001',
        name: 'Fatima Al-Sabah',
        email: null,
        wallet_balance: 0,
      },
    ],
  };
}
