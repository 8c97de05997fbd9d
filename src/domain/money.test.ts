import { describe, expect, it } from 'vitest';
import { formatMoney, fromMinor, roundMinor, sumMinor, toMinor } from './money.ts';

describe('roundMinor: halves away from zero', () => {
  it.each([
    [0, 0],
    [0.4, 0],
    [0.5, 1],
    [1.5, 2],
    [2.5, 3],
    [-0.4, 0],
    [-0.5, -1],
    [-2.5, -3],
    [37.49999999999999, 38], // float noise for an exact 37.5
    [2.4999999, 2], // a genuine value below the half stays below
    [112.5, 113],
    [1e9 + 0.5, 1e9 + 1],
  ])('%d → %d', (amount, expected) => {
    expect(roundMinor(amount)).toBe(expected);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundMinor(-0.2), 0)).toBe(true);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('throws on %d', (amount) => {
    expect(() => roundMinor(amount)).toThrow(RangeError);
  });
});

describe('toMinor and fromMinor', () => {
  it.each([
    [1.25, 'KWD', 1250],
    [1.255, 'KWD', 1255],
    [4.99, 'USD', 499],
    [1.005, 'USD', 101], // 100.49999… in floats, a true half
    [0.1 + 0.2, 'USD', 30],
    [500, 'JPY', 500],
    [500.5, 'JPY', 501],
    [2, 'XYZ', 2000], // unknown currency: 3 digits
  ])('%d %s → %i', (major, currency, minor) => {
    expect(toMinor(major, currency)).toBe(minor);
  });

  it.each([
    [1250, 'KWD', 1.25],
    [499, 'USD', 4.99],
    [500, 'JPY', 500],
    [1, 'XYZ', 0.001],
  ])('%i %s → %d', (minor, currency, major) => {
    expect(fromMinor(minor, currency)).toBe(major);
  });
});

// Intl separates a code from the number with a no-break space (U+00A0).
describe('formatMoney', () => {
  it.each([
    [1250, 'KWD', 'en', 'KWD\u00a01.250'],
    [2000, 'KWD', 'en', 'KWD\u00a02'], // whole numbers show 0 decimals
    [499, 'USD', 'en-US', '$4.99'],
    [500, 'USD', 'en-US', '$5'],
    [-1250, 'USD', 'en-US', '-$12.50'],
    [500, 'JPY', 'en-US', '¥500'],
    [1250, 'kwd', 'en', 'KWD\u00a01.250'], // code case does not matter
    [1250, 'XYZ', 'en', '1.250 XYZ'], // unknown code: 3 digits, code after the number
    [3000, 'XYZ', 'en', '3 XYZ'],
  ])('%i %s in %s → %s', (minor, currency, locale, expected) => {
    expect(formatMoney(minor, currency, locale)).toBe(expected);
  });

  it('uses the language digits (as its dates do) and the symbol for Arabic in Kuwait', () => {
    const text = formatMoney(1250, 'KWD', 'ar-KW');
    const latin = new Intl.NumberFormat('ar').resolvedOptions().numberingSystem === 'latn';
    expect(text).toContain(latin ? '1.250' : '١٫٢٥٠');
    expect(text).toContain('د.ك.');
  });
});

describe('sumMinor', () => {
  it.each([
    [[], 0],
    [[1], 1],
    [[100, 250, -50], 300],
  ])('%j → %i', (amounts, expected) => {
    expect(sumMinor(amounts)).toBe(expected);
  });
});
