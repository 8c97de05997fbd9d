/** showcase: a menu to look at only — prices hidden and the cart disabled (UAE, AED). */
import type { ScenarioSeed } from '../records.ts';
import type { ScenarioContext } from '../scenario-context.ts';
import { text } from '../scenario-parts.ts';
import { buildSimpleBusiness } from './simple-business.ts';

export function buildShowcaseScenario(ctx: ScenarioContext): ScenarioSeed {
  return buildSimpleBusiness(ctx, {
    name: 'showcase',
    title: { en: 'Marina Showcase', ar: 'معرض المارينا' },
    currency: 'AED',
    unit: 100,
    // 1 KWD is about 12 AED: a fils is 1.2 AED cents; prices round to 50 cents.
    rate: 1.2,
    priceStep: 50,
    country: 'AE',
    timeZone: 'Asia/Dubai',
    locales: ['en', 'ar'],
    branch: {
      name: text('Dubai Marina', 'دبي مارينا'),
      address: text('Marina Walk, Dubai', 'ممشى المارينا، دبي'),
      phone: '+97140000000',
      lat: 25.08,
      lng: 55.14,
    },
    business: { hide_price: true, enable_cart: false, menu_layout: 'grid' },
  });
}
