/**
 * Every operation of openapi/webapp.yaml, in every scenario, answered by the mock backend through
 * real fetch calls, with each reply checked against the document's schema for its status by an
 * independent validator (Ajv 2020 over the YAML itself).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCENARIO_NAMES } from '../../mocks/db/records.ts';
import { createNodeMocks } from '../../mocks/node.ts';
import { call } from '../../mocks/test-support.ts';
import { listOperations, validateResponse } from './contract-document.ts';
import { OPERATION_REQUESTS } from './operation-requests.ts';
import { buildFixture, type ScenarioFixture } from './scenario-fixture.ts';

const { server, backend } = createNodeMocks();
const operations = listOperations();
// Tuesday 18 Nov 2025, 12:00 in Kuwait: most scenarios are open; night is closed by design.
const PINNED_NOW = '2025-11-18T09:00:00.000Z';

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  backend.clock.set(PINNED_NOW, { frozen: true });
});
afterAll(() => server.close());

it('the document has operations and every one has a request builder', () => {
  expect(operations.length).toBeGreaterThan(30);
  const missing = operations.map((op) => op.operationId).filter((id) => !OPERATION_REQUESTS[id]);
  expect(missing).toEqual([]);
});

describe.each(SCENARIO_NAMES.map((name, i) => [name, i] as const))('scenario %s', (name, index) => {
  let fixture: ScenarioFixture;
  beforeAll(async () => {
    fixture = await buildFixture(backend, name, index);
  });

  it.each(operations.map((op) => [op.operationId, op] as const))(
    '%s answers as documented',
    async (_id, operation) => {
      const request = await OPERATION_REQUESTS[operation.operationId]!(fixture);
      expect(request.method.toLowerCase()).toBe(operation.method);
      expect(request.path.startsWith(`${operation.base}/`)).toBe(true);
      const reply = await call(request.method, request.path, request.body, request.headers);
      const outcome = validateResponse(operation, reply.status, reply.body);
      expect(
        outcome,
        `${request.method} ${request.path} → ${reply.status} ${JSON.stringify(reply.body).slice(0, 300)}`,
      ).toEqual({ documented: true, errors: [] });
      // The demo scenario has every feature: each operation must succeed there.
      if (name === 'demo') expect(reply.status, JSON.stringify(reply.body).slice(0, 300)).toBeLessThan(300);
    },
  );
});
