/**
 * The item page's modifier choices and their min/max limits. A group's min and max count units
 * (two "extra cheese" count two), the stricter reading, so the server never receives more than a
 * group allows. A group with max 1 behaves like radio buttons: a new choice replaces the old.
 */
import type { LineModifier } from './cart-lines.ts';
import type { Modifier, ModifierGroup } from './model.ts';

/** Chosen quantity per modifier id; a modifier not in the map is not chosen. */
export type ModifierSelection = ReadonlyMap<number, number>;

export type GroupIssue =
  { groupId: number; kind: 'too-few'; min: number } | { groupId: number; kind: 'too-many'; max: number };

/** Spec model: a missing or non-positive max_quantity means 1. */
export function modifierMaxQuantity(modifier: Pick<Modifier, 'max_quantity'>): number {
  const max = modifier.max_quantity;
  return max != null && Number.isFinite(max) && max > 0 ? max : 1;
}

export function chosenInGroup(group: ModifierGroup, selection: ModifierSelection): number {
  return group.modifiers.reduce((sum, modifier) => sum + (selection.get(modifier.id) ?? 0), 0);
}

/** True when the group has room for one more unit (max 0 means no limit). */
export function groupHasRoom(group: ModifierGroup, selection: ModifierSelection): boolean {
  return group.max <= 0 || chosenInGroup(group, selection) < group.max;
}

function withoutGroup(group: ModifierGroup, selection: ModifierSelection): Map<number, number> {
  const next = new Map(selection);
  for (const modifier of group.modifiers) next.delete(modifier.id);
  return next;
}

/**
 * Sets one modifier's quantity, held within its own max_quantity and the group's max. In a group
 * with max 1, choosing a modifier replaces the group's previous choice.
 */
export function setModifierQuantity(
  group: ModifierGroup,
  selection: ModifierSelection,
  modifierId: number,
  quantity: number,
): ModifierSelection {
  const modifier = group.modifiers.find((candidate) => candidate.id === modifierId);
  if (!modifier) return selection;
  if (group.max === 1 && quantity > 0) return new Map(withoutGroup(group, selection)).set(modifierId, 1);
  const next = new Map(selection);
  next.delete(modifierId);
  const othersInGroup = chosenInGroup(group, next);
  const groupRoom = group.max > 0 ? group.max - othersInGroup : Number.POSITIVE_INFINITY;
  const wanted = Number.isFinite(quantity) ? Math.floor(quantity) : 0;
  const allowed = Math.max(0, Math.min(wanted, modifierMaxQuantity(modifier), groupRoom));
  if (allowed > 0) next.set(modifierId, allowed);
  return next;
}

/** Tapping a modifier: off when chosen, else on with one unit (if the group has room). */
export function toggleModifier(
  group: ModifierGroup,
  selection: ModifierSelection,
  modifierId: number,
): ModifierSelection {
  const current = selection.get(modifierId) ?? 0;
  return setModifierQuantity(group, selection, modifierId, current > 0 ? 0 : 1);
}

/** What keeps the choice from being added to the cart, per group, in the groups' order. */
export function selectionIssues(
  groups: readonly ModifierGroup[],
  selection: ModifierSelection,
): GroupIssue[] {
  const issues: GroupIssue[] = [];
  for (const group of groups) {
    if (group.modifiers.length === 0) continue;
    const chosen = chosenInGroup(group, selection);
    // A minimum above what the group can hold would block the item for ever; hold it to the group's size.
    const reachable = group.modifiers.reduce((sum, modifier) => sum + modifierMaxQuantity(modifier), 0);
    const min = Math.min(group.min, reachable, group.max > 0 ? group.max : Number.POSITIVE_INFINITY);
    if (chosen < min) issues.push({ groupId: group.id, kind: 'too-few', min });
    else if (group.max > 0 && chosen > group.max)
      issues.push({ groupId: group.id, kind: 'too-many', max: group.max });
  }
  return issues;
}

/** The selection as cart-line modifiers, in the menu's order so equal choices compare equal. */
export function lineModifiers(
  groups: readonly ModifierGroup[],
  selection: ModifierSelection,
): LineModifier[] {
  return groups.flatMap((group) =>
    group.modifiers
      .filter((modifier) => (selection.get(modifier.id) ?? 0) > 0)
      .map((modifier) => ({ id: modifier.id, quantity: selection.get(modifier.id) ?? 0 })),
  );
}
