import { Faker, base, en } from '@faker-js/faker';

/** Every scenario has its own faker with a fixed seed, so its data is identical on every run and
 * does not depend on which other scenarios were seeded before it. */
export const BASE_SEED = 20240601;

export function createSeededFaker(scenarioIndex: number): Faker {
  const faker = new Faker({ locale: [en, base] });
  faker.seed(BASE_SEED + scenarioIndex * 7919);
  return faker;
}
