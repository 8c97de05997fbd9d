import { describe, expect, it } from 'vitest';
import { INTERFACE_LOCALES } from '../domain/locale-codes.ts';
import { nativeLanguageName } from './language-names.ts';

describe('nativeLanguageName', () => {
  it.each([
    ['ar', 'العربية'],
    ['en', 'English'],
    ['ja', '日本語'],
    ['de', 'Deutsch'],
  ])('names %s as %s', (code, name) => {
    expect(nativeLanguageName(code)).toBe(name);
  });

  it('has a name other than the bare code for every interface language', () => {
    const unnamed = INTERFACE_LOCALES.filter((code) => nativeLanguageName(code) === code);
    expect(unnamed).toEqual([]);
  });
});
