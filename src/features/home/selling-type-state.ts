/**
 * What the home page says under each way to order, from the domain's open rule and the selling
 * type's scheduled-orders settings.
 */
import type { OrderSellingType, ScheduledOrdersConfig, ShiftsSchedule } from '../../domain/model.ts';
import { isOpen } from '../../domain/shifts.ts';

export type SellingTypeState =
  | { kind: 'open' }
  /** Orders are taken for later only: closed now with scheduling on, or the business wants it so. */
  | { kind: 'schedule-only'; opensAt: string | null }
  | { kind: 'closed'; opensAt: string | null };

export function sellingTypeState(input: {
  shifts: ShiftsSchedule | null;
  type: OrderSellingType;
  scheduledOrders: ScheduledOrdersConfig | null;
  shipping?: boolean;
}): SellingTypeState {
  const { shifts, type, scheduledOrders } = input;
  const open = isOpen(shifts, type, { shipping: input.shipping ?? false });
  const opensAt = open ? null : (shifts?.today[type]?.opens_at ?? null);
  // Dine-in cannot be scheduled (domain canOrder): the guest is at the table now.
  const schedulable = type !== 'dine_in' && scheduledOrders?.on === true;
  if (schedulable && scheduledOrders.only_schedule) return { kind: 'schedule-only', opensAt };
  if (open) return { kind: 'open' };
  return schedulable ? { kind: 'schedule-only', opensAt } : { kind: 'closed', opensAt };
}
