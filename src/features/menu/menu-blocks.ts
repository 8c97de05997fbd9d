/**
 * The menu page as a flat list of blocks (a smart category, a grand category's own items, each
 * subcategory), so the page can mount them one by one as they come near the screen.
 */
import type { Category, LocalizedText, MenuItem } from '../../domain/model.ts';

export interface MenuBlockItem {
  item: MenuItem;
  /** The category whose page the item's link goes under. */
  categoryId: number;
}

export interface MenuBlock {
  /** Unique in the page; also the element id to scroll to. */
  key: string;
  kind: 'smart' | 'category' | 'subcategory';
  id: number;
  name: LocalizedText;
  /** The grand category (discounts look it up); null for a smart category. */
  grandCategoryId: number | null;
  /** Blocks that start a section in the category navigation. */
  navigable: boolean;
  /** The category page the heading leads to; null for a smart category (it has none). */
  pageCategoryId: number | null;
  highlighted: boolean;
  items: MenuBlockItem[];
}

export interface SmartBlockSource {
  id: number;
  name: LocalizedText;
  pinned: boolean;
  items: MenuBlockItem[];
}

export interface MenuBlockOptions {
  /** Show subcategories as their own sections; otherwise their items join the grand category. */
  showSubcategories: boolean;
  /** The business's highlighted category: shown first and marked. */
  highlightedId: number | null;
}

function allItems(category: Category): MenuBlockItem[] {
  return [
    ...category.items.map((item) => ({ item, categoryId: category.id })),
    ...category.subcategories.flatMap(allItems),
  ];
}

function categoryBlocks(grand: Category, options: MenuBlockOptions): MenuBlock[] {
  const highlighted = grand.id === options.highlightedId;
  const own: MenuBlock = {
    key: `category-${grand.id}`,
    kind: 'category',
    id: grand.id,
    name: grand.name,
    grandCategoryId: grand.id,
    navigable: true,
    pageCategoryId: grand.id,
    highlighted,
    items: options.showSubcategories
      ? grand.items.map((item) => ({ item, categoryId: grand.id }))
      : allItems(grand),
  };
  if (!options.showSubcategories) return [own];
  const subBlocks = (category: Category): MenuBlock[] =>
    category.subcategories.flatMap((sub) => [
      {
        key: `category-${sub.id}`,
        kind: 'subcategory' as const,
        id: sub.id,
        name: sub.name,
        grandCategoryId: grand.id,
        navigable: false,
        pageCategoryId: sub.id,
        highlighted: false,
        items: sub.items.map((item) => ({ item, categoryId: sub.id })),
      },
      ...subBlocks(sub),
    ]);
  return [own, ...subBlocks(grand)];
}

function smartBlock(smart: SmartBlockSource): MenuBlock {
  return {
    key: `smart-${smart.id}`,
    kind: 'smart',
    id: smart.id,
    name: smart.name,
    grandCategoryId: null,
    navigable: true,
    pageCategoryId: null,
    highlighted: false,
    items: smart.items,
  };
}

/**
 * Pinned smart categories first, then the highlighted category, the other categories in menu
 * order, and the smart categories that are not pinned at the end.
 */
export function menuBlocks(
  categories: readonly Category[],
  smart: readonly SmartBlockSource[],
  options: MenuBlockOptions,
): MenuBlock[] {
  const highlighted = categories.filter((category) => category.id === options.highlightedId);
  const others = categories.filter((category) => category.id !== options.highlightedId);
  return [
    ...smart.filter((entry) => entry.pinned && entry.items.length > 0).map(smartBlock),
    ...[...highlighted, ...others].flatMap((category) => categoryBlocks(category, options)),
    ...smart.filter((entry) => !entry.pinned && entry.items.length > 0).map(smartBlock),
  ];
}

/** A category anywhere in the tree, by id. */
export function findCategory(
  categories: readonly Category[],
  id: number,
): { category: Category; grandCategoryId: number } | null {
  for (const grand of categories) {
    const stack: Category[] = [grand];
    while (stack.length > 0) {
      const category = stack.pop()!;
      if (category.id === id) return { category, grandCategoryId: grand.id };
      stack.push(...category.subcategories);
    }
  }
  return null;
}
