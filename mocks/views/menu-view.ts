/** Seed menu records → the contract's Menu, MenuItem and SmartCategory shapes. */
import type {
  Category,
  LocalizedText,
  MenuItem,
  ModifierGroup,
  PriceLabel,
  Tax,
} from '../../src/domain/model.ts';
import type { Schemas } from '../api-types.ts';
import type { ScenarioSeed } from '../db/records.ts';

/** LocalizedText without missing entries (the API never sends a locale without text). */
export function localized(text: LocalizedText | undefined): Schemas['LocalizedText'] {
  const out: Record<string, string> = {};
  for (const [locale, value] of Object.entries(text ?? {}))
    if (typeof value === 'string') out[locale] = value;
  return out;
}

const taxView = (tax: Tax): Schemas['Tax'] => ({ id: tax.id, name: localized(tax.name), rate: tax.rate });

const priceLabelView = (label: PriceLabel): Schemas['PriceLabel'] => ({
  id: label.id,
  label: localized(label.label),
  price: label.price,
  weight: label.weight ?? null,
  shippingWeight: label.shippingWeight ?? null,
  minimum: label.minimum ?? null,
  maximum: label.maximum ?? null,
  isQty: label.isQty ?? true,
  unit: label.unit ?? null,
  preparation_time: label.preparation_time ?? null,
  preparation_time_type: label.preparation_time_type ?? null,
});

const groupView = (group: ModifierGroup): Schemas['ModifierGroup'] => ({
  id: group.id,
  name: localized(group.name),
  min: group.min,
  max: group.max,
  modifiers: group.modifiers.map((m) => ({
    id: m.id,
    name: localized(m.name),
    price: m.price,
    image: m.image ?? null,
    taxes: (m.taxes ?? []).map(taxView),
    max_quantity: m.max_quantity ?? null,
  })),
});

/** Tag and ingredient ids per item, from the seed's tag records. */
function tagIndex(seed: ScenarioSeed): Map<number, { tags: number[]; ingredients: number[] }> {
  const index = new Map<number, { tags: number[]; ingredients: number[] }>();
  for (const tag of seed.tags) {
    for (const itemId of tag.item_ids) {
      const entry = index.get(itemId) ?? { tags: [], ingredients: [] };
      (tag.kind === 'tag' ? entry.tags : entry.ingredients).push(tag.id);
      index.set(itemId, entry);
    }
  }
  return index;
}

export function itemView(seed: ScenarioSeed, item: MenuItem, tags = tagIndex(seed)): Schemas['MenuItem'] {
  const tagged = tags.get(item.id);
  return {
    id: item.id,
    category_id: item.category_id,
    name: localized(item.name),
    description: localized(item.description),
    image: item.image ?? null,
    visible: item.visible,
    types: [...item.types],
    availability: item.availability ?? null,
    branches: [...item.branches],
    price_labels: item.price_labels.map(priceLabelView),
    modifier_groups: item.modifier_groups.map(groupView),
    taxes: item.taxes.map(taxView),
    inclusive_taxes: item.inclusive_taxes.map(taxView),
    comment_required: item.comment_required ?? false,
    discount_id: item.discount_id ?? null,
    provider: item.provider ?? null,
    provider_id: item.provider_id ?? null,
    tag_ids: tagged?.tags ?? [],
    ingredient_ids: tagged?.ingredients ?? [],
    ...(item.suggested_item_ids ? { suggested_item_ids: [...item.suggested_item_ids] } : {}),
  };
}

function categoryView(
  seed: ScenarioSeed,
  category: Category,
  branchId: number,
  tags: ReturnType<typeof tagIndex>,
): Schemas['Category'] {
  return {
    id: category.id,
    parent_id: category.parent_id,
    name: localized(category.name),
    image: category.image ?? null,
    visible: category.visible,
    availability: category.availability ?? null,
    week_availability: category.week_availability ?? null,
    subcategories: category.subcategories.map((sub) => categoryView(seed, sub, branchId, tags)),
    items: category.items
      .filter((item) => item.branches.includes(branchId))
      .map((item) => itemView(seed, item, tags)),
    ...(category.suggested_item_ids ? { suggested_item_ids: [...category.suggested_item_ids] } : {}),
    ...(category.add_on ? { add_on: true } : {}),
  };
}

/** The branch's standard menu: every category, with the items that branch sells. */
export function menuView(seed: ScenarioSeed, branchId: number): Schemas['Menu'] {
  const tags = tagIndex(seed);
  return {
    id: seed.business.id + 2,
    name: { en: 'Menu', ar: 'القائمة', ja: 'メニュー' },
    is_standard: true,
    categories: seed.categories.map((category) => categoryView(seed, category, branchId, tags)),
  };
}

/** "Best sellers" (computed) and a pinned "Lunch specials" shown from 11:00 to 15:00 each day. */
export function smartCategoriesView(seed: ScenarioSeed, branchId: number): Schemas['SmartCategory'][] {
  const items = seed.categories
    .flatMap((c) => [...c.items, ...c.subcategories.flatMap((s) => s.items)])
    .filter((item) => item.branches.includes(branchId) && !item.types.includes('reservation'));
  const bestSellers = items
    .filter((_, i) => i % 5 === 1)
    .slice(0, 8)
    .map((i) => i.id);
  const lunch = items
    .filter((_, i) => i % 7 === 3)
    .slice(0, 6)
    .map((i) => i.id);
  const lunchHours = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
    day,
    closed: false,
    shifts: [{ from: '11:00', to: '15:00' }],
  }));
  return [
    {
      id: seed.business.id + 3,
      name: { en: 'Best sellers', ar: 'الأكثر مبيعاً', ja: '人気メニュー' },
      image: null,
      item_ids: bestSellers,
      pinned: false,
      week_availability: null,
    },
    {
      id: seed.business.id + 4,
      name: { en: 'Lunch specials', ar: 'عروض الغداء', ja: 'ランチ' },
      image: null,
      item_ids: lunch,
      pinned: true,
      week_availability: lunchHours,
    },
  ];
}
