import type { OrderSellingType } from '../../domain/model.ts';
import type { RootStore } from '../../stores/root-store.ts';
import { menuBlocks, type MenuBlock, type SmartBlockSource } from './menu-blocks.ts';

export interface VisibleMenuBlocks {
  blocks: MenuBlock[];
  /** Items the customer's dietary filter hides. */
  hiddenCount: number;
}

/**
 * What the blocks are built from, read from the stores: the menu (its smart categories, highlighted
 * category and subcategory choice come with it in the same reply, menu-store.ts, as new objects
 * every time), the branch and the dietary filter. Read on every render of the page, so that it
 * follows them.
 */
function visibleMenuInputs(stores: RootStore, sellingType: OrderSellingType): unknown[] {
  const dietary = stores.dietaryFilterIfLoaded;
  return [
    stores,
    sellingType,
    stores.menu.menuFor(sellingType),
    stores.business.branchId,
    dietary,
    dietary?.filter,
  ];
}

// The last blocks built, and what from. The big menu's 2,000 items take 12 ms to sort on this
// machine, four times that on a phone: built once per visit of the menu (its route's loader builds
// them for the first pictures, the page's first render finds them) and again when an input changes.
let last: { inputs: unknown[]; blocks: VisibleMenuBlocks } | null = null;

/**
 * The menu page's blocks as the customer sees them: what is on sale for the selling type now, less
 * what their dietary filter hides (once its store has loaded: it hides nothing before). The last
 * blocks built from the same inputs are returned as they are, unless `rebuild` (a new visit: what
 * is on sale depends on the time).
 */
export function visibleMenuBlocks(
  stores: RootStore,
  sellingType: OrderSellingType,
  rebuild = false,
): VisibleMenuBlocks {
  const inputs = visibleMenuInputs(stores, sellingType);
  if (!rebuild && last?.inputs.every((input, index) => Object.is(input, inputs[index]))) return last.blocks;
  const { menu } = stores;
  const visible = menu.visibleCategories(sellingType);
  const visibleSmart = menu.visibleSmartCategories(sellingType);
  const { categories, smart, hiddenCount } = stores.dietaryFilterIfLoaded?.applyToMenu(
    visible,
    visibleSmart,
  ) ?? { categories: visible, smart: visibleSmart, hiddenCount: 0 };
  const smartSources: SmartBlockSource[] = smart.map(({ category, items }) => ({
    id: category.id,
    name: category.name,
    pinned: category.pinned,
    items: items.map((item) => ({
      item,
      categoryId: menu.entryOf(item.id)?.categoryId ?? item.category_id,
    })),
  }));
  const blocks = {
    blocks: menuBlocks(categories, smartSources, {
      showSubcategories: !menu.isStandardMenu || menu.showStandardSubCats,
      highlightedId: menu.highlightedCat,
    }),
    hiddenCount,
  };
  last = { inputs, blocks };
  return blocks;
}
