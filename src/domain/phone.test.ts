import { describe, expect, it } from 'vitest';
import { checkPhone } from './phone.ts';

describe('checkPhone', () => {
  it.each([
    ['5000 1234', 'KW', { ok: true, e164: '+96550001234' }],
    ['+965 5000 1234', 'US', { ok: true, e164: '+96550001234' }],
    ['050 123 4567', 'AE', { ok: true, e164: '+971501234567' }],
    ['(201) 555-0123', 'US', { ok: true, e164: '+12015550123' }],
    ['5000 1234', null, { ok: true, e164: '+96550001234' }],
    ['', 'KW', { ok: false, problem: 'empty' }],
    ['   ', 'KW', { ok: false, problem: 'empty' }],
    ['123', 'KW', { ok: false, problem: 'invalid' }],
    ['not a phone', 'KW', { ok: false, problem: 'invalid' }],
  ])('%j in %s → %j', (input, country, expected) => {
    expect(checkPhone(input, country)).toEqual(expected);
  });
});
