import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import type { Category, MenuItem, RawSellingType, WeekdayAvailability } from './model.ts';
import {
  isItemShown,
  isOfferedFor,
  isWithinBranchWindow,
  isWithinWeekAvailability,
  parseBranchAvailability,
  visibleMenu,
} from './availability.ts';

// 2025-01-06 is a Monday; times are read in the business zone.
const at = (iso: string) => DateTime.fromISO(iso, { zone: 'Asia/Kuwait' });
const monday = (time: string) => at(`2025-01-06T${time}`);

describe('parseBranchAvailability', () => {
  it.each([
    ['{"1":{"status":true,"from":"09:00","to":"17:00"}}', true],
    ['not json', false],
    ['[1,2]', false],
    ['null', false],
    ['42', false],
    ['', false],
    [null, false],
  ])('%j parses: %s', (json, parses) => {
    expect(parseBranchAvailability(json) !== null).toBe(parses);
  });
});

describe('isWithinBranchWindow', () => {
  const window = (entry: object) => JSON.stringify({ '1': entry });
  it.each([
    ['no restriction JSON', null, '12:00', true],
    ['bad JSON never throws and never hides', '{oops', '12:00', true],
    ['another branch only', JSON.stringify({ '2': { status: false } }), '12:00', true],
    ['status false hides', window({ status: false, from: null, to: null }), '12:00', false],
    ['status true without bounds', window({ status: true, from: null, to: null }), '03:00', true],
    ['inside', window({ status: true, from: '09:00', to: '17:00' }), '12:00', true],
    ['before', window({ status: true, from: '09:00', to: '17:00' }), '08:59', false],
    ['at the end (exclusive)', window({ status: true, from: '09:00', to: '17:00' }), '17:00', false],
    ['only a start', window({ status: true, from: '09:00', to: null }), '23:00', true],
    ['only an end', window({ status: true, from: null, to: '11:00' }), '11:30', false],
    ['across midnight, late', window({ status: true, from: '22:00', to: '02:00' }), '23:30', true],
    ['across midnight, early', window({ status: true, from: '22:00', to: '02:00' }), '01:30', true],
    ['across midnight, day time', window({ status: true, from: '22:00', to: '02:00' }), '12:00', false],
    ['unreadable times restrict nothing', window({ status: true, from: 'x', to: 'y' }), '12:00', true],
  ])('%s', (_name, json, time, expected) => {
    expect(isWithinBranchWindow(json, 1, monday(time))).toBe(expected);
  });
});

describe('isWithinWeekAvailability (1 = Monday)', () => {
  const day = (d: number, shifts: WeekdayAvailability['shifts'], closed = false) => ({
    day: d,
    closed,
    shifts,
  });
  it.each([
    ['no week data', null, monday('12:00'), true],
    ['empty week', [], monday('12:00'), true],
    ['day missing', [day(2, [{ from: '09:00', to: '10:00' }])], monday('12:00'), true],
    ['closed day means available', [day(1, [{ from: '09:00', to: '10:00' }], true)], monday('12:00'), true],
    ['no shifts means available', [day(1, [])], monday('12:00'), true],
    ['missing times mean available', [day(1, [{ from: null, to: '10:00' }])], monday('12:00'), true],
    ['shift starting at 24 is all day', [day(1, [{ from: '24:00', to: '24:00' }])], monday('03:00'), true],
    ['inside a shift', [day(1, [{ from: '09:00', to: '13:00' }])], monday('12:00'), true],
    [
      'outside every shift',
      [
        day(1, [
          { from: '09:00', to: '11:00' },
          { from: '18:00', to: '22:00' },
        ]),
      ],
      monday('12:00'),
      false,
    ],
    [
      'second shift',
      [
        day(1, [
          { from: '09:00', to: '11:00' },
          { from: '18:00', to: '22:00' },
        ]),
      ],
      monday('19:00'),
      true,
    ],
    [
      'Monday evening of a shift crossing midnight',
      [day(1, [{ from: '22:00', to: '02:00' }])],
      monday('23:00'),
      true,
    ],
    [
      'Tuesday early hours of Monday’s late shift',
      [day(1, [{ from: '22:00', to: '02:00' }]), day(2, [{ from: '12:00', to: '14:00' }])],
      at('2025-01-07T01:00'),
      true,
    ],
    [
      'Tuesday after Monday’s late shift ended',
      [day(1, [{ from: '22:00', to: '02:00' }]), day(2, [{ from: '12:00', to: '14:00' }])],
      at('2025-01-07T03:00'),
      false,
    ],
    [
      'Monday early hours of Sunday’s late shift (across the week)',
      [day(7, [{ from: '20:00', to: '03:00' }]), day(1, [{ from: '12:00', to: '14:00' }])],
      monday('02:00'),
      true,
    ],
    [
      'Monday early hours without a late Sunday shift',
      [day(7, [{ from: '12:00', to: '14:00' }]), day(1, [{ from: '12:00', to: '14:00' }])],
      monday('02:00'),
      false,
    ],
  ])('%s', (_name, week, when, expected) => {
    expect(isWithinWeekAvailability(week, when)).toBe(expected);
  });
});

describe('isOfferedFor', () => {
  it.each([
    [['dine_in'], 'dine_in', true],
    [['dinein'], 'dine_in', true],
    [['product_service'], 'dine_in', true],
    [['dine_in', 'reservation'], 'dine_in', false], // dine-in excludes reservation items
    [['reservation_dine_in'], 'dine_in', false],
    [['reservation_dine_in'], 'reservation', true],
    [['dine_in'], 'reservation', false],
    [['pickup'], 'car_pickup', true],
    [['delivery'], 'car_pickup', false],
    [['delivery'], 'delivery', true],
    [[], 'delivery', false],
  ] as const)('%j for %s → %s', (types, sellingType, expected) => {
    expect(isOfferedFor({ types: [...types] as RawSellingType[] }, sellingType)).toBe(expected);
  });
});

function item(overrides: Partial<MenuItem> = {}): MenuItem {
  return {
    id: 1,
    category_id: 10,
    name: { en: 'Tea' },
    visible: true,
    types: ['dine_in', 'delivery'],
    branches: [],
    price_labels: [{ id: 1, label: { en: 'Cup' }, price: 500 }],
    modifier_groups: [],
    taxes: [],
    inclusive_taxes: [],
    ...overrides,
  };
}

function category(overrides: Partial<Category> = {}): Category {
  return {
    id: 10,
    parent_id: null,
    name: { en: 'Drinks' },
    visible: true,
    subcategories: [],
    items: [],
    ...overrides,
  };
}

describe('isItemShown', () => {
  const closedForBranch = JSON.stringify({ '1': { status: false } });
  const context = { branchId: 1, sellingType: 'delivery' as const, at: monday('12:00') };
  it.each([
    ['plain visible item', item(), category(), null, true],
    ['hidden item', item({ visible: false }), category(), null, false],
    ['item of another branch', item({ branches: [2] }), category(), null, false],
    ['item of this branch', item({ branches: [1, 2] }), category(), null, true],
    ['item outside its window', item({ availability: closedForBranch }), category(), null, false],
    ['item not offered for delivery', item({ types: ['dine_in'] }), category(), null, false],
    ['hidden category', item(), category({ visible: false }), null, false],
    ['category outside its window', item(), category({ availability: closedForBranch }), null, false],
    [
      'category closed this weekday hour',
      item(),
      category({ week_availability: [{ day: 1, closed: false, shifts: [{ from: '18:00', to: '20:00' }] }] }),
      null,
      false,
    ],
    ['hidden grand category', item(), category(), category({ id: 100, visible: false }), false],
    [
      'grand category outside its window',
      item(),
      category(),
      category({ id: 100, availability: closedForBranch }),
      false,
    ],
    ['visible grand category', item(), category(), category({ id: 100 }), true],
  ])('%s → %s', (_name, givenItem, givenCategory, grandCategory, expected) => {
    expect(isItemShown({ ...context, item: givenItem, category: givenCategory, grandCategory })).toBe(
      expected,
    );
  });
});

describe('visibleMenu', () => {
  const menu: Category[] = [
    category({
      id: 1,
      items: [item({ id: 11, category_id: 1 }), item({ id: 12, category_id: 1, visible: false })],
      subcategories: [
        category({ id: 2, parent_id: 1, items: [item({ id: 21, category_id: 2, types: ['dine_in'] })] }),
        category({ id: 3, parent_id: 1, items: [item({ id: 31, category_id: 3 })] }),
      ],
    }),
    category({ id: 4, items: [item({ id: 41, category_id: 4, types: ['reservation'] })] }),
    category({ id: 5, visible: false, items: [item({ id: 51, category_id: 5 })] }),
    category({
      id: 6,
      subcategories: [
        category({ id: 7, parent_id: 6, items: [item({ id: 71, category_id: 7, types: ['pickup'] })] }),
      ],
    }),
  ];
  const ids = (categories: Category[]): unknown =>
    categories.map((c) => [c.id, c.items.map((i) => i.id), ids(c.subcategories)]);

  it.each([
    ['delivery', [[1, [11], [[3, [31], []]]]]],
    [
      'dine_in',
      [
        [
          1,
          [11],
          [
            [2, [21], []],
            [3, [31], []],
          ],
        ],
      ],
    ],
    ['reservation', [[4, [41], []]]],
    ['car_pickup', [[6, [], [[7, [71], []]]]]],
  ] as const)('%s keeps only categories with something to show', (sellingType, expected) => {
    expect(ids(visibleMenu(menu, { branchId: 1, sellingType, at: monday('12:00') }))).toEqual(expected);
  });

  it('hides a subcategory whose grand category is closed for the branch', () => {
    const closed = [{ ...menu[0]!, availability: JSON.stringify({ '1': { status: false } }) }];
    expect(visibleMenu(closed, { branchId: 1, sellingType: 'delivery', at: monday('12:00') })).toEqual([]);
  });
});
