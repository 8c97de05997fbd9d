/** Seed business records → the contract's Business, Branch, Table, Banner and tag shapes. */
import type { OrderSellingType } from '../../src/domain/model.ts';
import type { Schemas } from '../api-types.ts';
import type { BranchRecord, ScenarioSeed, TableRecord } from '../db/records.ts';
import { localized } from './menu-view.ts';

const ORDER_TYPES: OrderSellingType[] = ['dine_in', 'car_pickup', 'delivery'];

export function sellingTypesOf(seed: ScenarioSeed): OrderSellingType[] {
  return ORDER_TYPES.filter((type) => seed.business.checkout[type].enabled);
}

function checkoutView(seed: ScenarioSeed): Schemas['CheckoutSettingsByType'] {
  const { checkout, payment_methods, delivery_options } = seed.business;
  const plain = (type: 'dine_in' | 'car_pickup'): Schemas['CheckoutSettings'] => ({
    enabled: checkout[type].enabled,
    min_order: checkout[type].min_order,
    shipping: { enabled: false },
    scheduled_orders: checkout[type].scheduled_orders,
  });
  return {
    dine_in: plain('dine_in'),
    car_pickup: plain('car_pickup'),
    delivery: {
      enabled: checkout.delivery.enabled,
      min_order: checkout.delivery.min_order,
      shipping: { enabled: checkout.delivery.shipping },
      scheduled_orders: checkout.delivery.scheduled_orders,
      zones: seed.zones.length > 0,
      allZones: delivery_options.all_zones,
      cash: payment_methods.some((m) => m.kind === 'cash'),
      credit: payment_methods.some((m) => m.kind === 'online'),
      form_type: delivery_options.form_type,
      drop_pin: delivery_options.drop_pin,
      send_gift: delivery_options.send_gift,
      fields: seed.delivery_form,
    },
  };
}

export function businessView(seed: ScenarioSeed, branch: BranchRecord): Schemas['Business'] {
  const b = seed.business;
  const wallet: Schemas['PaymentMethod'][] = b.enable_wallet
    ? [
        {
          payment_type: 3,
          kind: 'wallet',
          name: { en: 'Wallet', ar: 'المحفظة', ja: 'ウォレット' },
          icon: null,
        },
      ]
    : [];
  return {
    user_id: b.user_id,
    business_name: localized(b.business_name),
    logo: b.logo,
    cover: b.cover,
    branch_id: branch.id,
    branch_name: localized(branch.name),
    branches: seed.branches.map((br) => ({
      id: br.id,
      name: localized(br.name),
      reference_id: br.reference_id,
    })),
    reference_id: b.reference_id,
    currency: b.currency,
    country_code: b.country_code,
    locales: [...b.locales],
    theme: { ...b.colors, text: null, menu_button_opacity: 0.43 },
    navigation_style: 'curved',
    dark_mode: b.dark_mode,
    menu_layout: b.menu_layout,
    selling_types: sellingTypesOf(seed),
    checkout: checkoutView(seed),
    fast_checkout: b.fast_checkout,
    modifiers_enabled: b.modifiers_enabled,
    reservation: {
      enabled: b.reservation.enabled,
      with_table: b.reservation.with_table,
      type: b.reservation.type === 2 ? 2 : 1,
      max_users: Math.max(1, b.reservation.max_users),
      min_advance: b.reservation.min_advance,
      max_advance: { value: 30, scale: 'day' },
      reserve_types: b.reservation.with_table ? ['table', 'service'] : ['service'],
    },
    payment_methods: [...b.payment_methods, ...wallet],
    policies: b.policies,
    social_links: b.social_links,
    whatsapp_phone: b.whatsapp_phone,
    enable_wallet: b.enable_wallet,
    disable_otp: b.disable_otp,
    registration_flow: b.registration_flow ?? 'otp',
    hide_price: b.hide_price,
    ...(b.suggestions ? { suggestions: b.suggestions } : {}),
    tips: b.tips
      ? { percentages: [...b.tips.percentages], default_percentage: b.tips.default_percentage ?? null }
      : null,
    cart_enabled: b.enable_cart,
    labels: {
      table: localized(b.labels.table),
      floor: localized(b.labels.floor),
      kitchen: localized(b.labels.kitchen),
    },
    time_zone: b.time_zone,
  };
}

/** The branches page shows dine-in hours as the branch's weekly opening. */
export function branchView(seed: ScenarioSeed, branch: BranchRecord): Schemas['Branch'] {
  const hours = branch.hours.dine_in ?? branch.hours.car_pickup ?? branch.hours.delivery;
  const opening_hours =
    hours?.kind === 'weekly'
      ? [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, closed: false, shifts: hours.week[day] ?? [] }))
      : [];
  return {
    id: branch.id,
    name: localized(branch.name),
    reference_id: branch.reference_id,
    address: localized(branch.address),
    lat: branch.lat,
    lng: branch.lng,
    phone: branch.phone,
    whatsapp_phone: seed.business.whatsapp_phone,
    image: `/mock-images/branch-${branch.id}.svg`,
    opening_hours,
  };
}

export function tableView(table: TableRecord, available = true): Schemas['Table'] {
  return {
    id: table.id,
    name: localized(table.name),
    floor: localized(table.floor),
    capacity: table.seats,
    available,
  };
}
