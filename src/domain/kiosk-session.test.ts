import { describe, expect, it } from 'vitest';
import { TERMINAL_ID, terminalIdFrom } from './kiosk-session.ts';

describe('terminalIdFrom', () => {
  it.each([
    ['TERM-1', 'TERM-1'],
    [' term-1 ', 'TERM-1'],
    ['', null],
    ['   ', null],
    ['-TERM', null],
    ['TERM 1', null],
    ['TERM_1', null],
    ['A'.repeat(64), 'A'.repeat(64)],
    ['A'.repeat(65), null],
    [42, null],
    [null, null],
  ])('%j → %j', (value, expected) => {
    expect(terminalIdFrom(value)).toBe(expected);
  });
});

describe('TERMINAL_ID', () => {
  it('is the shape device-setup.ts checks a stored id against (kept alike by hand)', () => {
    expect(TERMINAL_ID.source).toBe('^[A-Z0-9][A-Z0-9-]{0,63}$');
  });
});
