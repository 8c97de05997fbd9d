/**
 * Spec §4: whether a selling type is open now and whether an order may be placed.
 */
import type { OrderSellingType, ShiftsSchedule } from './model.ts';

/**
 * Open unless today's shift for the type says closed. Until shifts are fetched (null) the shop
 * counts as open so the menu never flashes "closed"; delivery by shipping abroad has no shifts.
 */
export function isOpen(
  shifts: ShiftsSchedule | null,
  type: OrderSellingType,
  options: { shipping: boolean } = { shipping: false },
): boolean {
  if (shifts == null) return true;
  if (type === 'delivery' && options.shipping) return true;
  return shifts.today[type]?.status !== 'closed';
}

/**
 * An order may be placed when open, or, for delivery and car pickup, when scheduled orders are on
 * (the customer picks a later slot). Dine-in orders also need the business's cart switched on, and
 * cannot be scheduled: the guest is at the table now.
 */
export function canOrder(input: {
  open: boolean;
  type: OrderSellingType;
  scheduledOrders: boolean;
  cartEnabled: boolean;
}): boolean {
  const { open, type, scheduledOrders, cartEnabled } = input;
  if (type === 'dine_in') return cartEnabled && open;
  return open || scheduledOrders;
}
