/**
 * Ids are unique across all scenarios: scenario n owns n × 1,000,000 … n × 1,000,000 + 999,999.
 * So any id in a path (branch, business, item, order) tells which scenario it belongs to.
 */
export const SCENARIO_ID_SPAN = 1_000_000;

export function scenarioBase(scenarioIndex: number): number {
  return scenarioIndex * SCENARIO_ID_SPAN;
}

export function scenarioIndexOfId(id: number): number {
  return Math.floor(id / SCENARIO_ID_SPAN);
}

/** Hands out ids in a scenario's block; the first 99 are kept for fixed records (the business). */
export function createIdSequence(scenarioIndex: number, start = 100): () => number {
  let next = scenarioBase(scenarioIndex) + start;
  return () => next++;
}
