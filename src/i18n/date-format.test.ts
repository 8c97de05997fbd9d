import { describe, expect, it } from 'vitest';
import { formatDateTime, formatTime } from './date-format.ts';

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

  it('writes Arabic with Arabic-Indic digits', () => {
    const text = formatDateTime(noonUtc, { language: 'ar', countryCode: 'KW', timeZone: 'Asia/Kuwait' });
    expect(text).toMatch(/[٠-٩]/);
    expect(text).not.toMatch(/[0-9]/);
  });

  it('returns nothing for an invalid date rather than "Invalid DateTime"', () => {
    expect(formatDateTime('not a date', { language: 'en', timeZone: 'Asia/Kuwait' })).toBe('');
  });
});
