import { describe, expect, it } from 'vitest';
import { isolate, isolateLtr } from './bidi-isolate.ts';

describe('bidi isolates', () => {
  it.each([
    [isolateLtr, '+965 5000 1234', '\u2066+965 5000 1234\u2069'],
    [isolateLtr, 'SAVE10', '\u2066SAVE10\u2069'],
    [isolate, 'د.ك.‏ ٥٫٠٠٠', '\u2068د.ك.‏ ٥٫٠٠٠\u2069'],
  ])('%o wraps %j', (wrap, text, expected) => {
    expect(wrap(text)).toBe(expected);
  });
});
