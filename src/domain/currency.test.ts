import { describe, expect, it } from 'vitest';
import { currencyDigits, DEFAULT_COUNTRY, isKnownCurrency } from './currency.ts';

describe('currencyDigits', () => {
  it.each([
    ['KWD', 3],
    ['BHD', 3],
    ['OMR', 3],
    ['USD', 2],
    ['EUR', 2],
    ['SAR', 2],
    ['JPY', 0],
    ['KRW', 0],
    ['usd', 2], // lower case is accepted
    [' JPY ', 0],
    ['XYZ', 3], // well-formed but unknown → 3
    ['', 3],
    ['dinar', 3],
  ])('%j has %i digits', (code, digits) => {
    expect(currencyDigits(code)).toBe(digits);
  });
});

describe('isKnownCurrency', () => {
  it.each([
    ['KWD', true],
    ['jpy', true],
    ['XYZ', false],
    ['', false],
  ])('%j → %s', (code, known) => {
    expect(isKnownCurrency(code)).toBe(known);
  });
});

it('defaults the country to Kuwait', () => {
  expect(DEFAULT_COUNTRY).toBe('KW');
});
