/**
 * The item page's form: what stops an add, and the price the customer sees for the current choice
 * (worked out by the same domain rule the cart uses, so the two never disagree).
 */
import { charactersOver, TEXT_LIMITS } from '../../domain/text-limits.ts';
import type { LineModifier } from '../../domain/cart-lines.ts';
import type { Discounts, MenuItem, Minor, OrderSellingType } from '../../domain/model.ts';
import { computeOrderTotals, pricedLineFor } from '../../domain/order-totals.ts';
import {
  lineModifiers,
  selectionIssues,
  type GroupIssue,
  type ModifierSelection,
} from '../../domain/modifier-selection.ts';

export interface ItemChoice {
  priceLabelId: number | null;
  selection: ModifierSelection;
  quantity: number;
  note: string;
}

export type ItemFormIssue =
  GroupIssue | { kind: 'note-required' } | { kind: 'note-too-long' } | { kind: 'no-price-option' };

/** Modifier groups the customer is offered: none when the business has modifiers switched off. */
export function offeredGroups(item: MenuItem, modifiersEnabled: boolean): MenuItem['modifier_groups'] {
  return modifiersEnabled ? item.modifier_groups.filter((group) => group.modifiers.length > 0) : [];
}

export function itemFormIssues(
  item: MenuItem,
  choice: ItemChoice,
  options: { modifiersEnabled: boolean },
): ItemFormIssue[] {
  const issues: ItemFormIssue[] = [];
  if (choice.priceLabelId === null || !item.price_labels.some((label) => label.id === choice.priceLabelId)) {
    issues.push({ kind: 'no-price-option' });
  }
  issues.push(...selectionIssues(offeredGroups(item, options.modifiersEnabled), choice.selection));
  if (item.comment_required && choice.note.trim() === '') issues.push({ kind: 'note-required' });
  if (charactersOver(choice.note, TEXT_LIMITS.lineNote) > 0) issues.push({ kind: 'note-too-long' });
  return issues;
}

/** The issue to show under one modifier group, if any. */
export function groupIssueOf(issues: readonly ItemFormIssue[], groupId: number): GroupIssue | null {
  for (const issue of issues) {
    if ('groupId' in issue && issue.groupId === groupId) return issue;
  }
  return null;
}

export function choiceModifiers(
  item: MenuItem,
  choice: ItemChoice,
  modifiersEnabled: boolean,
): LineModifier[] {
  return lineModifiers(offeredGroups(item, modifiersEnabled), choice.selection);
}

export interface LinePreview {
  /** Price option and modifiers times quantity. */
  gross: Minor;
  /** After the item's discount for the selling type. */
  net: Minor;
}

/** What this choice adds to the order before taxes and coupons; null while it is not a valid line. */
export function linePreview(input: {
  item: MenuItem;
  choice: ItemChoice;
  modifiersEnabled: boolean;
  currency: string;
  sellingType: OrderSellingType;
  discounts: Discounts | null;
  grandCategoryId: number | null;
}): LinePreview | null {
  const { item, choice } = input;
  if (choice.priceLabelId === null) return null;
  const line = pricedLineFor(
    item,
    choice.priceLabelId,
    choiceModifiers(item, choice, input.modifiersEnabled),
    choice.quantity,
    'preview',
    input.grandCategoryId,
  );
  if (!line) return null;
  const totals = computeOrderTotals({
    currency: input.currency,
    sellingType: input.sellingType,
    lines: [line],
    discounts: input.discounts,
    coupon: null,
    isAuthenticated: false,
    deliveryFee: 0,
    walletBalance: null,
  });
  const only = totals.lines[0];
  return only ? { gross: only.gross, net: only.net } : null;
}
