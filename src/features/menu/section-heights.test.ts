import { describe, expect, it } from 'vitest';
import { menuBlock as block } from './test-menu-fixtures.ts';
import { estimatedCardsHeight, firstScreenBlockCount } from './section-heights.ts';

describe('estimatedCardsHeight', () => {
  it.each([
    ['grid of 2 columns, 5 items: 3 rows', block(1, 5), 'grid', 2, 900],
    ['grid of 3 columns, 6 items: 2 rows', block(1, 6), 'grid', 3, 600],
    ['a list is one card per row', block(1, 3), 'list', 3, 372],
    ['no items, no rows', block(1, 0), 'grid', 2, 0],
  ] as const)('%s', (_name, section, layout, columns, height) => {
    expect(estimatedCardsHeight(section, layout, columns)).toBe(height);
  });
});

describe('firstScreenBlockCount', () => {
  it.each([
    ['a phone: the first section already fills the screen', [block(1, 6), block(2, 6)], 'grid', 2, 844, 1],
    [
      'a portrait kiosk: sections of one row each, the six starting above 1,920 px',
      [block(1, 3), block(2, 3), block(3, 3), block(4, 3), block(5, 3), block(6, 3), block(7, 3)],
      'grid',
      3,
      1920,
      6,
    ],
    [
      'short list sections: until the screen is full',
      [block(1, 2), block(2, 2), block(3, 2), block(4, 2)],
      'list',
      1,
      844,
      3,
    ],
    ['never none, even with no blocks', [], 'grid', 2, 844, 1],
    ['one block only', [block(1, 40)], 'grid', 2, 844, 1],
  ] as const)('%s', (_name, blocks, layout, columns, screenHeight, count) => {
    expect(firstScreenBlockCount(blocks, layout, columns, screenHeight)).toBe(count);
  });
});
