/**
 * big: 2,000 items in 80 categories (16 grand categories with 4 subcategories each, 25 items per
 * category), for performance work on long menus. Catalog dishes first, then faker's dish names.
 */
import { MIDDLE_EASTERN_MENU } from '../dish-catalog.ts';
import type { MenuDish, MenuSection } from '../menu-builder.ts';
import type { ScenarioSeed } from '../records.ts';
import type { ScenarioContext } from '../scenario-context.ts';
import { checkout, text } from '../scenario-parts.ts';
import { buildSimpleBusiness } from './simple-business.ts';
import { SUGGESTIONS_EVERYWHERE } from '../suggestions.ts';

const GRAND_COUNT = 16;
const SUBS_PER_GRAND = 4;
const ITEMS_PER_CATEGORY = 25;
const ADD_ON_GRANDS = 2;

function bigSections(ctx: ScenarioContext): MenuSection[] {
  const { faker } = ctx;
  const catalog = MIDDLE_EASTERN_MENU.flatMap((cat) => cat.dishes);
  const perGrand = ITEMS_PER_CATEGORY * (SUBS_PER_GRAND + 1);
  let n = 0;
  const dish = (): MenuDish => {
    const known = catalog[n++];
    if (known)
      return {
        name: { en: known.en, ar: known.ar },
        description: { en: known.descEn, ar: known.descAr },
        price: known.fils,
      };
    const name = faker.food.dish();
    return {
      name: { en: name },
      description: { en: faker.food.description() },
      price: faker.number.int({ min: 10, max: 120 }) * 50,
    };
  };
  return Array.from({ length: GRAND_COUNT }, (_, g) => ({
    name: { en: `${faker.food.ethnicCategory()} ${g + 1}` },
    dishes: Array.from({ length: perGrand }, dish),
    subcategories: Array.from({ length: SUBS_PER_GRAND }, (_, s) => ({
      name: { en: `${faker.food.adjective()} ${faker.food.meat()} ${g + 1}.${s + 1}` },
      take: ITEMS_PER_CATEGORY,
    })),
  }));
}

export function buildBigScenario(ctx: ScenarioContext): ScenarioSeed {
  const seed = buildSimpleBusiness(ctx, {
    name: 'big',
    title: { en: 'The Grand Food Hall', ar: 'قاعة الطعام الكبرى' },
    currency: 'KWD',
    unit: 1000,
    rate: 1,
    priceStep: 50,
    country: 'KW',
    timeZone: 'Asia/Kuwait',
    locales: ['en', 'ar'],
    sections: bigSections(ctx),
    branch: {
      name: text('Avenues Mall', 'الأفنيوز'),
      address: text('The Avenues, Rai', 'الأفنيوز، الري'),
      phone: '+96522006600',
      lat: 29.303,
      lng: 47.936,
    },
    business: {
      checkout: { dine_in: checkout(true), car_pickup: checkout(true), delivery: checkout(false) },
      suggestions: SUGGESTIONS_EVERYWHERE,
    },
  });
  // The last two grand categories are the add-ons; every other one suggests their first items.
  const grands = seed.categories;
  const addOns = grands.slice(-ADD_ON_GRANDS);
  for (const addOn of addOns) addOn.add_on = true;
  const firstItems = addOns.flatMap((addOn) => addOn.subcategories.map((sub) => sub.items[0]!.id));
  grands.slice(0, -ADD_ON_GRANDS).forEach((grand, g) => {
    grand.suggested_item_ids = firstItems.slice(g % 2, (g % 2) + 4);
  });
  return seed;
}
