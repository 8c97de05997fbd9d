import { DateTime } from 'luxon';
import type { Clock } from './deps.ts';

/**
 * "Now" on the business's wall clock: availability windows and shifts are in the business time
 * zone, whatever zone the customer's device is in.
 */
export function businessNow(clock: Clock, timeZone: string): DateTime {
  const at = DateTime.fromMillis(clock.now(), { zone: timeZone });
  // An unknown zone name gives an invalid DateTime; the spec's default zone is the safe reading.
  return at.isValid ? at : DateTime.fromMillis(clock.now(), { zone: 'Asia/Kuwait' });
}
