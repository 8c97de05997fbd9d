import { describe, expect, it } from 'vitest';
import { planReorder, type LeftOutReason, type ReorderLine, type ShownItem } from './reorder.ts';

const burger: ShownItem = {
  id: 1,
  price_labels: [{ id: 10 }, { id: 11 }],
  modifier_groups: [{ modifiers: [{ id: 100 }, { id: 101, max_quantity: 2 }] }],
};
const shown = new Map([[1, burger]]);
const line = (over: Partial<ReorderLine>): ReorderLine => ({
  item_id: 1,
  price_label_id: 10,
  quantity: 2,
  modifiers_details: [],
  ...over,
});

describe('planReorder', () => {
  const cases: { name: string; line: ReorderLine; kept: boolean; reason?: LeftOutReason }[] = [
    { name: 'same item and option', line: line({}), kept: true },
    { name: 'other option still offered', line: line({ price_label_id: 11 }), kept: true },
    {
      name: 'extras still offered',
      line: line({
        modifiers_details: [
          { id: 100, quantity: 1 },
          { id: 101, quantity: 2 },
        ],
      }),
      kept: true,
    },
    {
      name: 'more of an extra than it is offered in now',
      line: line({ modifiers_details: [{ id: 101, quantity: 3 }] }),
      kept: false,
      reason: 'extra-too-many',
    },
    {
      name: 'an extra without a maximum is one at most',
      line: line({ modifiers_details: [{ id: 100, quantity: 2 }] }),
      kept: false,
      reason: 'extra-too-many',
    },
    { name: 'item not shown now', line: line({ item_id: 2 }), kept: false, reason: 'not-available' },
    { name: 'price option gone', line: line({ price_label_id: 12 }), kept: false, reason: 'option-gone' },
    {
      name: 'one extra gone',
      line: line({
        modifiers_details: [
          { id: 100, quantity: 1 },
          { id: 999, quantity: 1 },
        ],
      }),
      kept: false,
      reason: 'extra-gone',
    },
  ];
  it.each(cases)('$name', ({ line: orderLine, kept, reason }) => {
    const plan = planReorder([orderLine], shown);
    expect(plan.keep.map((entry) => entry.item.id)).toEqual(kept ? [1] : []);
    expect(plan.leftOut.map((entry) => entry.reason)).toEqual(reason ? [reason] : []);
  });

  it('keeps the order of the lines and splits them', () => {
    const lines = [line({ quantity: 1 }), line({ item_id: 3 }), line({ quantity: 3 })];
    const plan = planReorder(lines, shown);
    expect(plan.keep.map((entry) => entry.line.quantity)).toEqual([1, 3]);
    expect(plan.leftOut.map((entry) => entry.line.item_id)).toEqual([3]);
  });
});
