import { describe, expect, it } from 'vitest';
import { checkPhone } from './phone.ts';

describe('checkPhone', () => {
  it.each([
    ['local Kuwaiti mobile', '5000 1234', 'KW', { ok: true, e164: '+96550001234' }],
    ['international form in another country', '+1 202 555 0143', 'KW', { ok: true, e164: '+12025550143' }],
    ['Arabic-Indic digits', '٥٠٠٠١٢٣٤', 'KW', { ok: true, e164: '+96550001234' }],
    ['unknown business country falls back to KW', '50001234', 'XX', { ok: true, e164: '+96550001234' }],
    ['missing business country falls back to KW', '50001234', null, { ok: true, e164: '+96550001234' }],
    ['lower-case country code', '050 123 4567', 'ae', { ok: true, e164: '+971501234567' }],
    ['blank', '   ', 'KW', { ok: false, problem: 'empty' }],
    ['too short', '123', 'KW', { ok: false, problem: 'invalid' }],
    ['letters', 'call me', 'KW', { ok: false, problem: 'invalid' }],
  ])('%s', (_name, text, country, expected) => {
    expect(checkPhone(text, country)).toEqual(expected);
  });
});
