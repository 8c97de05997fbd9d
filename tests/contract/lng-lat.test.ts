/**
 * A zone's corner, `[lng, lat]`, must read the same to every validator a server team may use.
 * Draft-07 validators (Stoplight Prism among them) do not know `prefixItems`, so a schema that
 * relied on it with `items: false` meant "no items at all" to them and refused every zones reply.
 */
import Ajv from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeMocks } from '../../mocks/node.ts';
import { call, scenarioFacts } from '../../mocks/test-support.ts';
import { contract } from './contract-document.ts';

const { server, backend } = createNodeMocks();
const demo = scenarioFacts(backend, 'demo');
const lngLat = (contract as { components: { schemas: { LngLat: object } } }).components.schemas.LngLat;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** Every [lng, lat] pair of a zones reply (polygons and multipolygons alike). */
function cornersOf(value: unknown): unknown[] {
  if (!Array.isArray(value)) {
    if (typeof value !== 'object' || value === null) return [];
    return Object.values(value).flatMap(cornersOf);
  }
  if (value.length > 0 && value.every((n) => typeof n === 'number')) return [value];
  return value.flatMap(cornersOf);
}

/** Every schema of the document that uses a keyword draft-07 validators do not know. */
function prefixItemsUses(node: unknown, path = ''): string[] {
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, child]) =>
    key === 'prefixItems' ? [path] : prefixItemsUses(child, `${path}/${key}`),
  );
}

describe('LngLat', () => {
  it("a zones reply's corners validate under a draft-07 validator (as Prism reads the schema)", async () => {
    const reply = await call('GET', `/api/webapp/zones/${demo.branchId}`);
    expect(reply.status).toBe(200);
    const corners = cornersOf(reply.body);
    expect(corners.length).toBeGreaterThan(3);
    const draft07 = new Ajv({ strict: false }).compile(lngLat);
    expect(corners.filter((corner) => !draft07(corner))).toEqual([]);
  });

  it('still means exactly two numbers under draft 2020-12', () => {
    const validate = new Ajv2020({ strict: false }).compile(lngLat);
    expect(
      [
        [47.98, 29.37],
        [0, 0],
      ].map((pair) => validate(pair)),
    ).toEqual([true, true]);
    expect([[47.98], [47.98, 29.37, 5], ['47.98', 29.37], []].map((pair) => validate(pair))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('no schema of the contract relies on prefixItems', () => {
    expect(prefixItemsUses(contract)).toEqual([]);
  });
});
