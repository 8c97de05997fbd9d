import { describe, expect, it } from 'vitest';
import { INTERFACE_LOCALES } from '../domain/locale-codes.ts';
import { formatMoney } from '../domain/money.ts';
import {
  formatCalendarDay,
  formatDate,
  formatDateTime,
  formatMonthLabel,
  formatTime,
} from './date-format.ts';

/** The digits 0–9 of a numbering system, as Intl writes them. */
function digitsOf(system: string): ReadonlySet<string> {
  return new Set(new Intl.NumberFormat(`en-u-nu-${system}`, { useGrouping: false }).format(1234567890));
}

/** The decimal digits (Unicode Nd) in a text. */
function digitsIn(text: string): string[] {
  return [...text].filter((char) => /\p{Nd}/u.test(char));
}

const context = (language: string) => ({ language, countryCode: 'KW', timeZone: 'Asia/Kuwait' });
// 27 November 2026, 12:10 in Kuwait: every part has digits other than 0 and 1.
const at = '2026-11-27T09:10:00Z';

describe('one digit system per language (issue #32)', () => {
  it.each(INTERFACE_LOCALES.map((language) => [language]))(
    '%s writes a price, a date, a time and a calendar day in its own digits',
    (language) => {
      // The yardstick: Intl's own numbering system for the language.
      const system = new Intl.NumberFormat(language).resolvedOptions().numberingSystem;
      const expected = digitsOf(system);
      const texts = {
        price: formatMoney(5004, 'KWD', language),
        date: formatDate(at, context(language)),
        time: formatTime(at, context(language)),
        dateTime: formatDateTime(at, context(language)),
        calendarDay: formatCalendarDay(27, context(language)),
        month: formatMonthLabel('2026-11-27', context(language)),
      };
      for (const [part, text] of Object.entries(texts)) {
        const digits = digitsIn(text);
        // A month heading may spell the year out in words (none of the 41 does), never the rest.
        if (part !== 'month') expect(digits.length, `${part}: ${text}`).toBeGreaterThan(0);
        for (const digit of digits) expect(expected.has(digit), `${part} "${text}" in ${system}`).toBe(true);
      }
    },
  );

  it('writes Arabic in one system across prices and dates, whichever Intl picks', () => {
    const price = digitsIn(formatMoney(5004, 'KWD', 'ar'));
    const time = digitsIn(formatTime(at, context('ar')));
    const day = digitsIn(formatCalendarDay(27, context('ar')));
    const all = new Set([...price, ...time, ...day].map((d) => (/[0-9]/.test(d) ? 'latn' : 'other')));
    expect(all.size).toBe(1);
  });
});
