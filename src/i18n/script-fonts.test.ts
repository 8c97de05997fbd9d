import { describe, expect, it } from 'vitest';
import { INTERFACE_LOCALES } from '../domain/locale-codes.ts';
import { scriptFontFor } from './script-fonts.ts';

describe('scriptFontFor', () => {
  it.each([
    ['ar', 'arabic'],
    ['fa', 'arabic'],
    ['ur', 'arabic'],
    ['ar-KW', 'arabic'],
    ['th', 'thai'],
    ['lo', 'lao'],
    ['km', 'khmer'],
    ['ka', 'georgian'],
    ['hy', 'armenian'],
    ['bn', 'bengali'],
    ['hi', 'devanagari'],
    ['ja', 'japanese'],
    ['ko', 'korean'],
    ['zh', 'chinese'],
    ['en', null],
    ['el', null],
    ['ru', null],
    ['mn', null],
    ['vi', null],
  ])('%s → %s', (locale, expected) => {
    expect(scriptFontFor(locale)).toBe(expected);
  });

  it('leaves exactly the Latin, Greek and Cyrillic languages to the system fonts', () => {
    const systemOnly = INTERFACE_LOCALES.filter((locale) => scriptFontFor(locale) === null);
    expect(systemOnly).toHaveLength(28);
    expect(systemOnly).toContain('en');
  });
});
