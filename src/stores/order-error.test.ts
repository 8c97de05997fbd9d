import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { orderErrorFrom, submitErrorFrom } from './order-error.ts';

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
