import { describe, expect, it } from 'vitest';
import { modifierGroup } from './menu-test-fixtures.ts';
import {
  groupHasRoom,
  lineModifiers,
  selectionIssues,
  setModifierQuantity,
  toggleModifier,
  type ModifierSelection,
} from './modifier-selection.ts';

const bread = modifierGroup(1, 'Bread', { min: 1, max: 1 }, [
  { id: 11, name: 'Arabic', price: 0 },
  { id: 12, name: 'Brioche', price: 50 },
]);
const extras = modifierGroup(2, 'Extras', { min: 0, max: 3 }, [
  { id: 21, name: 'Cheese', price: 100, max_quantity: 2 },
  { id: 22, name: 'Sauce', price: 50, max_quantity: 3 },
  { id: 23, name: 'Fries', price: 300 },
]);
const sauces = modifierGroup(3, 'Sauces', { min: 2, max: 0 }, [
  { id: 31, name: 'Garlic', price: 0 },
  { id: 32, name: 'Chili', price: 0 },
  { id: 33, name: 'Tahini', price: 0 },
]);

const pick = (entries: [number, number][]): ModifierSelection => new Map(entries);

describe('setModifierQuantity', () => {
  it.each([
    ['a new choice replaces the old one in a max-1 group', bread, pick([[11, 1]]), 12, 1, [[12, 1]]],
    ['clearing a max-1 choice empties the group', bread, pick([[11, 1]]), 11, 0, []],
    ['a modifier stays within its own max_quantity', extras, pick([]), 21, 5, [[21, 2]]],
    [
      'a modifier stays within the room left in its group',
      extras,
      pick([[22, 2]]),
      21,
      2,
      [
        [22, 2],
        [21, 1],
      ],
    ],
    ['a full group takes nothing more', extras, pick([[22, 3]]), 23, 1, [[22, 3]]],
    [
      'max 0 means no group limit',
      sauces,
      pick([
        [31, 1],
        [32, 1],
      ]),
      33,
      1,
      [
        [31, 1],
        [32, 1],
        [33, 1],
      ],
    ],
    ['a modifier of another group changes nothing', bread, pick([]), 99, 1, []],
    ['a negative quantity removes the modifier', extras, pick([[21, 2]]), 21, -1, []],
  ] as const)('%s', (_name, group, selection, modifierId, quantity, expected) => {
    expect([...setModifierQuantity(group, selection, modifierId, quantity)]).toEqual(expected);
  });
});

describe('toggleModifier', () => {
  it('turns a modifier on with one unit, then off again', () => {
    const on = toggleModifier(extras, pick([]), 21);
    expect([...on]).toEqual([[21, 1]]);
    expect([...toggleModifier(extras, on, 21)]).toEqual([]);
  });
});

describe('groupHasRoom', () => {
  it.each([
    [extras, pick([[21, 2]]), true],
    [
      extras,
      pick([
        [21, 2],
        [22, 1],
      ]),
      false,
    ],
    [
      sauces,
      pick([
        [31, 1],
        [32, 1],
        [33, 1],
      ]),
      true,
    ],
  ] as const)('%#', (group, selection, expected) => {
    expect(groupHasRoom(group, selection)).toBe(expected);
  });
});

describe('selectionIssues', () => {
  it.each([
    [
      'nothing chosen in a required group',
      [bread, extras],
      pick([]),
      [{ groupId: 1, kind: 'too-few', min: 1 }],
    ],
    ['required group satisfied', [bread, extras], pick([[12, 1]]), []],
    ['too few in a group needing two', [sauces], pick([[31, 1]]), [{ groupId: 3, kind: 'too-few', min: 2 }]],
    [
      'more than the group allows (a forged selection)',
      [extras],
      pick([
        [21, 2],
        [22, 2],
      ]),
      [{ groupId: 2, kind: 'too-many', max: 3 }],
    ],
    [
      'a minimum larger than the group can hold is held to its size',
      [modifierGroup(4, 'Odd', { min: 5, max: 0 }, [{ id: 41, name: 'Only', price: 0 }])],
      pick([[41, 1]]),
      [],
    ],
    ['an empty group asks for nothing', [modifierGroup(5, 'Empty', { min: 1, max: 1 }, [])], pick([]), []],
  ] as const)('%s', (_name, groups, selection, expected) => {
    expect(selectionIssues(groups, selection)).toEqual(expected);
  });
});

describe('lineModifiers', () => {
  it('lists chosen modifiers in menu order with their quantities', () => {
    expect(
      lineModifiers(
        [bread, extras],
        pick([
          [22, 2],
          [12, 1],
          [21, 1],
        ]),
      ),
    ).toEqual([
      { id: 12, quantity: 1 },
      { id: 21, quantity: 1 },
      { id: 22, quantity: 2 },
    ]);
  });
});
