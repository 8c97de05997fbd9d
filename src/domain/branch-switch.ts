/**
 * What a change of branch costs the cart (spec §4: the cart keeps only what the new branch
 * offers). Judged from each line's item before the new branch's menu is loaded, so the customer
 * is asked first and told which lines go.
 */
import { isInBranch } from './availability.ts';
import type { MenuItem } from './model.ts';

interface LineOfItem {
  item: Pick<MenuItem, 'branches'>;
}

/** The lines whose item the branch does not sell (an item naming no branch is sold everywhere). */
export function linesNotSoldIn<Line extends LineOfItem>(lines: readonly Line[], branchId: number): Line[] {
  return lines.filter((line) => !isInBranch(line.item, branchId));
}
