/**
 * The steps an order goes through, per selling type, and where a status stands among them.
 * Delivery ends with the courier; dine-in and pickup end when the order is handed over.
 */
import type { OrderStatus } from '../../api/types.ts';
import type { OrderSellingType } from '../../domain/model.ts';

export type OrderStep = Exclude<OrderStatus, 'cancelled'>;

const DELIVERY_STEPS: readonly OrderStep[] = [
  'pending',
  'accepted',
  'preparing',
  'ready',
  'out_for_delivery',
  'delivered',
];
const HANDOVER_STEPS: readonly OrderStep[] = ['pending', 'accepted', 'preparing', 'ready', 'completed'];

export function stepsFor(type: OrderSellingType): readonly OrderStep[] {
  return type === 'delivery' ? DELIVERY_STEPS : HANDOVER_STEPS;
}

/**
 * Index of the status among the type's steps; -1 for a cancelled order. A status the type does not
 * list (a delivery status on a pickup order) counts as its last step reached in the other list.
 */
export function stepIndexOf(status: OrderStatus, type: OrderSellingType): number {
  if (status === 'cancelled') return -1;
  const steps = stepsFor(type);
  const index = steps.indexOf(status);
  if (index >= 0) return index;
  return status === 'out_for_delivery' ? steps.indexOf('ready') : steps.length - 1;
}
