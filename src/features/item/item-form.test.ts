import { describe, expect, it } from 'vitest';
import type { Discounts } from '../../domain/model.ts';
import { menuItem, modifierGroup, priceLabel } from '../menu/test-menu-fixtures.ts';
import { itemFormIssues, linePreview, type ItemChoice } from './item-form.ts';

const bread = modifierGroup(1, 'Bread', { min: 1, max: 1 }, [
  { id: 11, name: 'Arabic', price: 0 },
  { id: 12, name: 'Brioche', price: 250 },
]);
const burger = menuItem(5, 'Burger', {
  price_labels: [priceLabel(51, 2000, 'Single'), priceLabel(52, 3000, 'Double')],
  modifier_groups: [bread],
  comment_required: true,
});

const choice = (overrides: Partial<ItemChoice> = {}): ItemChoice => ({
  priceLabelId: 51,
  selection: new Map([[11, 1]]),
  quantity: 1,
  note: 'No onions',
  ...overrides,
});

describe('itemFormIssues', () => {
  it.each([
    ['a complete choice', choice(), true, []],
    ['no price option', choice({ priceLabelId: null }), true, [{ kind: 'no-price-option' }]],
    ['a price option of another item', choice({ priceLabelId: 999 }), true, [{ kind: 'no-price-option' }]],
    [
      'a required group left empty',
      choice({ selection: new Map() }),
      true,
      [{ groupId: 1, kind: 'too-few', min: 1 }],
    ],
    ['modifiers switched off: groups are not asked', choice({ selection: new Map() }), false, []],
    ['the required note left blank', choice({ note: '   ' }), true, [{ kind: 'note-required' }]],
    ['a note of 200 characters', choice({ note: 'x'.repeat(200) }), true, []],
    ['a note over 200 characters', choice({ note: 'x'.repeat(201) }), true, [{ kind: 'note-too-long' }]],
  ] as const)('%s', (_name, input, modifiersEnabled, expected) => {
    expect(itemFormIssues(burger, input, { modifiersEnabled })).toEqual(expected);
  });
});

describe('linePreview', () => {
  const base = {
    item: burger,
    modifiersEnabled: true,
    currency: 'KWD',
    sellingType: 'dine_in' as const,
    grandCategoryId: 1,
  };
  const halfOffBurger: Discounts = {
    dinein: { items: { '5': { id: 1, type: 'percent', value: 50 } }, categories: {}, allMenuDiscount: null },
  };

  it.each([
    ['price option times quantity', choice({ quantity: 2 }), null, { gross: 4000, net: 4000 }],
    [
      'modifiers add to every unit',
      choice({ priceLabelId: 52, selection: new Map([[12, 1]]), quantity: 3 }),
      null,
      { gross: 9750, net: 9750 },
    ],
    // The item discount applies to the price option, not to the modifiers (as in the cart).
    [
      'the item discount for the selling type',
      choice({ selection: new Map([[12, 1]]) }),
      halfOffBurger,
      { gross: 2250, net: 1250 },
    ],
    ['no price option chosen', choice({ priceLabelId: null }), null, null],
  ] as const)('%s', (_name, input, discounts, expected) => {
    expect(linePreview({ ...base, choice: input, discounts })).toEqual(expected);
  });

  it('ignores modifiers when the business has them switched off', () => {
    expect(
      linePreview({
        ...base,
        modifiersEnabled: false,
        choice: choice({ selection: new Map([[12, 1]]) }),
        discounts: null,
      }),
    ).toEqual({
      gross: 2000,
      net: 2000,
    });
  });
});
