import type { Category, MenuItem } from '../../domain/model.ts';

/** One picture of the attract screen: a banner of the business, or a dish of its menu. */
export type AttractSlide =
  | { kind: 'banner'; image: string }
  | { kind: 'dish'; image: string; item: MenuItem; grandCategoryId: number };

/**
 * The dishes the attract screen shows: the first pictured item of each grand category (their
 * subcategories included), up to `max`, so the screen shows the range of the menu.
 */
export function featuredDishes(
  categories: readonly Category[],
  max: number,
): { item: MenuItem; grandCategoryId: number }[] {
  const found: { item: MenuItem; grandCategoryId: number }[] = [];
  for (const grand of categories) {
    if (found.length >= max) break;
    const queue: Category[] = [grand];
    while (queue.length > 0) {
      const category = queue.shift()!;
      const item = category.items.find((entry) => entry.image?.trim());
      if (item) {
        found.push({ item, grandCategoryId: grand.id });
        break;
      }
      queue.push(...category.subcategories);
    }
  }
  return found;
}

/** Banners and dishes taking turns (a banner first), so an offer is never long out of sight. */
export function attractSlides(
  banners: readonly string[],
  dishes: readonly { item: MenuItem; grandCategoryId: number }[],
): AttractSlide[] {
  const slides: AttractSlide[] = [];
  for (let index = 0; index < Math.max(banners.length, dishes.length); index += 1) {
    const banner = banners[index];
    const dish = dishes[index];
    if (banner) slides.push({ kind: 'banner', image: banner });
    if (dish) slides.push({ kind: 'dish', image: dish.item.image!.trim(), ...dish });
  }
  return slides;
}
