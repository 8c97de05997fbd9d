import type { MenuLayoutKind } from './browse-settings.ts';
import type { MenuBlock } from './menu-blocks.ts';

// Rough heights of one row of cards and of a section's heading: only used for the box a section
// keeps before its cards mount, and to guess which sections the first screen shows.
const ROW_HEIGHT: Readonly<Record<MenuLayoutKind, number>> = { grid: 300, list: 124 };
const HEADING_HEIGHT = 56;

/** About how tall a section's cards will be once mounted. */
export function estimatedCardsHeight(block: MenuBlock, layout: MenuLayoutKind, columns: number): number {
  const rows = Math.ceil(block.items.length / Math.max(1, layout === 'grid' ? columns : 1));
  return rows * ROW_HEIGHT[layout];
}

/**
 * How many of the first blocks the first screen shows (at least one): those mount with the first
 * paint, the others as they come near. Fewer cards in the first paint make a shorter first task.
 */
export function firstScreenBlockCount(
  blocks: readonly MenuBlock[],
  layout: MenuLayoutKind,
  columns: number,
  screenHeight: number,
): number {
  let top = 0;
  let count = 0;
  for (const block of blocks) {
    if (count > 0 && top >= screenHeight) break;
    top += HEADING_HEIGHT + estimatedCardsHeight(block, layout, columns);
    count += 1;
  }
  return Math.max(1, count);
}
