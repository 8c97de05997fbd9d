import { describe, expect, it } from 'vitest';
import { lotName } from './lot-name.ts';

describe('lotName', () => {
  it.each([
    ['welcome', 'en', 'Welcome'],
    ['  welcome gift ', 'en', 'Welcome gift'],
    ['iPhone promo', 'en', 'iPhone promo'],
    ['VIP', 'en', 'VIP'],
    ['istanbul', 'tr', 'İstanbul'],
    ['هدية', 'ar', 'هدية'],
    ['', 'en', ''],
  ])('%j in %s → %j', (source, language, expected) => {
    expect(lotName(source, language)).toBe(expected);
  });
});
