import { DateTime } from 'luxon';
import { formatDateTime, formatTime, type DateFormatContext } from '../../i18n/date-format.ts';

/** "14:30" when the next opening is today in the business's zone, else the day and time. */
export function opensAtText(opensAt: string, nowMs: number, context: DateFormatContext): string {
  const opening = DateTime.fromISO(opensAt).setZone(context.timeZone);
  const today = DateTime.fromMillis(nowMs).setZone(context.timeZone);
  if (!opening.isValid) return '';
  return opening.hasSame(today, 'day') ? formatTime(opensAt, context) : formatDateTime(opensAt, context);
}
