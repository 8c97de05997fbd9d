import type { Faker } from '@faker-js/faker';
import { createIdSequence, scenarioBase } from './ids.ts';
import { createSeededFaker } from './seeded-faker.ts';

/** What a scenario builder gets: its own seeded faker and id block. */
export interface ScenarioContext {
  index: number;
  faker: Faker;
  nextId: () => number;
  /** Fixed ids: the business (owner user id equals it) is base + 1. */
  businessId: number;
}

export function createScenarioContext(index: number): ScenarioContext {
  return {
    index,
    faker: createSeededFaker(index),
    nextId: createIdSequence(index),
    businessId: scenarioBase(index) + 1,
  };
}
