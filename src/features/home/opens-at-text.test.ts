import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { formatDateTime, formatTime } from '../../i18n/date-format.ts';
import { opensAtText } from './opens-at-text.ts';

const kuwait = { language: 'en', countryCode: 'KW', timeZone: 'Asia/Kuwait' };
const now = DateTime.fromISO('2025-03-04T08:00:00+03:00').toMillis();

describe('opensAtText', () => {
  it.each([
    ['later today: the time only', '2025-03-04T10:00:00+03:00', /^10:00\s?AM$/],
    ['tomorrow: the day and the time', '2025-03-05T10:00:00+03:00', /Wed.*Mar.*10:00/],
    ['judged in the business zone, not UTC', '2025-03-04T21:30:00Z', /Wed.*12:30/],
    ['an unreadable date gives nothing', 'soon', /^$/],
  ])('%s', (_name, iso, expected) => {
    expect(opensAtText(iso, now, kuwait)).toMatch(expected);
  });
});

describe('opensAtText reads as the Luxon formatting of the order pages', () => {
  const contexts = [
    { language: 'en', countryCode: 'KW', timeZone: 'Asia/Kuwait' },
    { language: 'ar', countryCode: 'KW', timeZone: 'Asia/Kuwait' },
    { language: 'ar', countryCode: null, timeZone: 'Asia/Riyadh' },
    { language: 'en', countryCode: 'JP', timeZone: 'Asia/Tokyo' },
    { language: 'fr', countryCode: 'FR', timeZone: 'Europe/Paris' },
    { language: 'en', countryCode: 'US', timeZone: 'America/New_York' },
  ];
  const openings = ['2025-03-04T10:00:00+03:00', '2025-03-05T10:00:00+03:00', '2025-03-04T21:30:00Z'];
  it.each(contexts.flatMap((context) => openings.map((iso) => [context, iso] as const)))(
    '%o at %s',
    (context, iso) => {
      const opening = DateTime.fromISO(iso).setZone(context.timeZone);
      const sameDay = opening.hasSame(DateTime.fromMillis(now).setZone(context.timeZone), 'day');
      const luxon = sameDay ? formatTime(iso, context) : formatDateTime(iso, context);
      expect(opensAtText(iso, now, context)).toBe(luxon);
    },
  );

  it('gives nothing for a zone the platform does not know', () => {
    expect(opensAtText('2025-03-04T10:00:00+03:00', now, { ...kuwait, timeZone: 'Mars/Olympus' })).toBe('');
  });
});
