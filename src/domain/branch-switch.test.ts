import { describe, expect, it } from 'vitest';
import { linesNotSoldIn } from './branch-switch.ts';

const line = (key: string, branches: number[]) => ({ key, item: { branches } });

describe('linesNotSoldIn', () => {
  it.each([
    ['every line sold there: nothing is lost', [line('a', [1, 2]), line('b', [2])], 2, []],
    ['an item of the other branch only is lost', [line('a', [1, 2]), line('b', [1])], 2, ['b']],
    ['an item naming no branch is sold everywhere', [line('a', [])], 7, []],
    ['every line lost', [line('a', [1]), line('b', [1])], 2, ['a', 'b']],
    ['an empty cart loses nothing', [], 2, []],
  ])('%s', (_name, lines, branchId, lostKeys) => {
    expect(linesNotSoldIn(lines, branchId).map((lost) => lost.key)).toEqual(lostKeys);
  });
});
