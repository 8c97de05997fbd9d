/**
 * Builds a scenario's menu tree from a dish list: grand categories with one level of
 * subcategories, items with price labels, modifier groups, taxes and images, all from the
 * scenario's seeded faker so the result is the same on every run.
 */
import type { Faker } from '@faker-js/faker';
import type {
  Category,
  LocalizedText,
  MenuItem,
  ModifierGroup,
  PriceLabel,
  RawSellingType,
  Tax,
} from '../../src/domain/model.ts';

export interface MenuDish {
  name: LocalizedText;
  description: LocalizedText;
  /** Price in the scenario's minor units. */
  price: number;
}

export interface MenuSection {
  name: LocalizedText;
  dishes: MenuDish[];
  /** Subcategories under this grand category (their dishes are split off from `dishes`). */
  subcategories?: { name: LocalizedText; take: number }[];
}

export interface MenuBuildOptions {
  faker: Faker;
  nextId: () => number;
  branchIds: number[];
  sections: MenuSection[];
  /** Minor units of one "step" for modifier and size prices (KWD 50 fils, USD 25 cents, JPY 50). */
  priceStep: number;
  /** Exclusive taxes given to some items, inclusive taxes given to others. */
  exclusiveTaxes: Tax[];
  inclusiveTaxes: Tax[];
  /** Kilogram weight per item for shipping; null when the business does not ship. */
  withShippingWeight: boolean;
  /** Some items are reservation-only (reservation with order). */
  reservationItems: boolean;
  locales: string[];
}

const ORDER_TYPES: RawSellingType[] = ['dine_in', 'car_pickup', 'delivery'];

function sizeLabels(locales: string[]): LocalizedText[] {
  const words: Record<string, [string, string, string]> = {
    en: ['Small', 'Medium', 'Large'],
    ar: ['صغير', 'وسط', 'كبير'],
    ja: ['小', '中', '大'],
  };
  return [0, 1, 2].map((i) =>
    Object.fromEntries(locales.map((locale) => [locale, (words[locale] ?? words.en!)[i]!])),
  );
}

function regularLabel(locales: string[]): LocalizedText {
  const word: Record<string, string> = { en: 'Regular', ar: 'عادي', ja: '普通' };
  return Object.fromEntries(locales.map((locale) => [locale, word[locale] ?? 'Regular']));
}

function modifierGroups(options: MenuBuildOptions, itemIndex: number): ModifierGroup[] {
  const { faker, nextId, priceStep, locales } = options;
  if (itemIndex % 3 !== 0) return [];
  const text = (en: string, ar: string, ja: string): LocalizedText =>
    Object.fromEntries(locales.map((l) => [l, l === 'ar' ? ar : l === 'ja' ? ja : en]));
  const extras: ModifierGroup = {
    id: nextId(),
    name: text('Extras', 'إضافات', 'トッピング'),
    min: 0,
    max: 3,
    modifiers: [
      {
        id: nextId(),
        name: text('Extra cheese', 'جبنة إضافية', 'チーズ追加'),
        price: priceStep * 2,
        image: null,
        taxes: [],
        max_quantity: 2,
      },
      {
        id: nextId(),
        name: text('Extra sauce', 'صلصة إضافية', 'ソース追加'),
        price: priceStep,
        image: null,
        taxes: [],
        max_quantity: 3,
      },
      {
        id: nextId(),
        name: text('Side of fries', 'بطاطا مقلية', 'フライドポテト'),
        price: priceStep * 6,
        image: null,
        taxes: options.exclusiveTaxes.slice(0, 1),
        max_quantity: 1,
      },
    ],
  };
  if (itemIndex % 6 !== 0) return [extras];
  const choice: ModifierGroup = {
    id: nextId(),
    name: text('Choose your bread', 'اختر الخبز', 'パンを選択'),
    min: 1,
    max: 1,
    modifiers: faker.helpers
      .arrayElements(
        [
          text('Arabic bread', 'خبز عربي', 'アラブパン'),
          text('Brioche bun', 'خبز بريوش', 'ブリオッシュ'),
          text('Whole wheat', 'قمح كامل', '全粒粉'),
          text('Lettuce wrap', 'لفافة خس', 'レタス包み'),
        ],
        3,
      )
      .map((name, i) => ({
        id: nextId(),
        name,
        price: i === 0 ? 0 : priceStep,
        image: null,
        taxes: [],
        max_quantity: 1,
      })),
  };
  return [choice, extras];
}

function priceLabels(options: MenuBuildOptions, dish: MenuDish, itemIndex: number): PriceLabel[] {
  const { nextId, priceStep, locales, faker } = options;
  const weight = options.withShippingWeight
    ? faker.number.float({ min: 0.2, max: 2.5, fractionDigits: 1 })
    : null;
  const base = {
    minimum: null,
    maximum: null,
    isQty: true,
    unit: null,
    preparation_time: 10 + (itemIndex % 4) * 5,
    preparation_time_type: 'min' as const,
    weight,
    shippingWeight: weight,
  };
  if (itemIndex % 5 !== 2) {
    return [{ id: nextId(), label: regularLabel(locales), price: dish.price, ...base }];
  }
  return sizeLabels(locales).map((label, i) => ({
    id: nextId(),
    label,
    price: dish.price + i * priceStep * 4,
    ...base,
    weight: weight == null ? null : Math.round(weight * (1 + i * 0.5) * 10) / 10,
    shippingWeight: weight == null ? null : Math.round(weight * (1 + i * 0.5) * 10) / 10,
  }));
}

function buildItem(
  options: MenuBuildOptions,
  dish: MenuDish,
  categoryId: number,
  itemIndex: number,
): MenuItem {
  const id = options.nextId();
  const reservationOnly = options.reservationItems && itemIndex % 11 === 10;
  // Taxes: every 4th item carries the exclusive tax(es), every 4th+1 the inclusive one.
  const taxes = itemIndex % 4 === 0 ? options.exclusiveTaxes : [];
  const inclusive = itemIndex % 4 === 1 ? options.inclusiveTaxes : [];
  return {
    id,
    category_id: categoryId,
    name: dish.name,
    description: dish.description,
    image: `/mock-images/item-${id}.svg`,
    visible: true,
    types: reservationOnly ? ['reservation'] : [...ORDER_TYPES],
    availability: null,
    // Every ninth item is sold in the first branch only, so switching branches changes the menu.
    branches: itemIndex % 9 === 8 ? options.branchIds.slice(0, 1) : [...options.branchIds],
    price_labels: priceLabels(options, dish, itemIndex),
    modifier_groups: modifierGroups(options, itemIndex),
    taxes,
    inclusive_taxes: inclusive,
    comment_required: itemIndex % 17 === 16,
    discount_id: null,
    provider: null,
    provider_id: null,
  };
}

function category(id: number, parentId: number | null, name: LocalizedText): Category {
  return {
    id,
    parent_id: parentId,
    name,
    image: `/mock-images/category-${id}.svg`,
    visible: true,
    availability: null,
    week_availability: null,
    subcategories: [],
    items: [],
  };
}

export function buildMenu(options: MenuBuildOptions): Category[] {
  let itemIndex = 0;
  return options.sections.map((section) => {
    const grand = category(options.nextId(), null, section.name);
    const dishes = [...section.dishes];
    for (const sub of section.subcategories ?? []) {
      const child = category(options.nextId(), grand.id, sub.name);
      child.items = dishes.splice(0, sub.take).map((dish) => buildItem(options, dish, child.id, itemIndex++));
      grand.subcategories.push(child);
    }
    grand.items = dishes.map((dish) => buildItem(options, dish, grand.id, itemIndex++));
    return grand;
  });
}

/** Every item of a menu tree with its grand category id (pricedLineFor needs it). */
export function flattenMenu(categories: Category[]): { item: MenuItem; grandCategoryId: number }[] {
  const out: { item: MenuItem; grandCategoryId: number }[] = [];
  const walk = (node: Category, grandId: number): void => {
    for (const item of node.items) out.push({ item, grandCategoryId: grandId });
    for (const child of node.subcategories) walk(child, grandId);
  };
  for (const grand of categories) walk(grand, grand.id);
  return out;
}
