import { describe, expect, it } from 'vitest';
import { isHttpUrl, withoutTrailingSlash } from './trailing-slash.ts';

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

describe('isHttpUrl', () => {
  it.each([
    ['https://example.test/menu', true],
    ['http://localhost:4319/demo', true],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['/relative', false],
    ['', false],
    [null, false],
  ])('%j → %s', (value, expected) => {
    expect(isHttpUrl(value)).toBe(expected);
  });
});
