import { charactersOver, TEXT_LIMITS } from './text-limits.ts';

// Apart from text-limits.ts: the menu's first load needs the limits (the reservation offer, the
// profile guard) but not this whole-order check, which only the checkout and the mock use.

/** The text fields of an order payload (the contract's OrderPayload, reservations included). */
export interface OrderTexts {
  name?: string | null;
  phone?: string | null;
  comment?: string | null;
  notes?: string | null;
  coupon_code?: string | null;
  car?: { plate?: string | null; model?: string | null; color?: string | null } | null;
  gift?: { recipient_name?: string | null; recipient_phone?: string | null; message?: string | null } | null;
  address?: { fields?: Record<string, unknown> } | null;
  order_lines?: readonly { comment?: string | null }[];
  reservation?: { note?: string | null } | null;
}

/** Every text of an order over its limit, by its path in the payload (`car.plate`), with the limit. */
export function orderTextsOverLimit(order: OrderTexts): Record<string, number> {
  const checks: [string, string | null | undefined, number][] = [
    ['name', order.name, TEXT_LIMITS.name],
    ['phone', order.phone, TEXT_LIMITS.phone],
    ['comment', order.comment, TEXT_LIMITS.orderNote],
    ['notes', order.notes, TEXT_LIMITS.deliveryNote],
    ['coupon_code', order.coupon_code, TEXT_LIMITS.couponCode],
    ['car.plate', order.car?.plate, TEXT_LIMITS.plate],
    ['car.model', order.car?.model, TEXT_LIMITS.carModel],
    ['car.color', order.car?.color, TEXT_LIMITS.carColour],
    ['gift.recipient_name', order.gift?.recipient_name, TEXT_LIMITS.name],
    ['gift.recipient_phone', order.gift?.recipient_phone, TEXT_LIMITS.phone],
    ['gift.message', order.gift?.message, TEXT_LIMITS.giftMessage],
    ['reservation.note', order.reservation?.note, TEXT_LIMITS.orderNote],
  ];
  for (const [field, value] of Object.entries(order.address?.fields ?? {})) {
    if (typeof value !== 'string') continue;
    const max = field === 'note' ? TEXT_LIMITS.deliveryNote : TEXT_LIMITS.addressField;
    checks.push([`address.fields.${field}`, value, max]);
  }
  (order.order_lines ?? []).forEach((line, index) =>
    checks.push([`order_lines.${index}.comment`, line.comment, TEXT_LIMITS.lineNote]),
  );
  const over: Record<string, number> = {};
  for (const [path, value, max] of checks) if (charactersOver(value, max) > 0) over[path] = max;
  return over;
}
