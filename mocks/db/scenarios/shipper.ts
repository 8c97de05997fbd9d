/**
 * shipper: a Kuwaiti dates-and-spice shop selling in USD that ships abroad by weight (SA, AE, US)
 * and delivers locally in one Kuwait zone. Price labels carry shippingWeight.
 */
import type { MenuSection } from '../menu-builder.ts';
import type { ScenarioSeed } from '../records.ts';
import type { ScenarioContext } from '../scenario-context.ts';
import { buildZones, checkout, scheduled, SHIPPING_FORM, text } from '../scenario-parts.ts';
import { buildSimpleBusiness } from './simple-business.ts';

const p = (en: string, ar: string, cents: number, descEn: string, descAr: string) => ({
  name: text(en, ar),
  description: text(descEn, descAr),
  price: cents,
});

const SHOP_SECTIONS: MenuSection[] = [
  {
    name: text('Dates', 'التمور'),
    dishes: [
      p(
        'Ajwa Dates 1 kg',
        'تمر عجوة ١ كغ',
        2400,
        'Soft dark dates from Madinah.',
        'تمر عجوة داكن طري من المدينة.',
      ),
      p(
        'Sukkari Dates 1 kg',
        'تمر سكري ١ كغ',
        1800,
        'Sweet golden dates from Qassim.',
        'تمر سكري ذهبي من القصيم.',
      ),
      p(
        'Medjool Dates 500 g',
        'تمر مجدول ٥٠٠ غ',
        1500,
        'Large, caramel-like dates.',
        'تمر كبير بطعم الكراميل.',
      ),
      p('Khalas Dates 1 kg', 'تمر خلاص ١ كغ', 1600, 'Classic Gulf dates.', 'تمر خليجي أصيل.'),
    ],
  },
  {
    name: text('Sweets', 'الحلويات'),
    dishes: [
      p('Baklava Box', 'علبة بقلاوة', 2200, 'Assorted baklava, 750 g.', 'بقلاوة مشكلة ٧٥٠ غ.'),
      p(
        'Maamoul Box',
        'علبة معمول',
        1900,
        'Date and pistachio maamoul, 24 pieces.',
        'معمول بالتمر والفستق ٢٤ قطعة.',
      ),
      p('Date Cake', 'كيكة التمر', 1400, 'Moist date cake with saffron.', 'كيكة التمر بالزعفران.'),
    ],
  },
  {
    name: text('Spices', 'البهارات'),
    dishes: [
      p('Saffron 10 g', 'زعفران ١٠ غ', 2900, 'Premium saffron threads.', 'خيوط زعفران فاخرة.'),
      p('Cardamom 250 g', 'هيل ٢٥٠ غ', 1700, 'Green cardamom pods.', 'حبوب هيل أخضر.'),
      p(
        'Kuwaiti Baharat 200 g',
        'بهارات كويتية ٢٠٠ غ',
        900,
        'House spice mix for machboos.',
        'خلطة بهارات للمجبوس.',
      ),
    ],
  },
  {
    name: text('Coffee', 'القهوة'),
    dishes: [
      p(
        'Arabic Coffee 500 g',
        'قهوة عربية ٥٠٠ غ',
        2100,
        'Light roast with cardamom and saffron.',
        'تحميص خفيف مع الهيل والزعفران.',
      ),
      p(
        'Turkish Coffee 250 g',
        'قهوة تركية ٢٥٠ غ',
        1100,
        'Finely ground dark roast.',
        'قهوة داكنة مطحونة ناعماً.',
      ),
    ],
  },
];

export function buildShipperScenario(ctx: ScenarioContext): ScenarioSeed {
  const seed = buildSimpleBusiness(ctx, {
    name: 'shipper',
    title: { en: 'Dates & Spice Co.', ar: 'شركة التمور والبهارات' },
    currency: 'USD',
    unit: 100,
    rate: 0.325,
    priceStep: 25,
    country: 'KW',
    timeZone: 'Asia/Kuwait',
    locales: ['en', 'ar'],
    sections: SHOP_SECTIONS,
    withShippingWeight: true,
    branch: {
      name: text('Shuwaikh Warehouse', 'مستودع الشويخ'),
      address: text('Shuwaikh Industrial', 'الشويخ الصناعية'),
      phone: '+96522004400',
      lat: 29.34,
      lng: 47.94,
    },
    business: {
      // A new phone registers with a name first (register, then verify).
      registration_flow: 'form',
      checkout: {
        dine_in: checkout(false),
        car_pickup: checkout(true, 0, scheduled()),
        delivery: checkout(true, 1000, scheduled(), true),
      },
    },
  });
  const branchId = seed.branches[0]!.id;
  seed.zones = buildZones(
    [
      {
        name: text('Shuwaikh & Sulaibikhat', 'الشويخ والصليبخات'),
        branch: branchId,
        fees: 300,
        min_order: 1000,
        delivery_time: 90,
        color: '#2f6f5e',
        areas: [
          { name: text('Shuwaikh', 'الشويخ'), lat: 29.346, lng: 47.93 },
          { name: text('Sulaibikhat', 'الصليبخات'), lat: 29.315, lng: 47.835 },
        ],
      },
    ],
    ctx.nextId,
  );
  seed.shipping_countries = [
    {
      country: text('Saudi Arabia', 'السعودية'),
      country_iso: 'SA',
      icon: '/mock-images/flag-SA.svg',
      fees_per_kg: 300,
      fixed_fees: 1000,
      min_order: 2500,
      branch_id: branchId,
    },
    {
      country: text('United Arab Emirates', 'الإمارات'),
      country_iso: 'AE',
      icon: '/mock-images/flag-AE.svg',
      fees_per_kg: 250,
      fixed_fees: 800,
      min_order: 2000,
      branch_id: branchId,
    },
    {
      country: text('United States', 'الولايات المتحدة'),
      country_iso: 'US',
      icon: '/mock-images/flag-US.svg',
      fees_per_kg: 900,
      fixed_fees: 2500,
      min_order: 5000,
      branch_id: branchId,
    },
  ];
  seed.shipping_form = SHIPPING_FORM;
  return seed;
}
