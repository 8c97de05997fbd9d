/** moved: the business moved to another address; the restaurant call answers with a redirect. */
import type { ScenarioSeed } from '../records.ts';
import type { ScenarioContext } from '../scenario-context.ts';
import { text } from '../scenario-parts.ts';
import { buildSimpleBusiness } from './simple-business.ts';

/** Where `moved` sends visitors: the demo business, on the origin that asked (resolved by the handler). */
export const MOVED_REDIRECT_URL = '/demo';

export function buildMovedScenario(ctx: ScenarioContext): ScenarioSeed {
  return buildSimpleBusiness(ctx, {
    name: 'moved',
    title: { en: 'Old Souq Kitchen', ar: 'مطبخ السوق القديم' },
    currency: 'KWD',
    unit: 1000,
    rate: 1,
    priceStep: 50,
    country: 'KW',
    timeZone: 'Asia/Kuwait',
    locales: ['en', 'ar'],
    branch: {
      name: text('Mubarakiya', 'المباركية'),
      address: text('Souq Al-Mubarakiya', 'سوق المباركية'),
      phone: '+96522003300',
      lat: 29.368,
      lng: 47.972,
    },
    business: { redirect_url: MOVED_REDIRECT_URL },
  });
}
