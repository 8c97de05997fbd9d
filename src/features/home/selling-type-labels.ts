import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { KioskDining } from '../../domain/device.ts';
import type { OrderSellingType } from '../../domain/model.ts';

export const SELLING_TYPE_LABEL: Record<OrderSellingType, MessageDescriptor> = {
  dine_in: msg`Dine-in`,
  car_pickup: msg`Car pickup`,
  delivery: msg`Delivery`,
};

/** A kiosk's two ways to eat: both are dine-in orders, one flagged to take away. */
export const KIOSK_DINING_LABEL: Record<KioskDining, MessageDescriptor> = {
  eat_here: msg`Eat here`,
  take_away: msg`Take away`,
};

/**
 * The order's type in the words the customer chose it with: a dine-in order packed to take away
 * (a kiosk's "Take away" tile) is "Take away", and on a kiosk any other dine-in order is "Eat here".
 */
export function sellingTypeLabel(
  type: OrderSellingType,
  { isKiosk, takeAway }: { isKiosk: boolean; takeAway: boolean },
): MessageDescriptor {
  if (type !== 'dine_in') return SELLING_TYPE_LABEL[type];
  if (takeAway) return KIOSK_DINING_LABEL.take_away;
  return isKiosk ? KIOSK_DINING_LABEL.eat_here : SELLING_TYPE_LABEL.dine_in;
}
