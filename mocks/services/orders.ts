/**
 * Placing and reading orders. The POST recomputes every amount with the domain rules (via
 * priceOrder), checks opening hours or the chosen slot, debits the wallet, records a payment
 * transaction for online payment and stores the order; reads derive status from the clock.
 */
import { contactRulesFor } from '../../src/domain/device-contact.ts';
import { isDeviceMode } from '../../src/domain/device.ts';
import { giftProblems } from '../../src/domain/gift.ts';
import { orderTextsOverLimit } from '../../src/domain/order-text-limits.ts';
import { DateTime } from 'luxon';
import type { Schemas } from '../api-types.ts';
import type { MockBackend } from '../backend.ts';
import { branchShiftsInput, computeShifts, isOpenAt } from '../db/opening-hours.ts';
import type { ScenarioSeed } from '../db/records.ts';
import type { StoredOrder, StoredUser } from '../db/state.ts';
import { lineViews } from '../views/order-view.ts';
import { tableView } from '../views/business-view.ts';
import type { Reply } from './idempotency.ts';
import { estimatedReadyAt } from './order-status.ts';
import { priceOrder, type PricedOrder } from './order-pricing.ts';
import { debitWallet } from './wallet.ts';

/** Customers with this phone number always fail online payment (to reach the failure page). */
export const FAILING_PAYMENT_PHONE = '+96599999999';

const problem = (status: number, code: string, message: string, fields?: Record<string, string>): Reply => ({
  status,
  body: { error: status, message, code, ...(fields ? { fields } : {}) },
});

/** The instant the order is for: null for "now"; a string explains a refusal. */
export function scheduledInstant(
  backend: MockBackend,
  priced: Pick<PricedOrder, 'seed' | 'branch' | 'sellingType' | 'country'>,
  schedule: Schemas['ScheduleChoice'] | undefined,
): number | null | string {
  const { seed, branch, sellingType } = priced;
  const config = seed.business.checkout[sellingType].scheduled_orders;
  const now = backend.clock.nowMs();
  if (!schedule || schedule.type === 'now') {
    if (config.on && config.only_schedule) return 'This business only takes scheduled orders; choose a time.';
    // Spec §4: delivery by shipping abroad is always open.
    if (priced.country) return null;
    return isOpenAt(branch.hours[sellingType], seed.business.time_zone, now)
      ? null
      : 'We are closed now; choose a later time.';
  }
  if (!config.on) return 'Scheduled orders are not taken for this order type.';
  const day = computeShifts(branchShiftsInput(seed, branch.id, now)).days.find(
    (d) => d.date === schedule.date,
  );
  if (!schedule.slot || !day?.[sellingType]?.slots.includes(schedule.slot))
    return 'This time is not available any more.';
  return DateTime.fromISO(`${schedule.date}T${schedule.slot}`, { zone: seed.business.time_zone }).toMillis();
}

export interface PlacedOrder {
  stored: StoredOrder;
  paymentUrl: string | null;
}

/** Validates, prices and stores an order; `reservationItems` lets reservation-only items through. */
/**
 * The order's gift: only a delivery of a business that offers gifts is one (anything else is
 * ignored, as a server ignores a field that does not apply); a gift without a recipient's name or
 * a valid phone is refused with the fields named, checked with the app's own rule.
 */
function giftOf(
  seed: ScenarioSeed,
  sellingType: string,
  gift: Schemas['GiftDetails'] | null | undefined,
): Schemas['GiftDetails'] | { problems: Record<string, string> } | null {
  if (!gift || sellingType !== 'delivery' || !seed.business.delivery_options.send_gift) return null;
  const found = giftProblems(gift, seed.business.country_code);
  const problems: Record<string, string> = {};
  if (found.recipientName) problems['gift.recipient_name'] = "Please enter the recipient's name.";
  if (found.recipientPhone) problems['gift.recipient_phone'] = "The recipient's phone number is not valid.";
  if (Object.keys(problems).length > 0) return { problems };
  return {
    recipient_name: gift.recipient_name.trim(),
    recipient_phone: gift.recipient_phone,
    message: gift.message?.trim() || null,
    hide_prices: gift.hide_prices === true,
  };
}

/** 128 random bits as hex: a secret nobody can guess from an order's (or reservation's) id. */
export function accessSecret(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

export function createOrder(
  backend: MockBackend,
  body: Schemas['OrderPayload'],
  user: StoredUser | null,
  options: { reservationItems?: boolean; scheduledForMs?: number } = {},
): { ok: true; placed: PlacedOrder; seed: ScenarioSeed } | { ok: false; reply: Reply } {
  const fields: Record<string, string> = {};
  // Which contact the order needs depends on the device it was placed on (the app's own rule).
  const rules = contactRulesFor(isDeviceMode(body.placed_on) ? body.placed_on : 'phone');
  const name = rules.name !== 'none' && typeof body.name === 'string' ? body.name.trim() : '';
  const phone = rules.phone !== 'none' && typeof body.phone === 'string' ? body.phone.trim() : '';
  if (rules.name === 'required' && !name) fields.name = 'Please enter your name.';
  const phoneAsked = rules.phone === 'required' || (rules.phone === 'optional' && phone !== '');
  if (phoneAsked && !/^\+?\d{7,15}$/.test(phone.replace(/[\s()-]/g, ''))) {
    fields.phone = 'The phone number is not valid.';
  }
  if (body.placed_on === 'table' && body.table_id == null)
    fields.table_id = "A table tablet's order names its table.";
  for (const [path, max] of Object.entries(orderTextsOverLimit(body))) {
    fields[path] = `At most ${max} characters.`;
  }
  if (Object.keys(fields).length > 0)
    return {
      ok: false,
      reply: problem(422, 'validation_failed', 'Please check the highlighted fields.', fields),
    };
  const pricing = priceOrder(backend, body, user, {
    allowReservationItems: options.reservationItems ?? false,
  });
  if (!pricing.ok)
    return { ok: false, reply: problem(pricing.status, pricing.code, pricing.message, pricing.fields) };
  const priced = pricing.priced;
  const { seed, branch, sellingType, totals } = priced;
  if (!seed.business.enable_cart || seed.business.hide_price) {
    return {
      ok: false,
      reply: problem(422, 'ordering_disabled', 'This business does not take orders online.'),
    };
  }
  const scheduled = options.scheduledForMs ?? scheduledInstant(backend, priced, body.schedule);
  if (typeof scheduled === 'string')
    return { ok: false, reply: problem(422, 'closed', scheduled, { schedule: scheduled }) };
  if (totals.subtotal - totals.itemsDiscount < priced.minOrder) {
    return {
      ok: false,
      reply: problem(422, 'below_minimum_order', 'The order is below the minimum order amount.', {
        order_lines: 'Below the minimum order.',
      }),
    };
  }
  if (body.payment_type === 3 && totals.total > 0) {
    return {
      ok: false,
      reply: problem(422, 'wallet_insufficient', 'Your wallet balance does not cover this order.', {
        payment_type: 'Not enough balance.',
      }),
    };
  }
  const gift = giftOf(seed, sellingType, body.gift);
  if (gift && 'problems' in gift) {
    return {
      ok: false,
      reply: problem(422, 'validation_failed', 'Please check the highlighted fields.', gift.problems),
    };
  }
  let table: Schemas['Table'] | null = null;
  if (body.table_id != null) {
    const record = seed.tables.find((t) => t.id === body.table_id && t.branch_id === branch.id);
    if (!record)
      return {
        ok: false,
        reply: problem(422, 'validation_failed', 'Unknown table.', { table_id: 'Unknown table.' }),
      };
    table = tableView(record);
  }

  const state = backend.db.scenario(seed.name);
  const now = backend.clock.nowMs();
  const id = backend.db.newOrderId(seed.name);
  const timelineInput = { sellingType, createdAtMs: now, scheduledForMs: scheduled, cancelledAtMs: null };
  const online = body.payment_type === 1 && totals.total > 0;
  // A card on the device's terminal: the order waits, unpaid and away from the kitchen, for a
  // terminal payment (services/terminal-payments.ts) or a switch to the counter.
  const onTerminal =
    totals.total > 0 &&
    seed.business.payment_methods.some((m) => m.kind === 'terminal' && m.payment_type === body.payment_type);
  const paymentFails = online && phone.replace(/[\s()-]/g, '') === FAILING_PAYMENT_PHONE;
  const stored: StoredOrder = {
    order: {
      id,
      number: `${seed.name.slice(0, 1).toUpperCase()}-${1001 + state.orders.length}`,
      business_id: seed.business.user_id,
      branch_id: branch.id,
      selling_type: sellingType,
      created_at: new Date(now).toISOString(),
      scheduled_for: scheduled == null ? null : new Date(scheduled).toISOString(),
      estimated_ready_at: estimatedReadyAt(timelineInput),
      name,
      phone,
      order_lines: lineViews(backend, priced, body),
      amounts: priced.result,
      payment_type: body.payment_type,
      payment_status: onTerminal
        ? 'pending'
        : online
          ? paymentFails
            ? 'failed'
            : 'paid'
          : body.payment_type === 2
            ? 'unpaid'
            : 'paid',
      coupon_code: priced.coupon?.code ?? null,
      comment: body.comment ?? null,
      table,
      // Packing is a dine-in matter (a kiosk's "Take away"); other types ignore the flag.
      take_away: sellingType === 'dine_in' && body.take_away === true,
      car: body.car ?? null,
      address: sellingType === 'delivery' ? (body.address ?? null) : null,
      gift,
    },
    user_id: user?.id ?? null,
    cancelled_at_ms: paymentFails ? now : null,
    access_secret: accessSecret(),
  };
  // A declined card pays nothing, so the wallet's share is not taken either.
  if (user && totals.walletDiscount > 0 && !paymentFails)
    debitWallet(user, totals.walletDiscount, id, new Date(now).toISOString());
  let paymentUrl: string | null = null;
  if (online) {
    const transactionId = `TX-${id}`;
    state.transactions.push({
      id: transactionId,
      order_id: id,
      status: paymentFails ? 'failed' : 'paid',
      amount: totals.total,
      payment_type: 1,
      gateway: 'mock-knet',
      message: paymentFails ? 'The card was declined by the issuing bank.' : null,
      created_at: new Date(now).toISOString(),
    });
    // The "gateway" sends the customer straight back to the app's own pages.
    paymentUrl = paymentFails
      ? `/${seed.name}/payment/fail?order_id=${id}&transaction_id=${transactionId}`
      : `/${seed.name}/order/${id}?transaction_id=${transactionId}`;
  }
  state.orders.push(stored);
  return { ok: true, placed: { stored, paymentUrl }, seed };
}
