import { describe, expect, it } from 'vitest';
import { NO_DIETARY_FILTER } from './dietary-filter.ts';
import { modifierGroup, testMenuItem } from './menu-test-fixtures.ts';
import type { Category, MenuItem } from './model.ts';
import {
  hasOwnSuggestions,
  suggestionPlaces,
  suggestionsFor,
  type SuggestionDevice,
  type SuggestionQuery,
  type SuggestionSettings,
} from './suggestions.ts';

function item(id: number, extra: Partial<MenuItem> = {}): MenuItem {
  return testMenuItem(id, {
    price_labels: [{ id: id * 10, label: { en: 'Regular' }, price: 500 }],
    ...extra,
  });
}

function category(id: number, items: MenuItem[], extra: Partial<Category> = {}): Category {
  return {
    id,
    parent_id: null,
    name: { en: `Category ${id}` },
    visible: true,
    subcategories: [],
    items,
    ...extra,
  };
}

// Burgers (1: 11 suggests 31 then 21; the category suggests 32), sides (2, add-on), drinks (3,
// add-on: 31 one tap, 32 sizes, 33 one tap), desserts (4, add-on, with a subcategory).
const burger = item(11, { suggested_item_ids: [31, 21] });
const plainBurger = item(12);
const fries = item(21);
const salad = item(22);
const cola = item(31, { ingredient_ids: [5] });
const juice = item(32, {
  price_labels: [
    { id: 321, label: { en: 'Small' }, price: 300 },
    { id: 322, label: { en: 'Large' }, price: 500 },
  ],
});
const water = item(33);
const cake = item(41, {
  modifier_groups: [modifierGroup(1, 'Topping', { min: 1, max: 1 }, [{ id: 2, name: 'Cream', price: 0 }])],
});
const iceCream = item(42);
const menu: Category[] = [
  category(1, [burger, plainBurger], { suggested_item_ids: [32] }),
  category(2, [fries, salad], { add_on: true }),
  category(3, [cola, juice, water], { add_on: true }),
  category(4, [cake], {
    add_on: true,
    subcategories: [{ ...category(5, [iceCream]), parent_id: 4 }],
  }),
];

function query(overrides: Partial<SuggestionQuery> = {}): SuggestionQuery {
  return {
    shown: menu,
    menu,
    forItemIds: [11],
    cartItemIds: [11],
    alreadySuggested: new Set(),
    filter: NO_DIETARY_FILTER,
    adding: { hidePrice: false, cartEnabled: true, modifiersEnabled: true },
    ...overrides,
  };
}

/** The suggested ids, a "*" after those that open the item's page. */
const ids = (q: SuggestionQuery) => suggestionsFor(q).map((s) => `${s.item.id}${s.oneTap ? '' : '*'}`);

const withoutItem = (id: number): Category[] =>
  menu.map((c) => ({
    ...c,
    items: c.items.filter((i) => i.id !== id),
    subcategories: c.subcategories.map((s) => ({ ...s, items: s.items.filter((i) => i.id !== id) })),
  }));

describe('suggestionsFor', () => {
  it.each<[string, Partial<SuggestionQuery>, string[]]>([
    ['the item’s own list, then its category’s, best first', {}, ['31', '21', '32*']],
    ['the limit can be raised', { limit: 5 }, ['31', '21', '32*', '42', '41*']],
    [
      'no own list: the add-on categories the cart lacks, one each, one tap first',
      { forItemIds: [12], cartItemIds: [12], menu: menu.map((c) => ({ ...c, suggested_item_ids: [] })) },
      ['21', '31', '42'],
    ],
    ['an item the menu does not show now is left out', { shown: withoutItem(31) }, ['21', '32*', '42']],
    [
      'an item the dietary filter hides is left out',
      { filter: { excludedIngredientIds: [5], requiredTagIds: [] } },
      ['21', '32*', '42'],
    ],
    ['an item already in the cart is left out', { cartItemIds: [11, 31] }, ['21', '32*', '42']],
    [
      'an add-on category the cart has something of (here in a subcategory) is no fallback',
      { cartItemIds: [11, 42], limit: 5 },
      ['31', '21', '32*'],
    ],
    [
      'suggested before in this session: never again',
      { alreadySuggested: new Set([31, 21]) },
      ['32*', '22', '42'],
    ],
    [
      'choices (options, sizes) open the item; with modifiers off it is one tap',
      { adding: { hidePrice: false, cartEnabled: true, modifiersEnabled: false }, limit: 5 },
      ['31', '21', '32*', '41', '42'],
    ],
    [
      'hidden prices: nothing can be added, nothing is suggested',
      { adding: { hidePrice: true, cartEnabled: true, modifiersEnabled: true } },
      [],
    ],
    [
      'the cart switched off: nothing',
      { adding: { hidePrice: false, cartEnabled: false, modifiersEnabled: true } },
      [],
    ],
    [
      'several items: each one’s suggestions in turn, without repeats',
      { forItemIds: [11, 12], cartItemIds: [11, 12], limit: 4 },
      ['31', '21', '32*', '42'],
    ],
    ['an unknown item suggests only the fallback', { forItemIds: [99], cartItemIds: [] }, ['21', '31', '42']],
  ])('%s', (_name, overrides, expected) => {
    expect(ids(query(overrides))).toEqual(expected);
  });

  it('never suggests the item it goes with', () => {
    const selfish = item(11, { suggested_item_ids: [11, 31] });
    const own = [category(1, [selfish]), ...menu.slice(1)];
    expect(ids(query({ menu: own, shown: own, cartItemIds: [] }))[0]).toBe('31');
  });
});

describe('suggestionPlaces', () => {
  const on: SuggestionSettings = { phone: true, kiosk: true, table: true };
  it.each<[string, SuggestionSettings | null, SuggestionDevice, { afterAdd: boolean; cart: boolean }]>([
    ['a kiosk: after adding and in the cart', on, 'kiosk', { afterAdd: true, cart: true }],
    ['a table tablet: after adding and in the cart', on, 'table', { afterAdd: true, cart: true }],
    ['a phone: in the cart only', on, 'phone', { afterAdd: false, cart: true }],
    ['switched off for kiosks', { ...on, kiosk: false }, 'kiosk', { afterAdd: false, cart: false }],
    ['switched off for tables', { ...on, table: false }, 'table', { afterAdd: false, cart: false }],
    ['switched off for phones', { ...on, phone: false }, 'phone', { afterAdd: false, cart: false }],
    ['off for phones leaves kiosks on', { ...on, phone: false }, 'kiosk', { afterAdd: true, cart: true }],
    ['no setting: nowhere', null, 'kiosk', { afterAdd: false, cart: false }],
  ])('%s', (_name, settings, device, expected) => {
    expect(suggestionPlaces(settings, device)).toEqual(expected);
  });
});

describe('hasOwnSuggestions', () => {
  it.each<[string, number, boolean]>([
    ['its own list', 11, true],
    ['its category’s list', 12, true],
    ['an add-on without lists', 31, false],
    ['an unknown item', 99, false],
  ])('%s', (_name, id, expected) => {
    expect(hasOwnSuggestions(menu, id)).toBe(expected);
  });
});
