/**
 * hostile: a business whose every text carries script, markup and layout-breaking payloads, to
 * prove the app shows them as text (issue 10). Each payload, if ever run, counts up
 * `window.__xss`; the e2e walk asserts it never exists.
 */
import type { ScenarioSeed } from '../records.ts';
import type { ScenarioContext } from '../scenario-context.ts';
import { checkout, text } from '../scenario-parts.ts';
import { buildSimpleBusiness } from './simple-business.ts';

const TRIP = 'window.__xss=(window.__xss||0)+1';

export const HOSTILE_PAYLOADS = [
  `<img src=x onerror="${TRIP}">`,
  `<script>${TRIP}</script>`,
  `"><svg onload="${TRIP}">`,
  `javascript:${TRIP}`,
  `'-alert(1)-'<iframe src="javascript:${TRIP}"></iframe>`,
  'Ｗ'.repeat(120),
  'Supercalifragilisticexpialidocious'.repeat(8),
  '\u202Egnp.exe\u202C',
  '🍔🔥👨‍👩‍👧‍👦🇰🇼',
] as const;

/**
 * Markup the CSP would not stop if it ever became elements (a link, a style that hides the page, an
 * overlay that catches taps): every other text carries one after its words. Each is marked
 * `data-hostile`, so the e2e walk finds it in the DOM if the app ever renders business text as
 * markup.
 */
export const HOSTILE_MARKUP = [
  '<b data-hostile="markup">bold</b>',
  '<a data-hostile="link" href="https://evil.example/">tap here</a>',
  '<style data-hostile="css">main{visibility:hidden}</style>',
  '<div data-hostile="overlay" style="position:fixed;inset:0;z-index:99999"></div>',
] as const;

/** Text fields get a payload in front of their words; keys whose strings are not prose are left. */
const NOT_PROSE = new Set([
  'reference_id',
  'currency',
  'country_code',
  'time_zone',
  'locales',
  'logo',
  'cover',
  'image',
  'images',
  'phone',
  'whatsapp_phone',
  'code',
  'link_type',
  'redirect_url',
  'email',
  'dark_mode',
  'menu_layout',
  'type',
  'types',
  'residency',
  'colors',
  'status',
  'scale',
  'from',
  'to',
  'url',
  'icon',
]);

function poison(value: unknown, key: string, counter: { n: number }): unknown {
  if (NOT_PROSE.has(key)) return value;
  if (typeof value === 'string') {
    if (value === '' || /^#|^\/|^\d|^[a-z_]+$/.test(value)) return value;
    const index = counter.n++;
    const payload = HOSTILE_PAYLOADS[index % HOSTILE_PAYLOADS.length]!;
    const markup = index % 2 ? ` ${HOSTILE_MARKUP[(index >> 1) % HOSTILE_MARKUP.length]}` : '';
    return `${payload} ${value}${markup}`;
  }
  if (Array.isArray(value)) return value.map((entry) => poison(entry, key, counter));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([name, entry]) => [
        name,
        poison(entry, name, counter),
      ]),
    );
  }
  return value;
}

function prefixed(text: Record<string, string>, payload: string): Record<string, string> {
  return Object.fromEntries(Object.entries(text).map(([locale, words]) => [locale, `${payload} ${words}`]));
}

export function buildHostileScenario(ctx: ScenarioContext): ScenarioSeed {
  const seed = buildSimpleBusiness(ctx, {
    name: 'hostile',
    title: { en: 'Hostile Bistro', ar: 'مطعم الاختبار' },
    currency: 'KWD',
    unit: 1000,
    rate: 1,
    priceStep: 50,
    country: 'KW',
    timeZone: 'Asia/Kuwait',
    locales: ['en', 'ar'],
    branch: {
      name: text('Sharq', 'شرق'),
      address: text('Gulf Road, Sharq', 'شارع الخليج، شرق'),
      phone: '+96522004400',
      lat: 29.38,
      lng: 47.99,
    },
    business: {
      checkout: { dine_in: checkout(true), car_pickup: checkout(true), delivery: checkout(false) },
    },
  });
  const poisoned = poison(seed, '', { n: 0 }) as ScenarioSeed;
  return {
    ...poisoned,
    // Every policy carries both an image that scripts on error and a script element (issue 14).
    business: {
      ...poisoned.business,
      policies: seed.business.policies.map((policy) => ({
        ...policy,
        title: prefixed(policy.title, HOSTILE_PAYLOADS[0]),
        body: prefixed(policy.body, `${HOSTILE_PAYLOADS[1]}\n${HOSTILE_PAYLOADS[0]}`),
      })),
    },
    // A banner link that is a script, not an address: never a link.
    banners: poisoned.banners.map((banner, index) =>
      index === 0 ? { ...banner, link_type: 'url', link_value: `javascript:${TRIP}` } : banner,
    ),
  };
}
