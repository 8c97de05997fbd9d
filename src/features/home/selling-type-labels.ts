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
 * The order's type in the words the customer chose it with: on a kiosk a dine-in order is "Eat
 * here" or "Take away" (its attract screen's tiles), never "Dine-in" for a bag to take home.
 */
export function sellingTypeLabel(
  type: OrderSellingType,
  device: { isKiosk: boolean; takeAway: boolean },
): MessageDescriptor {
  if (type !== 'dine_in' || !device.isKiosk) return SELLING_TYPE_LABEL[type];
  return KIOSK_DINING_LABEL[device.takeAway ? 'take_away' : 'eat_here'];
}
