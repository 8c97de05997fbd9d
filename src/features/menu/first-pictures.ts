import type { OrderSellingType } from '../../domain/model.ts';
import type { RootStore } from '../../stores/root-store.ts';
import { FALLBACK_IMAGE_WIDTH, imageSrcSet, resizedImageUrl } from '../../ui/image-sources.ts';
import { menuLayoutKind, type MenuLayoutKind } from './browse-settings.ts';
import { visibleMenuBlocks } from './visible-menu-blocks.ts';

/** The pictures of the first screen (two rows of the phone grid) load at once and first: the LCP. */
export const FIRST_SCREEN_IMAGES = 4;

/** How wide a card draws its picture: the grid a 4:3 picture across the card, the list a square. */
export const CARD_IMAGE_SIZES: Record<MenuLayoutKind, string> = {
  grid: '(min-width: 1200px) 22vw, (min-width: 768px) 30vw, 50vw',
  list: '112px',
};

/**
 * Starts the menu's first pictures from its route's loader (issue #34). Left to the cards, their
 * requests waited for the first render, which React draws in slices (main.tsx): at 4× CPU the
 * pictures then arrived after the first paint, and the page's largest paint with them.
 *
 * Each is an image element of the same `srcset` and `sizes` as its card's ResponsiveImage: the
 * browser picks the same candidate, and the card's element finds it among the document's loaded
 * images. (An image element stays alive while it loads, held by nothing here.)
 */
export function startFirstPictures(stores: RootStore, sellingType: OrderSellingType): void {
  const sizes = CARD_IMAGE_SIZES[menuLayoutKind(stores.business.business?.menu_layout)];
  // Built afresh for this visit; the page's first render finds them built.
  const first = visibleMenuBlocks(stores, sellingType, true).blocks[0]?.items ?? [];
  for (const { item } of first.slice(0, FIRST_SCREEN_IMAGES)) {
    const url = item.image?.trim();
    if (!url) continue;
    const image = new Image();
    image.fetchPriority = 'high';
    // `sizes` before `srcset`, and both before `src`: the choice is made once, from all three (an
    // empty srcset, a picture that cannot be resized, leaves `src`, as the card's element does).
    image.sizes = sizes;
    image.srcset = imageSrcSet(url);
    image.src = resizedImageUrl(url, FALLBACK_IMAGE_WIDTH);
  }
}
