import { describe, expect, it } from 'vitest';
import { flattenMenu } from './menu-builder.ts';
import { SCENARIO_NAMES } from './records.ts';
import { createScenarioContext } from './scenario-context.ts';
import { scenarioIndex, scenarioNameOfId, scenarioSeed } from './scenario-registry.ts';
import { buildDemoScenario } from './scenarios/demo.ts';
import { buildBigScenario } from './scenarios/big.ts';

function allIds(name: (typeof SCENARIO_NAMES)[number]): number[] {
  const seed = scenarioSeed(name);
  const items = flattenMenu(seed.categories).map((e) => e.item);
  return [
    ...seed.branches.map((b) => b.id),
    ...items.map((i) => i.id),
    ...items.flatMap((i) => i.price_labels.map((p) => p.id)),
    ...items.flatMap((i) => i.modifier_groups.flatMap((g) => [g.id, ...g.modifiers.map((m) => m.id)])),
    ...seed.zones.flatMap((z) => [z.id, ...z.areas.map((a) => a.id)]),
    ...seed.tables.map((t) => t.id),
  ];
}

describe('scenario seeds', () => {
  it('are the same on every build (fixed faker seed)', () => {
    const first = buildDemoScenario(createScenarioContext(scenarioIndex('demo')));
    const second = buildDemoScenario(createScenarioContext(scenarioIndex('demo')));
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
    const bigA = buildBigScenario(createScenarioContext(scenarioIndex('big')));
    const bigB = buildBigScenario(createScenarioContext(scenarioIndex('big')));
    expect(flattenMenu(bigB.categories).map((e) => e.item.name.en)).toEqual(
      flattenMenu(bigA.categories).map((e) => e.item.name.en),
    );
  });

  it.each(SCENARIO_NAMES)('%s: ids are unique and belong to the scenario', (name) => {
    const ids = allIds(name);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(scenarioNameOfId(id)).toBe(name);
    expect(scenarioSeed(name).business.reference_id).toBe(name);
  });

  it('big has 2,000 items in 80 categories', () => {
    const seed = scenarioSeed('big');
    const categoryCount = seed.categories.reduce((n, c) => n + 1 + c.subcategories.length, 0);
    expect(categoryCount).toBe(80);
    expect(flattenMenu(seed.categories)).toHaveLength(2000);
  });

  it.each([
    ['demo', 'KWD', 2],
    ['solo', 'BHD', 1],
    ['shipper', 'USD', 1],
    ['tokyo', 'JPY', 1],
  ] as const)('%s sells in %s from %i branch(es)', (name, currency, branches) => {
    const seed = scenarioSeed(name);
    expect(seed.business.currency).toBe(currency);
    expect(seed.branches).toHaveLength(branches);
  });

  it('demo names items in English and real Arabic', () => {
    const items = flattenMenu(scenarioSeed('demo').categories).map((e) => e.item);
    expect(items.find((i) => i.name.en === 'Hummus')?.name.ar).toBe('حمص');
    expect(items.every((i) => /[\u0600-\u06FF]/.test(i.name.ar ?? ''))).toBe(true);
  });

  it('prices are integers in minor units (JPY has no decimals)', () => {
    for (const name of SCENARIO_NAMES) {
      const prices = flattenMenu(scenarioSeed(name).categories).flatMap((e) =>
        e.item.price_labels.map((p) => p.price),
      );
      expect(prices.every((p) => Number.isInteger(p) && p > 0)).toBe(true);
    }
  });

  it('shipper ships to other countries by weight', () => {
    const seed = scenarioSeed('shipper');
    expect(seed.shipping_countries.map((c) => c.country_iso)).toEqual(['SA', 'AE', 'US']);
    const labels = flattenMenu(seed.categories).flatMap((e) => e.item.price_labels);
    expect(labels.every((l) => (l.shippingWeight ?? 0) > 0)).toBe(true);
  });
});
