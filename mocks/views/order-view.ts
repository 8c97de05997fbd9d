/** Stored orders → the contract's Order, with status and history derived from the clock. */
import { releaseHeldOrders } from '../services/held-orders.ts';
import type { OrderSellingType } from '../../src/domain/model.ts';
import type { Schemas } from '../api-types.ts';
import type { MockBackend } from '../backend.ts';
import type { ScenarioSeed } from '../db/records.ts';
import type { StoredOrder } from '../db/state.ts';
import { currentStatus, statusHistory, type StatusTimelineInput } from '../services/order-status.ts';
import type { PricedOrder } from '../services/order-pricing.ts';
import { branchView } from './business-view.ts';
import { localized } from './menu-view.ts';

export function lineViews(
  backend: MockBackend,
  priced: PricedOrder,
  body: Schemas['OrderPayload'],
): Schemas['OrderLineView'][] {
  return body.order_lines.map((line, index) => {
    const entry = backend.db.item(priced.seed, line.item_id)!;
    const pricedLine = priced.lines[index]!;
    const label = entry.item.price_labels.find((l) => l.id === line.price_label_id);
    const modifiers = new Map(entry.item.modifier_groups.flatMap((g) => g.modifiers).map((m) => [m.id, m]));
    const details = (line.modifiers_details ?? []).map((m) => {
      const modifier = modifiers.get(m.id);
      return { id: m.id, name: localized(modifier?.name), quantity: m.quantity, price: modifier?.price ?? 0 };
    });
    return {
      item_id: line.item_id,
      quantity: line.quantity,
      price_label_id: line.price_label_id,
      modifiers: details.length > 0 ? details.map((d) => d.id).join(',') : (line.modifiers ?? ''),
      modifiers_details: details,
      unit_price: pricedLine.unit_price,
      total_price: priced.totals.lines[index]!.gross,
      discount_id: line.discount_id ?? null,
      weight: label?.weight ?? null,
      shippingWeight: label?.shippingWeight ?? null,
      comment: line.comment ?? null,
      isQty: label?.isQty ?? true,
      provider: entry.item.provider ?? null,
      provider_id: entry.item.provider_id ?? null,
      name: localized(entry.item.name),
      price_label: localized(label?.label),
      image: entry.item.image ?? null,
      // Where the customer added it (a suggestion or the menu), for the business's uplift figures.
      ...(line.source ? { source: line.source } : {}),
    };
  });
}

export function orderTimeline(stored: StoredOrder): StatusTimelineInput {
  const o = stored.order;
  return {
    sellingType: o.selling_type as OrderSellingType,
    createdAtMs: Date.parse(o.created_at),
    scheduledForMs: o.scheduled_for ? Date.parse(o.scheduled_for) : null,
    cancelledAtMs: stored.cancelled_at_ms,
  };
}

export function orderView(
  backend: MockBackend,
  seed: ScenarioSeed,
  stored: StoredOrder,
  full = false,
): Schemas['Order'] {
  const now = backend.clock.nowMs();
  const order: Schemas['Order'] = {
    ...stored.order,
    status: currentStatus(orderTimeline(stored), now),
    status_history: statusHistory(orderTimeline(stored), now),
  };
  if (full) {
    const branch = seed.branches.find((b) => b.id === order.branch_id);
    if (branch) order.branch = branchView(seed, branch);
    order.transactions = backend.db.scenario(seed.name).transactions.filter((t) => t.order_id === order.id);
  }
  return order;
}

/**
 * The order as someone with only its id sees it: status, lines and amounts, without what names or
 * reaches the customer or what they wrote (the order's note and each line's kitchen note).
 */
export function withoutPersonalFields(order: Schemas['Order']): Schemas['Order'] {
  return {
    ...order,
    name: null,
    phone: null,
    comment: null,
    car: null,
    address: null,
    gift: null,
    order_lines: order.order_lines.map((line) => ({ ...line, comment: null })),
  };
}

export function findOrder(
  backend: MockBackend,
  orderId: number,
): { seed: ScenarioSeed; stored: StoredOrder } | null {
  const seed = backend.db.seedForOrderId(orderId);
  const state = seed?.name ? backend.db.scenario(seed.name) : undefined;
  // An order held too long for its card on the terminal reads as released (cancelled).
  if (seed && state && releaseHeldOrders(seed, state, backend.clock.nowMs())) backend.db.commit();
  const stored = state?.orders.find((o) => o.order.id === orderId);
  return seed && stored ? { seed, stored } : null;
}
