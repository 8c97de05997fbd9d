import { describe, expect, it } from 'vitest';
import { category, menuItem } from './test-menu-fixtures.ts';
import { findCategory, menuBlocks } from './menu-blocks.ts';

const mezze = category(
  1,
  'Mezze',
  [menuItem(11, 'Hummus')],
  [category(2, 'Cold', [menuItem(21, 'Tabbouleh')], [category(3, 'Dips', [menuItem(31, 'Labneh')])])],
);
const grills = category(4, 'Grills', [menuItem(41, 'Kebab')]);
const drinks = category(5, 'Drinks', [], [category(6, 'Hot', [menuItem(61, 'Tea')])]);
const menu = [mezze, grills, drinks];
const popular = {
  id: 100,
  name: { en: 'Popular' },
  pinned: true,
  items: [{ item: menuItem(41, 'Kebab'), categoryId: 4 }],
};
const late = {
  id: 101,
  name: { en: 'Late night' },
  pinned: false,
  items: [{ item: menuItem(61, 'Tea'), categoryId: 6 }],
};
const empty = { id: 102, name: { en: 'Empty' }, pinned: true, items: [] };

const summary = (blocks: ReturnType<typeof menuBlocks>) =>
  blocks.map(
    (block) => `${block.key}:${block.items.map((entry) => `${entry.item.id}@${entry.categoryId}`).join(',')}`,
  );

describe('menuBlocks', () => {
  it.each([
    [
      'subcategories as their own sections',
      { showSubcategories: true, highlightedId: null },
      [
        'category-1:11@1',
        'category-2:21@2',
        'category-3:31@3',
        'category-4:41@4',
        'category-5:',
        'category-6:61@6',
      ],
    ],
    [
      'subcategory items folded into their grand category',
      { showSubcategories: false, highlightedId: null },
      ['category-1:11@1,21@2,31@3', 'category-4:41@4', 'category-5:61@6'],
    ],
    [
      'the highlighted category first',
      { showSubcategories: false, highlightedId: 5 },
      ['category-5:61@6', 'category-1:11@1,21@2,31@3', 'category-4:41@4'],
    ],
  ])('%s', (_name, options, expected) => {
    expect(summary(menuBlocks(menu, [], options))).toEqual(expected);
  });

  it('puts pinned smart categories first, others last, and drops empty ones', () => {
    const blocks = menuBlocks([grills], [late, popular, empty], {
      showSubcategories: true,
      highlightedId: null,
    });
    expect(summary(blocks)).toEqual(['smart-100:41@4', 'category-4:41@4', 'smart-101:61@6']);
    expect(blocks.map((block) => block.navigable)).toEqual([true, true, true]);
    expect(blocks[0]).toMatchObject({ kind: 'smart', pageCategoryId: null, grandCategoryId: null });
  });

  it('marks subcategory blocks with their grand category and keeps them out of the navigation', () => {
    const blocks = menuBlocks([mezze], [], { showSubcategories: true, highlightedId: 1 });
    expect(
      blocks.map((block) => [block.kind, block.grandCategoryId, block.navigable, block.highlighted]),
    ).toEqual([
      ['category', 1, true, true],
      ['subcategory', 1, false, false],
      ['subcategory', 1, false, false],
    ]);
  });
});

describe('findCategory', () => {
  it.each([
    [1, 1],
    [3, 1],
    [6, 5],
  ])('category %i sits under grand category %i', (id, grand) => {
    expect(findCategory(menu, id)).toMatchObject({ category: { id }, grandCategoryId: grand });
  });

  it('is null for an unknown category', () => {
    expect(findCategory(menu, 999)).toBeNull();
  });
});
