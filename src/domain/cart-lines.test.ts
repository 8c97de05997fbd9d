import { describe, expect, it } from 'vitest';
import type { MenuItem } from './model.ts';
import {
  addAction,
  addLine,
  clampQuantity,
  countedQuantity,
  quantityBounds,
  sameLine,
  type CartLineIdentity,
} from './cart-lines.ts';

describe('quantityBounds', () => {
  it.each([
    [undefined, { min: 1, max: 1000 }],
    [{}, { min: 1, max: 1000 }],
    [
      { minimum: 0, maximum: 0 },
      { min: 1, max: 1000 },
    ],
    [
      { minimum: -3, maximum: -1 },
      { min: 1, max: 1000 },
    ],
    [
      { minimum: null, maximum: null },
      { min: 1, max: 1000 },
    ],
    [
      { minimum: 2, maximum: 10 },
      { min: 2, max: 10 },
    ],
    [
      { minimum: 0.5, maximum: 5 },
      { min: 0.5, max: 5 },
    ], // weighed goods
    [
      { minimum: 20, maximum: 5 },
      { min: 20, max: 20 },
    ], // broken data: the minimum wins
  ])('%j → %j', (label, expected) => {
    expect(quantityBounds(label)).toEqual(expected);
  });
});

describe('clampQuantity', () => {
  it.each([
    [0, 1],
    [5, 5],
    [1001, 1000],
    [Number.NaN, 1],
  ])('%d → %d', (quantity, expected) => {
    expect(clampQuantity(quantity, { min: 1, max: 1000 })).toBe(expected);
  });
});

describe('countedQuantity', () => {
  it.each([
    [3, 3],
    [1, 1],
    [0, 1],
    [-2, 1],
    [0.5, 1],
    [2.5, 2.5],
    [Number.NaN, 1],
  ])('%d counts %d', (quantity, expected) => {
    expect(countedQuantity(quantity)).toBe(expected);
  });
});

const base: CartLineIdentity = {
  item_id: 1,
  price_label_id: 10,
  modifiers: [
    { id: 5, quantity: 1 },
    { id: 6, quantity: 2 },
  ],
  comment: 'no onions',
  quantity: 1,
};

describe('sameLine', () => {
  it.each([
    ['identical', base, true],
    [
      'modifiers in another order',
      {
        ...base,
        modifiers: [
          { id: 6, quantity: 2 },
          { id: 5, quantity: 1 },
        ],
      },
      true,
    ],
    ['another quantity only', { ...base, quantity: 4 }, true],
    ['comment with extra spaces', { ...base, comment: ' no onions ' }, true],
    ['another item', { ...base, item_id: 2 }, false],
    ['another price label', { ...base, price_label_id: 11 }, false],
    ['one modifier less', { ...base, modifiers: [{ id: 5, quantity: 1 }] }, false],
    [
      'another modifier quantity',
      {
        ...base,
        modifiers: [
          { id: 5, quantity: 1 },
          { id: 6, quantity: 1 },
        ],
      },
      false,
    ],
    ['another comment', { ...base, comment: 'extra onions' }, false],
    ['no comment', { ...base, comment: null }, false],
  ])('%s → %s', (_name, other, expected) => {
    expect(sameLine(base, other)).toBe(expected);
  });

  it('treats a missing and an empty comment alike', () => {
    expect(sameLine({ ...base, comment: undefined }, { ...base, comment: '' })).toBe(true);
  });
});

describe('addLine', () => {
  it('merges an equal line by adding quantities', () => {
    const lines = addLine([base], { ...base, quantity: 2 });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(3);
  });

  it('clamps a merged quantity to the bounds', () => {
    const lines = addLine([{ ...base, quantity: 999 }], { ...base, quantity: 5 }, { min: 1, max: 1000 });
    expect(lines[0]?.quantity).toBe(1000);
  });

  it('appends a different line and leaves the input unchanged', () => {
    const input = [base];
    const lines = addLine(input, { ...base, comment: 'spicy' });
    expect(lines.map((line) => line.comment)).toEqual(['no onions', 'spicy']);
    expect(input).toHaveLength(1);
  });
});

describe('addAction', () => {
  const label = { id: 1, label: { en: 'One' }, price: 100 };
  const modifierGroup = {
    id: 1,
    name: { en: 'Extras' },
    min: 0,
    max: 0,
    modifiers: [{ id: 1, name: { en: 'Cheese' }, price: 50 }],
  };
  const item = (overrides: Partial<MenuItem> = {}) => ({
    price_labels: [label],
    modifier_groups: [],
    comment_required: false,
    ...overrides,
  });
  it.each([
    ['prices hidden', item(), true, true, true, 'blocked'],
    ['cart disabled', item(), false, false, true, 'blocked'],
    ['no price label', item({ price_labels: [] }), false, true, true, 'blocked'],
    [
      'modifiers while modifiers are enabled',
      item({ modifier_groups: [modifierGroup] }),
      false,
      true,
      true,
      'detail',
    ],
    [
      'modifiers while modifiers are disabled',
      item({ modifier_groups: [modifierGroup] }),
      false,
      true,
      false,
      'add',
    ],
    [
      'an empty modifier group',
      item({ modifier_groups: [{ ...modifierGroup, modifiers: [] }] }),
      false,
      true,
      true,
      'add',
    ],
    ['comment required', item({ comment_required: true }), false, true, true, 'detail'],
    [
      'several price labels',
      item({ price_labels: [label, { ...label, id: 2 }] }),
      false,
      true,
      true,
      'pick-price',
    ],
    ['one plain price', item(), false, true, true, 'add'],
  ] as const)('%s → %s', (_name, given, hidePrice, cartEnabled, modifiersEnabled, expected) => {
    expect(addAction({ item: given, hidePrice, cartEnabled, modifiersEnabled })).toBe(expected);
  });
});
