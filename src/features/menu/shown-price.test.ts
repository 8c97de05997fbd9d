import { describe, expect, it } from 'vitest';
import { priceLabel } from './test-menu-fixtures.ts';
import { cardPrice, discountedPrice } from './shown-price.ts';

describe('discountedPrice', () => {
  it.each([
    ['no discount', 1500, null, { amount: 1500, before: null }],
    ['10 percent', 1500, { type: 'percent', value: 10 }, { amount: 1350, before: 1500 }],
    [
      'a third rounds to the nearest minor unit',
      1000,
      { type: 'percent', value: 33.333 },
      { amount: 667, before: 1000 },
    ],
    ['fixed, capped at the price', 200, { type: 'fixed', value: 250 }, { amount: 0, before: 200 }],
    ['a zero discount shows no "before"', 900, { type: 'fixed', value: 0 }, { amount: 900, before: null }],
  ] as const)('%s', (_name, price, discount, expected) => {
    expect(discountedPrice(price, discount)).toEqual(expected);
  });
});

describe('cardPrice', () => {
  it.each([
    ['no price options', [], null, null],
    ['one option', [priceLabel(1, 1500)], null, { amount: 1500, before: null, from: false }],
    [
      'several options: the lowest, "from"',
      [priceLabel(1, 2000), priceLabel(2, 1500)],
      null,
      { amount: 1500, before: null, from: true },
    ],
    [
      'several options of one price are not "from"',
      [priceLabel(1, 900), priceLabel(2, 900)],
      null,
      { amount: 900, before: null, from: false },
    ],
    [
      'discounted',
      [priceLabel(1, 2000)],
      { type: 'percent', value: 50 },
      { amount: 1000, before: 2000, from: false },
    ],
  ] as const)('%s', (_name, labels, discount, expected) => {
    expect(cardPrice(labels, discount)).toEqual(expected);
  });
});
