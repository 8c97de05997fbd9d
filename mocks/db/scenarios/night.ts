/**
 * night: closed at whatever time it is now; pickup and delivery take scheduled orders only.
 * Its hours are relative to the mock clock (opens four hours after the current half hour).
 */
import type { OpeningHours, ScenarioSeed } from '../records.ts';
import type { ScenarioContext } from '../scenario-context.ts';
import { buildZones, checkout, scheduled, text } from '../scenario-parts.ts';
import { buildSimpleBusiness } from './simple-business.ts';

const LATER: OpeningHours = { kind: 'opens-later', opensInMinutes: 240, openForMinutes: 360 };

export function buildNightScenario(ctx: ScenarioContext): ScenarioSeed {
  const seed = buildSimpleBusiness(ctx, {
    name: 'night',
    title: { en: 'Midnight Shawarma', ar: 'شاورما منتصف الليل' },
    currency: 'KWD',
    unit: 1000,
    rate: 1,
    priceStep: 50,
    country: 'KW',
    timeZone: 'Asia/Kuwait',
    locales: ['en', 'ar'],
    branch: {
      name: text('Jabriya', 'الجابرية'),
      address: text('Block 1A, Jabriya', 'قطعة ١أ، الجابرية'),
      phone: '+96522005500',
      lat: 29.32,
      lng: 48.03,
      hours: { dine_in: LATER, car_pickup: LATER, delivery: LATER },
    },
    business: {
      checkout: {
        dine_in: checkout(true),
        car_pickup: checkout(true, 0, scheduled(true)),
        delivery: checkout(true, 2000, scheduled(true)),
      },
    },
  });
  seed.zones = buildZones(
    [
      {
        name: text('Jabriya', 'الجابرية'),
        branch: seed.branches[0]!.id,
        fees: 500,
        min_order: 2000,
        delivery_time: 30,
        color: '#1d3557',
        areas: [{ name: text('Jabriya', 'الجابرية'), lat: 29.32, lng: 48.035 }],
      },
    ],
    ctx.nextId,
  );
  return seed;
}
