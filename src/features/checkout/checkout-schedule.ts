/**
 * The current branch's shifts turned into the checkout's schedule: the default choice and the
 * selectable slots. This date arithmetic needs Luxon (domain/schedule.ts), so it lives on the
 * checkout's path, loaded with the checkout, and not in the shifts store that every page loads.
 */
import { DateTime } from 'luxon';
import type { OrderSellingType } from '../../domain/model.ts';
import { availableSlots, defaultSchedule, type Schedule, type ScheduleSlot } from '../../domain/schedule.ts';
import type { RootStore } from '../../stores/root-store.ts';
import type { ScheduleOptions } from './schedule-choice.ts';

type ScheduleStores = Pick<RootStore, 'shifts' | 'deps'>;

function now(stores: ScheduleStores): DateTime {
  return DateTime.fromMillis(stores.deps.clock.now());
}

/** The schedule a checkout starts with: now, or the next opening's first slot. */
export function checkoutDefaultSchedule(stores: ScheduleStores, type: OrderSellingType): Schedule {
  const { shifts } = stores;
  return defaultSchedule({
    open: shifts.isOpen(type),
    type,
    config: shifts.scheduledOrdersFor(type),
    shifts: shifts.current,
    now: now(stores),
  });
}

/** Slots a scheduled order may pick, in time order; none while the shifts are unknown. */
export function checkoutSlots(stores: ScheduleStores, type: OrderSellingType): ScheduleSlot[] {
  const { shifts } = stores;
  const schedule = shifts.current;
  return schedule ? availableSlots(schedule, type, shifts.scheduledOrdersFor(type), now(stores)) : [];
}

/** What a checkout may schedule: now (open, not scheduled-only), later (not dine-in) and its slots. */
export function checkoutScheduleOptions(stores: ScheduleStores, type: OrderSellingType): ScheduleOptions {
  const scheduled = stores.shifts.scheduledOrdersFor(type);
  return {
    now: stores.shifts.isOpen(type) && !(scheduled?.on === true && scheduled.only_schedule),
    later: scheduled?.on === true && type !== 'dine_in',
    slots: scheduled?.on === true ? checkoutSlots(stores, type) : [],
  };
}
