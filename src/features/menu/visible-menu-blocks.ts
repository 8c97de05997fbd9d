import type { OrderSellingType } from '../../domain/model.ts';
import type { RootStore } from '../../stores/root-store.ts';
import { menuBlocks, type MenuBlock, type SmartBlockSource } from './menu-blocks.ts';

export interface VisibleMenuBlocks {
  blocks: MenuBlock[];
  /** Items the customer's dietary filter hides. */
  hiddenCount: number;
}

/**
 * The menu page's blocks as the customer sees them: what is on sale for the selling type now, less
 * what their dietary filter hides (once its store has loaded: it hides nothing before). The page
 * draws them, and its route starts the first pictures with them before the first render.
 */
export function visibleMenuBlocks(stores: RootStore, sellingType: OrderSellingType): VisibleMenuBlocks {
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
  return {
    blocks: menuBlocks(categories, smartSources, {
      showSubcategories: !menu.isStandardMenu || menu.showStandardSubCats,
      highlightedId: menu.highlightedCat,
    }),
    hiddenCount,
  };
}
