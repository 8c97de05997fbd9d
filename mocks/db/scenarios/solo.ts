/**
 * solo: one Bahraini café branch, dine-in only (no pickup, no delivery, no reservations). Its
 * customers log in by phone alone (disable_otp), so that path has a scenario too. It is the
 * scenario that takes tips on a table's bill (the demo takes none).
 */
import type { ScenarioSeed } from '../records.ts';
import type { ScenarioContext } from '../scenario-context.ts';
import { text } from '../scenario-parts.ts';
import { buildSimpleBusiness } from './simple-business.ts';

export function buildSoloScenario(ctx: ScenarioContext): ScenarioSeed {
  return buildSimpleBusiness(ctx, {
    name: 'solo',
    title: { en: 'Seef Café', ar: 'مقهى السيف' },
    currency: 'BHD',
    unit: 1000,
    country: 'BH',
    timeZone: 'Asia/Bahrain',
    locales: ['en', 'ar'],
    rate: 1.2,
    priceStep: 50,
    branch: {
      name: text('Seef', 'السيف'),
      address: text('Seef District, Manama', 'ضاحية السيف، المنامة'),
      phone: '+97317000000',
      lat: 26.2361,
      lng: 50.548,
    },
    // A café that takes tips on the table's bill (issue 31): No tip, 10, 15 or 20 %, none chosen first.
    business: { disable_otp: true, tips: { percentages: [10, 15, 20], default_percentage: null } },
  });
}
