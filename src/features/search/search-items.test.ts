import { describe, expect, it } from 'vitest';
import { category, menuItem } from '../menu/test-menu-fixtures.ts';
import { foldForSearch, foldMenuForSearch, searchFoldedMenu, type SearchOptions } from './search-items.ts';

const menu = [
  category(1, 'Mezze', [
    menuItem(11, 'Hummus', {
      description: { en: 'Chickpeas with tahini', ar: 'حمص بالطحينة' },
      name: { en: 'Hummus', ar: 'حُمّص' },
    }),
    menuItem(12, 'Moutabal', { description: { en: 'Smoky aubergine with tahini' } }),
  ]),
  category(
    2,
    'Drinks',
    [menuItem(21, 'Café latte'), menuItem(22, 'Mint lemonade', { description: { en: 'Fresh lemons' } })],
    [category(3, 'Hot', [menuItem(31, 'Tea with mint')])],
  ),
];

const en = { locale: 'en', fallbacks: ['en', 'ar'] };

/** One query over the menu as it is. */
const searchMenu = (categories: typeof menu, query: string, options: SearchOptions) =>
  searchFoldedMenu(foldMenuForSearch(categories, options), query, options);

describe('foldForSearch', () => {
  it.each([
    ['Café', 'cafe'],
    ['  HUMMUS ', 'hummus'],
    ['حُمّص', 'حمص'],
    ['أرز', 'ارز'],
    ['كـبـة', 'كبة'],
  ])('%s → %s', (input, expected) => {
    expect(foldForSearch(input, 'en')).toBe(expected);
  });
});

describe('searchMenu', () => {
  it.each([
    ['hum', [11]],
    ['tahini', [11, 12]],
    ['cafe', [21]],
    ['mint', [22, 31]],
    ['lemon mint', [22]],
    ['fresh lemons', [22]],
    ['pizza', []],
    ['   ', []],
  ])('"%s" finds %j', (query, ids) => {
    expect(searchMenu(menu, query, en).map((hit) => hit.item.id)).toEqual(ids);
  });

  it('puts names before descriptions and keeps menu order within each', () => {
    const ids = searchMenu(menu, 'with', en).map((hit) => hit.item.id);
    // "Tea with mint" has the word in its name; the two mezze only in their descriptions.
    expect(ids).toEqual([31, 11, 12]);
  });

  it('searches the active language, with or without Arabic diacritics', () => {
    const ar = { locale: 'ar', fallbacks: ['en', 'ar'] };
    expect(searchMenu(menu, 'حمص', ar).map((hit) => hit.item.id)).toEqual([11]);
    expect(searchMenu(menu, 'طحينة', ar).map((hit) => hit.item.id)).toEqual([11]);
  });

  it('falls back to the business language when an item has no text in the active one', () => {
    const ar = { locale: 'ar', fallbacks: ['en', 'ar'] };
    expect(searchMenu(menu, 'latte', ar).map((hit) => hit.item.id)).toEqual([21]);
  });

  it('gives the category each hit sits in, subcategories included', () => {
    expect(searchMenu(menu, 'tea', en)).toEqual([
      { item: expect.objectContaining({ id: 31 }), categoryId: 3 },
    ]);
  });

  it('keeps only the best hits when limited', () => {
    expect(searchMenu(menu, 'a', { ...en, limit: 2 })).toHaveLength(2);
  });
});

describe('foldMenuForSearch', () => {
  it('lists each item once, in menu order, with its text folded in the language', () => {
    const twice = [...menu, category(4, 'Favourites', [menuItem(11, 'Hummus')])];
    expect(
      foldMenuForSearch(twice, { locale: 'ar', fallbacks: ['en', 'ar'] }).map(({ hit, name }) => [hit, name]),
    ).toEqual([
      [{ item: expect.objectContaining({ id: 11 }), categoryId: 1 }, 'حمص'],
      [{ item: expect.objectContaining({ id: 12 }), categoryId: 1 }, 'moutabal'],
      [{ item: expect.objectContaining({ id: 21 }), categoryId: 2 }, 'cafe latte'],
      [{ item: expect.objectContaining({ id: 22 }), categoryId: 2 }, 'mint lemonade'],
      [{ item: expect.objectContaining({ id: 31 }), categoryId: 3 }, 'tea with mint'],
    ]);
  });

  it('holds name and description together for the words found in either', () => {
    const [hummus] = foldMenuForSearch(menu, en);
    expect(hummus?.nameAndDescription).toBe('hummus chickpeas with tahini');
  });
});

describe('searchFoldedMenu', () => {
  const folded = foldMenuForSearch(menu, en);

  it('answers query after query from one folding', () => {
    const ids = (query: string) => searchFoldedMenu(folded, query, en).map((hit) => hit.item.id);
    expect([ids('hum'), ids('with'), ids('lemon mint'), ids('pizza')]).toEqual([
      [11],
      [31, 11, 12],
      [22],
      [],
    ]);
  });

  it('keeps only the best hits when limited', () => {
    expect(searchFoldedMenu(folded, 'with', { ...en, limit: 1 }).map((hit) => hit.item.id)).toEqual([31]);
  });
});
