/**
 * How the checkout reads the schedule: what the shifts allow for a selling type, and the cart's
 * choice measured against it (a slot chosen yesterday may be gone today).
 */
import type { ScheduleChoice } from '../../api/types.ts';
import type { CheckoutFormInput } from '../../domain/checkout-form.ts';
import type { Schedule, ScheduleSlot } from '../../domain/schedule.ts';

export interface ScheduleOptions {
  /** "Now" may be chosen: open, and not scheduled-only. */
  now: boolean;
  /** A later slot may be chosen: scheduled orders are on. */
  later: boolean;
  slots: readonly ScheduleSlot[];
}

/** The cart's schedule as the form validation sees it. */
export function scheduleForValidation(
  choice: ScheduleChoice,
  options: ScheduleOptions,
): CheckoutFormInput['schedule'] {
  if (choice.type === 'now' && options.now) return { kind: 'now' };
  if (!options.later || options.slots.length === 0)
    return options.now ? { kind: 'now' } : { kind: 'unavailable' };
  if (choice.type === 'now') return { kind: 'later', slot: null };
  const known = options.slots.some((slot) => slot.date === choice.date && slot.slot === choice.slot);
  return { kind: 'later', slot: known ? (choice.slot ?? null) : null };
}

/**
 * The choice a checkout should start with, or null to keep the cart's: "now" is kept while it is
 * allowed, a later slot while it still exists; otherwise the shifts' default.
 */
export function startingSchedule(
  choice: ScheduleChoice,
  options: ScheduleOptions,
  fallback: Schedule,
): ScheduleChoice | null {
  if (choice.type === 'now' && options.now) return null;
  if (
    choice.type === 'later' &&
    options.slots.some((slot) => slot.date === choice.date && slot.slot === choice.slot)
  )
    return null;
  if (fallback.kind === 'now') return choice.type === 'now' ? null : { type: 'now' };
  if (fallback.kind === 'later') return { type: 'later', date: fallback.date, slot: fallback.slot };
  return choice.type === 'later' ? null : { type: 'later', date: null, slot: null };
}
