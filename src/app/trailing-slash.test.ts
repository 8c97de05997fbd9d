import { describe, expect, it } from 'vitest';
import { withoutTrailingSlash } from './trailing-slash.ts';

describe('withoutTrailingSlash', () => {
  it.each([
    ['/', null],
    ['/demo', null],
    ['/demo/', '/demo'],
    ['/demo/dine_in//', '/demo/dine_in'],
    ['//', '/'],
  ])('%j → %j', (path, expected) => {
    expect(withoutTrailingSlash(path)).toBe(expected);
  });
});
