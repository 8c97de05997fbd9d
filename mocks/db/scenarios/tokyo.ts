/** tokyo: a Tokyo ramen and sushi house in JPY (no decimals), Japanese first, dark mode forced on. */
import { JAPANESE_MENU } from '../dish-catalog.ts';
import type { MenuSection } from '../menu-builder.ts';
import type { ScenarioSeed } from '../records.ts';
import { addSuggestions } from '../suggestions.ts';
import type { ScenarioContext } from '../scenario-context.ts';
import { buildZones, checkout, scheduled } from '../scenario-parts.ts';
import { buildSimpleBusiness } from './simple-business.ts';

const SECTIONS: MenuSection[] = JAPANESE_MENU.map((cat) => ({
  name: { ja: cat.ja, en: cat.en },
  dishes: cat.dishes.map((dish) => ({
    name: { ja: dish.ja, en: dish.en },
    description: { ja: dish.descJa, en: dish.descEn },
    price: dish.yen,
  })),
}));

export function buildTokyoScenario(ctx: ScenarioContext): ScenarioSeed {
  const seed = buildSimpleBusiness(ctx, {
    name: 'tokyo',
    title: { en: 'Shibuya Noodle House', ja: '渋谷ヌードルハウス' },
    currency: 'JPY',
    unit: 1,
    rate: 0.48,
    priceStep: 50,
    country: 'JP',
    timeZone: 'Asia/Tokyo',
    locales: ['ja', 'en'],
    sections: SECTIONS,
    halalKitchen: false,
    branch: {
      name: { ja: '渋谷店', en: 'Shibuya' },
      address: { ja: '東京都渋谷区道玄坂2丁目', en: '2 Dogenzaka, Shibuya, Tokyo' },
      phone: '+81300000000',
      lat: 35.658,
      lng: 139.699,
    },
    business: {
      // Customers log in and register through the WhatsApp calls (register-whatsapp, verify-by-whatsapp).
      registration_flow: 'whatsapp',
      dark_mode: 'on',
      colors: { primary: 'rgb(196,30,58)', accent: 'rgba(255,183,3,1)', background: '#121212' },
      checkout: {
        dine_in: checkout(true),
        car_pickup: checkout(true, 0, scheduled()),
        delivery: checkout(true, 1500, scheduled()),
      },
    },
  });
  seed.zones = buildZones(
    [
      {
        name: { ja: '渋谷', en: 'Shibuya' },
        branch: seed.branches[0]!.id,
        fees: 300,
        min_order: 1500,
        delivery_time: 40,
        color: '#c41e3a',
        areas: [
          { name: { ja: '道玄坂', en: 'Dogenzaka' }, lat: 35.657, lng: 139.696 },
          { name: { ja: '神南', en: 'Jinnan' }, lat: 35.664, lng: 139.699 },
          { name: { ja: '恵比寿', en: 'Ebisu' }, lat: 35.647, lng: 139.71 },
        ],
      },
    ],
    ctx.nextId,
  );
  addSuggestions(seed.categories, {
    categories: {
      Ramen: ['Gyoza', 'Green Tea'],
      Sushi: ['Green Tea', 'Matcha Ice Cream'],
      'Rice Bowls': ['Hojicha Latte'],
    },
    items: { 'Tonkotsu Ramen': ['Karaage'] },
    addOns: ['Sweets', 'Drinks'],
  });
  // Kiosks and table tablets suggest; the business keeps the customers' phones quiet.
  seed.business.suggestions = { phone: false, kiosk: true, table: true };
  return seed;
}
