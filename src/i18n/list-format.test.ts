import { describe, expect, it } from 'vitest';
import { INTERFACE_LOCALES } from '../domain/locale-codes.ts';
import { formatList, formatUnitList } from './list-format.ts';

describe('formatList', () => {
  it.each([
    ['en', 'Brioche bun, Extra cheese'],
    ['ja', 'Brioche bun、Extra cheese'],
  ])('%s joins with its own separator', (language, expected) => {
    expect(formatList(['Brioche bun', 'Extra cheese'], language)).toBe(expected);
  });

  it('never puts a Latin comma between Arabic options', () => {
    expect(formatList(['خبز بريوش', 'جبنة إضافية'], 'ar')).not.toContain(',');
  });

  it('leaves blanks out and shows one item as it is', () => {
    expect(formatList(['Cheese', ' '], 'en')).toBe('Cheese');
    expect(formatList([], 'en')).toBe('');
  });

  it.each(INTERFACE_LOCALES.map((language) => [language]))('%s keeps every item', (language) => {
    const text = formatList(['A1', 'B2', 'C3'], language);
    for (const item of ['A1', 'B2', 'C3']) expect(text).toContain(item);
  });
});

describe('formatUnitList', () => {
  it('lists the names as Intl lists units, with no "and"', () => {
    expect(formatUnitList(['Wheat', 'Milk', 'Eggs'], 'en')).toBe('Wheat, Milk, Eggs');
    expect(formatUnitList([], 'en')).toBe('');
  });

  it('keeps the languages apart', () => {
    expect(formatUnitList(['A', 'B'], 'ja')).not.toBe(formatUnitList(['A', 'B'], 'en'));
  });
});
