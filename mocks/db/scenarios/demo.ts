/**
 * demo: a Kuwaiti restaurant with everything switched on. Two branches in Kuwait City and
 * Salmiya, delivery zones over real neighbourhoods, reservations, wallet, coupons of every kind,
 * scheduled orders, inclusive and exclusive taxes, item/category/all-menu discounts, en + ar.
 */
import type { Coupon, Discounts, Tax } from '../../../src/domain/model.ts';
import { MIDDLE_EASTERN_MENU } from '../dish-catalog.ts';
import { buildMenu } from '../menu-builder.ts';
import { addSuggestions, SUGGESTIONS_EVERYWHERE } from '../suggestions.ts';
import type { ScenarioSeed } from '../records.ts';
import type { ScenarioContext } from '../scenario-context.ts';
import {
  buildZones,
  checkout,
  everyDay,
  scheduled,
  sectionsFromCatalog,
  STANDARD_DELIVERY_FORM,
  text,
  weekly,
  DEFAULT_COLORS,
} from '../scenario-parts.ts';
import { businessExtras, bannersFor, tablesFor, tagsFor, walletPackages } from './shared-parts.ts';

export function buildDemoScenario(ctx: ScenarioContext): ScenarioSeed {
  const { nextId, faker } = ctx;
  const locales = ['en', 'ar'];
  const cityBranch = nextId();
  const salmiyaBranch = nextId();
  const serviceCharge: Tax = { id: nextId(), name: text('Service charge', 'رسوم الخدمة'), rate: 5 };
  const vat: Tax = { id: nextId(), name: text('VAT', 'ضريبة القيمة المضافة'), rate: 5 };
  const sections = sectionsFromCatalog(MIDDLE_EASTERN_MENU, locales, 1, 50);
  sections[0]!.subcategories = [{ name: text('Cold mezze', 'مقبلات باردة'), take: 3 }];
  const categories = buildMenu({
    faker,
    nextId,
    branchIds: [cityBranch, salmiyaBranch],
    sections,
    priceStep: 50,
    exclusiveTaxes: [serviceCharge],
    inclusiveTaxes: [vat],
    withShippingWeight: false,
    reservationItems: true,
    locales,
  });
  // Breakfast-style window on the sandwiches' first item in the city branch (availability JSON).
  const sandwiches = categories[5]!;
  sandwiches.items[0]!.availability = JSON.stringify({
    [cityBranch]: { status: true, from: '06:00', to: '23:30' },
  });
  addSuggestions(categories, {
    categories: {
      Burgers: ['Mineral Water', 'Lemon Mint', 'Luqaimat'],
      Grills: ['Moutabal', 'Arabic Coffee', 'Kunafa'],
      'Rice Dishes': ['Laban', 'Fattoush'],
      Sandwiches: ['Laban', 'Vine Leaves'],
    },
    items: {
      'Crispy Chicken Burger': ['Laban'],
      'Mixed Grill': ['Muhammara', 'Tabbouleh'],
    },
    addOns: ['Appetizers', 'Desserts', 'Drinks'],
  });
  const items = categories.flatMap((c) => [...c.items, ...c.subcategories.flatMap((s) => s.items)]);
  const grills = categories[2]!;
  const desserts = categories[6]!;
  const discounts: Discounts = {
    dinein: {
      items: { [items[1]!.id]: { id: nextId(), type: 'percent', value: 10 } },
      categories: { [desserts.id]: { id: nextId(), type: 'fixed', value: 250 } },
      allMenuDiscount: null,
    },
    pickup: { items: {}, categories: {}, allMenuDiscount: { id: nextId(), type: 'percent', value: 5 } },
    delivery: {
      items: {},
      categories: { [grills.id]: { id: nextId(), type: 'percent', value: 15 } },
      allMenuDiscount: null,
    },
  };
  const coupons: Coupon[] = [
    {
      code: 'WELCOME10',
      discount_type: 'percent',
      discount_value: 10,
      all_menu: true,
      item_ids: [],
      user_type: 'guests',
      max_allowed_items: null,
      free_delivery: false,
    },
    {
      code: 'MEMBER20',
      discount_type: 'percent',
      discount_value: 20,
      all_menu: true,
      item_ids: [],
      user_type: 'auth_users',
      max_allowed_items: null,
      free_delivery: false,
    },
    {
      code: 'SAVE500',
      discount_type: 'fixed',
      discount_value: 500,
      all_menu: true,
      item_ids: [],
      user_type: 'all',
      max_allowed_items: null,
      free_delivery: false,
    },
    {
      code: 'GRILL50',
      discount_type: 'percent',
      discount_value: 50,
      all_menu: false,
      item_ids: grills.items.map((i) => i.id),
      user_type: 'all',
      max_allowed_items: 2,
      free_delivery: false,
    },
    {
      code: 'FREEDELIVERY',
      discount_type: 'fixed',
      discount_value: 0,
      all_menu: true,
      item_ids: [],
      user_type: 'all',
      max_allowed_items: null,
      free_delivery: true,
    },
  ];
  const zones = buildZones(
    [
      {
        name: text('Kuwait City', 'مدينة الكويت'),
        branch: cityBranch,
        fees: 500,
        min_order: 3000,
        delivery_time: 30,
        color: '#6d557c',
        areas: [
          { name: text('Sharq', 'شرق'), lat: 29.3865, lng: 47.9905, parent: 'Capital' },
          { name: text('Qibla', 'القبلة'), lat: 29.3735, lng: 47.9685, parent: 'Capital' },
          { name: text('Mirqab', 'المرقاب'), lat: 29.369, lng: 47.9815, parent: 'Capital' },
          { name: text('Dasman', 'دسمان'), lat: 29.3905, lng: 48.004, parent: 'Capital' },
        ],
      },
      {
        name: text('Hawalli', 'حولي'),
        branch: salmiyaBranch,
        fees: 750,
        min_order: 5000,
        delivery_time: 45,
        color: '#b4514c',
        areas: [
          { name: text('Salmiya', 'السالمية'), lat: 29.335, lng: 48.075, parent: 'Hawalli' },
          { name: text('Hawalli', 'حولي'), lat: 29.339, lng: 48.023, parent: 'Hawalli' },
          { name: text('Jabriya', 'الجابرية'), lat: 29.32, lng: 48.035, parent: 'Hawalli' },
        ],
      },
      {
        // Hidden zone: a saved address in it must be cleared by the app (spec §4).
        name: text('Farwaniya', 'الفروانية'),
        branch: salmiyaBranch,
        fees: 1000,
        min_order: 7000,
        delivery_time: 60,
        color: '#888888',
        visible: false,
        areas: [{ name: text('Farwaniya', 'الفروانية'), lat: 29.2775, lng: 47.958, parent: 'Farwaniya' }],
      },
    ],
    nextId,
  );
  return {
    name: 'demo',
    business: {
      id: ctx.businessId,
      user_id: ctx.businessId,
      business_name: text('Diwan Grill', 'ديوان جريل'),
      reference_id: 'demo',
      currency: 'KWD',
      country_code: 'KW',
      time_zone: 'Asia/Kuwait',
      locales,
      logo: `/mock-images/logo-${ctx.businessId}.svg`,
      cover: `/mock-images/cover-${ctx.businessId}.svg`,
      colors: DEFAULT_COLORS,
      dark_mode: 'auto',
      menu_layout: 'grid',
      checkout: {
        dine_in: checkout(true),
        car_pickup: checkout(true, 0, scheduled()),
        delivery: checkout(true, 2000, scheduled()),
      },
      reservation: {
        enabled: true,
        with_table: true,
        type: 2,
        max_users: 8,
        min_advance: { value: 1, scale: 'hour' },
      },
      ...businessExtras('+96590000000'),
      enable_wallet: true,
      disable_otp: false,
      hide_price: false,
      suggestions: SUGGESTIONS_EVERYWHERE,
      enable_cart: true,
      redirect_url: null,
    },
    branches: [
      {
        id: cityBranch,
        name: text('Kuwait City', 'مدينة الكويت'),
        reference_id: 'demo',
        address: text('Fahad Al-Salem St, Qibla', 'شارع فهد السالم، القبلة'),
        phone: '+96522001100',
        lat: 29.372,
        lng: 47.976,
        hours: {
          dine_in: everyDay({ from: '10:00', to: '23:00' }),
          car_pickup: everyDay({ from: '10:00', to: '23:00' }),
          delivery: everyDay({ from: '11:00', to: '23:00' }),
        },
      },
      {
        id: salmiyaBranch,
        name: text('Salmiya', 'السالمية'),
        reference_id: 'demo',
        address: text('Salem Al-Mubarak St, Salmiya', 'شارع سالم المبارك، السالمية'),
        phone: '+96522002200',
        lat: 29.334,
        lng: 48.07,
        hours: {
          // Split shifts and a shift running past midnight.
          dine_in: everyDay({ from: '07:00', to: '11:00' }, { from: '12:00', to: '01:00' }),
          car_pickup: everyDay({ from: '07:00', to: '11:00' }, { from: '12:00', to: '01:00' }),
          delivery: weekly({
            1: [{ from: '12:00', to: '23:00' }],
            2: [{ from: '12:00', to: '23:00' }],
            3: [{ from: '12:00', to: '23:00' }],
            4: [{ from: '12:00', to: '23:00' }],
            5: [{ from: '14:00', to: '23:59' }],
            6: [{ from: '12:00', to: '23:00' }],
            7: [{ from: '12:00', to: '23:00' }],
          }),
        },
      },
    ],
    categories,
    discounts,
    zones,
    shipping_countries: [],
    delivery_form: STANDARD_DELIVERY_FORM,
    shipping_form: {},
    coupons,
    wallet_packages: walletPackages(nextId, 1000, 'KWD'),
    wallet_policy: text(
      'Wallet credit cannot be withdrawn as cash and expires after one year.',
      'لا يمكن سحب رصيد المحفظة نقداً وتنتهي صلاحيته بعد سنة.',
    ),
    tables: tablesFor(nextId, [cityBranch, salmiyaBranch]),
    banners: bannersFor(nextId, [cityBranch, salmiyaBranch], items),
    tags: tagsFor(nextId, items),
    users: [
      {
        id: ctx.businessId + 10,
        phone: '+96550000001',
        name: 'Fatima Al-Sabah',
        email: 'fatima@example.com',
        wallet_balance: 5000,
      },
      {
        id: ctx.businessId + 11,
        phone: '+96550000002',
        name: 'Ahmad Al-Ali',
        email: null,
        wallet_balance: 0,
      },
      {
        // Credit that runs out a week after the tests' pinned noon (2025-11-18).
        id: ctx.businessId + 12,
        phone: '+96550000003',
        name: 'Noura Al-Mutairi',
        email: null,
        wallet_balance: 2000,
        wallet_expires_at: '2025-11-25T20:59:59.000Z',
      },
      {
        // The mock's failing-payment phone: every card payment of this customer is declined.
        id: ctx.businessId + 13,
        phone: '+96599999999',
        name: 'Yousef Al-Kandari',
        email: null,
        wallet_balance: 3000,
      },
    ],
  };
}
