import { zonedMoment, type ZonedMoment } from '../domain/zoned-time.ts';
import type { Clock } from './deps.ts';

/**
 * "Now" on the business's wall clock: availability windows and shifts are in the business time
 * zone, whatever zone the customer's device is in. An unknown zone name reads as the spec's
 * default zone, Asia/Kuwait.
 */
export function businessNow(clock: Clock, timeZone: string): ZonedMoment {
  return zonedMoment(clock.now(), timeZone);
}
