import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { isCodeLoadFailure, orderErrorFrom, submitErrorFrom } from './order-error.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('orderErrorFrom', () => {
  it.each([
    { kind: 'network' as const, onLine: true, expected: 'network' },
    { kind: 'timeout' as const, onLine: true, expected: 'network' },
    { kind: 'network' as const, onLine: false, expected: 'offline' },
    { kind: 'timeout' as const, onLine: false, expected: 'offline' },
  ])(
    'a $kind failure while the device is online: $onLine reads as $expected',
    ({ kind, onLine, expected }) => {
      vi.stubGlobal('navigator', { onLine });
      expect(orderErrorFrom(new ApiError({ kind })).kind).toBe(expected);
    },
  );

  // Each browser's words for an import whose file did not arrive (Chromium, Firefox, Safari).
  const codeLoadFailures = [
    new TypeError('Failed to fetch dynamically imported module: https://menu.example/assets/a1b2c3d.js'),
    new TypeError('error loading dynamically imported module: https://menu.example/assets/a1b2c3d.js'),
    new TypeError('Importing a module script failed.'),
  ];

  it.each(
    codeLoadFailures.flatMap((error) => [
      { error, onLine: false, expected: 'offline' },
      { error, onLine: true, expected: 'network' },
    ]),
  )(
    "code that did not arrive ($error.message), online: $onLine, reads as $expected, not as the server's fault",
    ({ error, onLine, expected }) => {
      vi.stubGlobal('navigator', { onLine });
      expect(isCodeLoadFailure(error)).toBe(true);
      expect(orderErrorFrom(error).kind).toBe(expected);
    },
  );

  it.each([
    new TypeError("Cannot read properties of undefined (reading 'id')"),
    new Error('Failed to fetch dynamically imported module'),
    'Failed to fetch',
  ])("any other failure (%s) is still the server's kind, offline or not", (error) => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(isCodeLoadFailure(error)).toBe(false);
    expect(orderErrorFrom(error).kind).toBe('server');
  });

  it('an answer from the server is never "offline"', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(orderErrorFrom(new ApiError({ kind: 'http', status: 500 })).kind).toBe('server');
  });
});

describe('submitErrorFrom', () => {
  it('an order sent without an answer stays unknown even offline: it may have been placed', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(submitErrorFrom(new ApiError({ kind: 'timeout' })).kind).toBe('unknown-outcome');
  });
});
