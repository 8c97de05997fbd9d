/**
 * Builds the order payload: calc-order's fields and the contact (order-request.ts) plus the
 * table, car and gift. Loaded when an order is placed (orders-store.ts), with the gift's phone check.
 */
import { giftPayload } from '../domain/gift.ts';
import type { OrderPayload } from '../api/types.ts';
import type { OrderSellingType } from '../domain/model.ts';
import type { CartStore } from './cart-store.ts';
import { calcOrderRequestFor, orderContactFor } from './order-request.ts';
import type { RootStore } from './root-store.ts';

/** The order to place: calc-order's fields plus the customer, table, car and gift. */
export function orderPayloadFor(
  root: RootStore,
  type: OrderSellingType,
  branchId: number,
  cart: CartStore = root.cart,
): OrderPayload {
  return {
    ...calcOrderRequestFor(root, type, branchId, cart),
    ...orderContactFor(root, cart),
    // Which contact the server requires depends on the device (absent: a phone).
    ...(root.device.isManagedDevice ? { placed_on: root.device.mode } : {}),
    priority: 0,
    comment: cart.note.trim() || null,
    notes: type === 'delivery' ? (root.delivery.deliveryForm.fields.note ?? null) : null,
    // A table tablet's orders go to its own table, whatever the cart says.
    table_id: type === 'dine_in' ? (root.device.boundTableId ?? cart.table) : null,
    // A kiosk's "Take away": the kitchen packs this dine-in order.
    ...(type === 'dine_in' && root.device.takeAway ? { take_away: true } : {}),
    car: type === 'car_pickup' ? cart.car : null,
    // Only a delivery the business lets be sent as a gift is one.
    gift:
      type === 'delivery' && root.delivery.config?.send_gift === true
        ? giftPayload(cart.gift, root.business.business?.country_code)
        : null,
  };
}
