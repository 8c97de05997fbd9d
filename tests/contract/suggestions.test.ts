/**
 * Suggestions (x-designed, issue 33): in every scenario the business reply's `suggestions` setting
 * and the menu's `suggested_item_ids` and `add_on` fit the contract, and the lists name only items
 * of that menu; demo, big and tokyo carry them; an order line marked `source: suggestion` is a valid
 * payload in every scenario that takes orders, and the placed order keeps the mark.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeMocks } from '../../mocks/node.ts';
import { SCENARIO_NAMES } from '../../mocks/db/records.ts';
import { call, lineFor, scenarioFacts } from '../../mocks/test-support.ts';
import type { Category } from '../../src/domain/model.ts';
import { validateComponent } from './contract-document.ts';
import { buildFixture } from './scenario-fixture.ts';

const { server, backend } = createNodeMocks();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const walk = (categories: Category[]): Category[] =>
  categories.flatMap((category) => [category, ...walk(category.subcategories)]);
const WITH_SUGGESTIONS = new Set(['demo', 'big', 'tokyo']);

describe.each(SCENARIO_NAMES.filter((name) => name !== 'moved'))('suggestions in %s', (name) => {
  it('the setting and the menu’s lists fit the contract and name only the menu’s items', async () => {
    const { branchId } = scenarioFacts(backend, name);
    const business = (await call('GET', `/api/webapp/v5/restaurant/${name}?wv=false`)).body.restaurant;
    const menu = (await call('GET', `/api/webapp/v5/menu/${branchId}`)).body.menu;
    expect(validateComponent('Business', business)).toEqual([]);
    expect(validateComponent('Menu', menu)).toEqual([]);
    const categories = walk(menu.categories as Category[]);
    const items = categories.flatMap((category) => category.items);
    const itemIds = new Set(items.map((item) => item.id));
    const lists = [...categories, ...items].flatMap((owner) => owner.suggested_item_ids ?? []);
    expect(lists.filter((id) => !itemIds.has(id))).toEqual([]);
    if (WITH_SUGGESTIONS.has(name)) {
      expect(business.suggestions).toMatchObject({ kiosk: true, table: true });
      expect(lists.length).toBeGreaterThan(0);
      expect(categories.filter((category) => category.add_on === true).length).toBeGreaterThanOrEqual(2);
    } else {
      expect(business.suggestions).toBeUndefined();
      expect(lists).toEqual([]);
    }
  });

  it('an order line added from a suggestion is a valid payload and the order keeps the mark', async () => {
    const fixture = await buildFixture(backend, name, 90 + SCENARIO_NAMES.indexOf(name));
    const body = fixture.orderBody as { order_lines: Record<string, unknown>[] };
    expect(body.order_lines[0]!.source).toBe('suggestion');
    const withPlainLine = { ...body, order_lines: [...body.order_lines, lineFor(fixture.item)] };
    expect(validateComponent('OrderPayload', withPlainLine)).toEqual([]);
    expect(
      validateComponent('OrderPayload', {
        ...body,
        order_lines: [{ ...body.order_lines[0], source: 'banner' }],
      }),
    ).not.toEqual([]);
    if (fixture.orderId === null) return; // showcase takes no orders
    const order = (
      await call('GET', `/api/webapp/order/${fixture.orderId}`, undefined, {
        Authorization: `Bearer ${fixture.token}`,
      })
    ).body;
    expect(order.order.order_lines[0].source).toBe('suggestion');
  });
});
