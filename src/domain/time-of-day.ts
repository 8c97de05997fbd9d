/**
 * Clock times as the server sends them ("HH:mm" or "HH:mm:ss", business time zone) turned into
 * minutes after midnight, and the window test shared by branch, weekday and shift rules.
 */
import type { ZonedMoment } from './zoned-time.ts';

export const MINUTES_PER_DAY = 1440;

/** Minutes after midnight for "HH:mm", "HH:mm:ss" or "H"; "24:00" is 1440; anything else null. */
export function parseClock(text: string | null | undefined): number | null {
  if (text == null) return null;
  const match = /^(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

/** Minutes after midnight of a moment, read in the moment's own zone (set it to the business's). */
export function minuteOfDay(at: Pick<ZonedMoment, 'hour' | 'minute'>): number {
  return at.hour * 60 + at.minute;
}

/** "HH:mm" of a number of minutes after midnight. */
export function formatClock(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * Whether a minute lies in [from, to). A window whose start is after its end crosses midnight
 * (22:00–02:00 holds 23:00 and 01:00). Equal bounds mean the whole day: a zero-length window is
 * never what a business means.
 */
export function isWithinWindow(minute: number, from: number, to: number): boolean {
  if (from === to) return true;
  if (from < to) return minute >= from && minute < to;
  return minute >= from || minute < to;
}
