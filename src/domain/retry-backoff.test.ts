import { describe, expect, it } from 'vitest';
import { AUTOMATIC_RESOLUTIONS, resolutionDelayMs } from './retry-backoff.ts';

describe('resolutionDelayMs', () => {
  it.each([
    [0, 2_000],
    [1, 4_000],
    [2, 8_000],
    [3, 16_000],
    [4, 30_000],
    [5, 30_000],
    [AUTOMATIC_RESOLUTIONS, null],
    [-1, null],
    [1.5, null],
  ])('after %s checks waits %s ms', (tried, expected) => {
    expect(resolutionDelayMs(tried)).toBe(expected);
  });
});
