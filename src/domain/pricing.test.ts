import { describe, expect, it } from 'vitest';
import type { Discounts, Tax } from './model.ts';
import {
  discountFor,
  discountPerUnit,
  exclusiveTaxOn,
  inclusiveTaxIn,
  priceWithTaxes,
  totalTaxRate,
  uniqueTaxes,
} from './pricing.ts';

const tax = (rate: number, id = rate): Tax => ({ id, name: { en: `T${rate}` }, rate });

describe('discountFor: one discount per line, most specific first', () => {
  const discounts: Discounts = {
    dinein: {
      items: { '1': { id: 1, type: 'percent', value: 50 } },
      categories: {
        '10': { id: 2, type: 'percent', value: 20 },
        '100': { id: 3, type: 'fixed', value: 100 },
      },
      allMenuDiscount: { id: 4, type: 'percent', value: 5 },
    },
  };
  it.each([
    ['the item discount', { item_id: 1, category_id: 10, grand_category_id: 100 }, 'dine_in', 1],
    ['the category discount', { item_id: 2, category_id: 10, grand_category_id: 100 }, 'dine_in', 2],
    ['the grand category discount', { item_id: 2, category_id: 11, grand_category_id: 100 }, 'dine_in', 3],
    ['the all-menu discount', { item_id: 2, category_id: 11, grand_category_id: 101 }, 'dine_in', 4],
    [
      'the all-menu discount without a grand category',
      { item_id: 2, category_id: 11, grand_category_id: null },
      'dine_in',
      4,
    ],
    [
      'nothing for another selling type',
      { item_id: 1, category_id: 10, grand_category_id: 100 },
      'delivery',
      null,
    ],
  ] as const)('picks %s', (_name, target, type, expectedId) => {
    expect(discountFor(target, discounts, type)?.id ?? null).toBe(expectedId);
  });

  it('returns null without discounts', () => {
    expect(discountFor({ item_id: 1, category_id: 1, grand_category_id: null }, null, 'delivery')).toBeNull();
  });
});

describe('discountPerUnit', () => {
  it.each([
    [1000, 'percent', 10, 100],
    [375, 'percent', 10, 37.5], // fractions stay until the line is rounded
    [1000, 'percent', 120, 1000],
    [1000, 'percent', -5, 0],
    [1000, 'fixed', 250, 250],
    [1000, 'fixed', 1500, 1000], // worth more than the item: capped at its price
    [1000, 'fixed', -1, 0],
    [0, 'percent', 50, 0],
    [1000, 'fixed', Number.NaN, 0],
  ] as const)('%i with %s %d → %d', (price, type, value, expected) => {
    expect(discountPerUnit(price, { type, value })).toBe(expected);
  });

  it('is 0 without a discount', () => {
    expect(discountPerUnit(1000, null)).toBe(0);
  });
});

describe('taxes', () => {
  it.each([
    [[], 0],
    [[tax(5)], 5],
    [[tax(5), tax(10)], 15],
    [[tax(2.5), tax(Number.NaN, 9)], 2.5],
  ])('totalTaxRate %j → %d', (taxes, expected) => {
    expect(totalTaxRate(taxes)).toBe(expected);
  });

  it.each([
    [1000, [], 1000],
    [1000, [tax(5)], 1050],
    [1000, [tax(5), tax(10)], 1150], // summed percentages, not compounded
    [499, [tax(7.5)], 536], // 536.425
    [333, [tax(15)], 383], // 382.95
  ])('priceWithTaxes(%i, %j) → %i', (price, taxes, expected) => {
    expect(priceWithTaxes(price, taxes)).toBe(expected);
  });

  it.each([
    [1000, [tax(5)], 50],
    [999, [tax(7.5)], 75],
    [0, [tax(5)], 0],
  ])('exclusiveTaxOn(%i, %j) → %i', (amount, taxes, expected) => {
    expect(exclusiveTaxOn(amount, taxes)).toBe(expected);
  });

  it.each([
    [1050, [tax(5)], 50],
    [1100, [tax(10)], 100],
    [1000, [], 0],
    [999, [tax(15)], 130], // 130.3
  ])('inclusiveTaxIn(%i, %j) → %i', (amount, taxes, expected) => {
    expect(inclusiveTaxIn(amount, taxes)).toBe(expected);
  });

  it('keeps the first of taxes with the same id', () => {
    expect(uniqueTaxes([tax(5, 1), tax(8, 2), tax(5, 1)]).map((t) => t.id)).toEqual([1, 2]);
  });
});
