/**
 * The named scenarios. Each is seeded lazily on first use and memoised: seeding is deterministic,
 * so building it again (e.g. after a reload in the browser) gives the same data.
 */
import type { ScenarioName, ScenarioSeed } from './records.ts';
import { SCENARIO_NAMES } from './records.ts';
import { createScenarioContext, type ScenarioContext } from './scenario-context.ts';
import { scenarioIndexOfId } from './ids.ts';
import { buildBigScenario } from './scenarios/big.ts';
import { buildDemoScenario } from './scenarios/demo.ts';
import { buildHostileScenario } from './scenarios/hostile.ts';
import { buildMovedScenario } from './scenarios/moved.ts';
import { buildNightScenario } from './scenarios/night.ts';
import { buildShipperScenario } from './scenarios/shipper.ts';
import { buildShowcaseScenario } from './scenarios/showcase.ts';
import { buildSoloScenario } from './scenarios/solo.ts';
import { buildTokyoScenario } from './scenarios/tokyo.ts';

const BUILDERS: Record<ScenarioName, (ctx: ScenarioContext) => ScenarioSeed> = {
  demo: buildDemoScenario,
  solo: buildSoloScenario,
  shipper: buildShipperScenario,
  tokyo: buildTokyoScenario,
  night: buildNightScenario,
  showcase: buildShowcaseScenario,
  moved: buildMovedScenario,
  big: buildBigScenario,
  hostile: buildHostileScenario,
};

/** Scenario n (1-based) owns the id block n × 1,000,000. */
export function scenarioIndex(name: ScenarioName): number {
  return SCENARIO_NAMES.indexOf(name) + 1;
}

export function scenarioNameOfId(id: number): ScenarioName | null {
  return SCENARIO_NAMES[scenarioIndexOfId(id) - 1] ?? null;
}

const cache = new Map<ScenarioName, ScenarioSeed>();

export function scenarioSeed(name: ScenarioName): ScenarioSeed {
  let seed = cache.get(name);
  if (!seed) {
    seed = BUILDERS[name](createScenarioContext(scenarioIndex(name)));
    cache.set(name, seed);
  }
  return seed;
}
