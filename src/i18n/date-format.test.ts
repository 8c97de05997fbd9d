import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatDateTime,
  formatExpectedTime,
  formatMonthLabel,
  formatTime,
  formatWeekdayShort,
} from './date-format.ts';

describe('formatting in the business time zone', () => {
  const noonUtc = '2026-11-22T12:00:00Z';

  it('shows Kuwait time (UTC+3) whatever the device zone', () => {
    expect(formatTime(noonUtc, { language: 'en', countryCode: 'KW', timeZone: 'Asia/Kuwait' })).toMatch(
      /^3:00\s?PM$/,
    );
  });

  it('shows Tokyo time, on the Japanese 24-hour clock, for a Tokyo business', () => {
    expect(formatTime(noonUtc, { language: 'en', countryCode: 'JP', timeZone: 'Asia/Tokyo' })).toBe('21:00');
  });

  it('writes Arabic dates in the digits of Arabic prices (Intl’s choice for ar)', () => {
    const text = formatDateTime(noonUtc, { language: 'ar', countryCode: 'KW', timeZone: 'Asia/Kuwait' });
    const latin = new Intl.NumberFormat('ar').resolvedOptions().numberingSystem === 'latn';
    expect(text).toMatch(latin ? /[0-9]/ : /[٠-٩]/);
    expect(text).not.toMatch(latin ? /[٠-٩]/ : /[0-9]/);
  });

  it('returns nothing for an invalid date rather than "Invalid DateTime"', () => {
    expect(formatDateTime('not a date', { language: 'en', timeZone: 'Asia/Kuwait' })).toBe('');
  });
});

describe('formatExpectedTime', () => {
  const kw = { language: 'en', countryCode: 'KW', timeZone: 'Asia/Kuwait' };
  const now = Date.parse('2026-11-27T09:00:00Z'); // 12:00 in Kuwait

  it.each([
    ['ten minutes away today', '2026-11-27T09:10:00Z', /^12:10\sPM · in 10 minutes$/],
    ['one minute away', '2026-11-27T09:00:30Z', /^12:00\sPM · in 1 minute$/],
    ['already passed today', '2026-11-27T08:50:00Z', /^11:50\sAM$/],
    ['hours away today', '2026-11-27T13:00:00Z', /^4:00\sPM$/],
    ['tomorrow', '2026-11-28T09:10:00Z', /^Sat, Nov 28, 2026/],
  ])('%s', (_, iso, expected) => {
    expect(formatExpectedTime(iso, now, kw)).toMatch(expected);
  });

  it('is nothing for an invalid date', () => {
    expect(formatExpectedTime('nope', now, kw)).toBe('');
  });
});

describe('calendar labels', () => {
  const ar = { language: 'ar', countryCode: 'KW' };
  it.each([
    ['en', 'Tue'],
    ['ar', 'ث'],
  ])('a weekday fits a 48 px column in %s', (language, expected) => {
    expect(formatWeekdayShort('2025-11-18', { language, countryCode: 'KW' })).toBe(expected);
  });

  it('names a day in full for its button, and the month for the heading', () => {
    expect(formatCalendarDate('2025-11-17', { language: 'en', countryCode: 'KW' })).toBe('November 17, 2025');
    expect(formatMonthLabel('2025-11-17', ar)).toContain('نوفمبر');
    expect(formatMonthLabel('not a date', ar)).toBe('');
  });
});
