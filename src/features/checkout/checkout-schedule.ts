/**
 * The current branch's shifts turned into the checkout's schedule: the default choice and the
 * selectable slots. This date arithmetic needs Luxon (domain/schedule.ts), so it lives on the
 * checkout's path, loaded with the checkout, and not in the shifts store. A table tablet's "Send
 * to kitchen" reads it on the menu, where the shifts' store may still be loading: until it is
 * there nothing is known of the hours, and the shop counts as open (RootStore.shiftsIfLoaded).
 */
import { DateTime } from 'luxon';
import type { OrderSellingType } from '../../domain/model.ts';
import { availableSlots, defaultSchedule, type Schedule, type ScheduleSlot } from '../../domain/schedule.ts';
import type { RootStore } from '../../stores/root-store.ts';
import type { ScheduleOptions } from './schedule-choice.ts';

type ScheduleStores = Pick<RootStore, 'isOpen' | 'shiftsIfLoaded' | 'business' | 'deps'>;

function now(stores: ScheduleStores): DateTime {
  return DateTime.fromMillis(stores.deps.clock.now());
}

/** The schedule a checkout starts with: now, or the next opening's first slot. */
export function checkoutDefaultSchedule(stores: ScheduleStores, type: OrderSellingType): Schedule {
  return defaultSchedule({
    open: stores.isOpen(type),
    type,
    config: stores.business.scheduledOrdersFor(type),
    shifts: stores.shiftsIfLoaded?.current ?? null,
    now: now(stores),
  });
}

/** Slots a scheduled order may pick, in time order; none while the shifts are unknown. */
export function checkoutSlots(stores: ScheduleStores, type: OrderSellingType): ScheduleSlot[] {
  const schedule = stores.shiftsIfLoaded?.current ?? null;
  return schedule
    ? availableSlots(schedule, type, stores.business.scheduledOrdersFor(type), now(stores))
    : [];
}

/** What a checkout may schedule: now (open, not scheduled-only), later (not dine-in) and its slots. */
export function checkoutScheduleOptions(stores: ScheduleStores, type: OrderSellingType): ScheduleOptions {
  const scheduled = stores.business.scheduledOrdersFor(type);
  return {
    now: stores.isOpen(type) && !(scheduled?.on === true && scheduled.only_schedule),
    later: scheduled?.on === true && type !== 'dine_in',
    slots: scheduled?.on === true ? checkoutSlots(stores, type) : [],
  };
}
