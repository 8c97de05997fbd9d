import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
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
