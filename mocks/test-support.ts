/**
 * Helpers for tests that talk to the mock backend through real fetch calls: an origin, JSON
 * requests, and the ids a scenario's seed gives.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { MockBackend } from './backend.ts';
import type { NodeMocks } from './node.ts';
import type { ScenarioName } from './db/records.ts';
import { flattenMenu } from './db/menu-builder.ts';

export const ORIGIN = 'http://localhost';

export async function call(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  // Replies are arbitrary JSON that tests read field by field; the contract tests check shapes.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<{ status: number; body: any }> {
  const response = await fetch(`${ORIGIN}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON (images, tiles): keep the text
  }
  return { status: response.status, body: parsed };
}

export function scenarioFacts(backend: MockBackend, name: ScenarioName) {
  const seed = backend.db.seed(name);
  const items = flattenMenu(seed.categories).map((e) => e.item);
  return { seed, businessId: seed.business.user_id, branchId: seed.branches[0]!.id, items };
}

/** An order line for the first price label of an item, without modifiers. */
export function lineFor(item: { id: number; price_labels: { id: number; price: number }[] }, quantity = 1) {
  const label = item.price_labels[0]!;
  return {
    item_id: item.id,
    quantity,
    price_label_id: label.id,
    modifiers: '',
    modifiers_details: [],
    unit_price: label.price,
    total_price: label.price * quantity,
  };
}

/**
 * Every test of a file talks to the node mock from fresh data, its clock frozen at Tuesday noon in
 * Kuwait (the demo's branches open), and a request the handlers do not know fails the test.
 */
export function runEachTestAtNoon({ server, backend }: NodeMocks): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    backend.db.reset();
    backend.clock.set('2025-11-18T09:00:00.000Z', { frozen: true });
  });
  afterAll(() => server.close());
}
