import { describe, expect, it } from 'vitest';
import {
  deleteBackward,
  deviceTextEntry,
  EXTRA_LATIN_LETTERS,
  letterLayoutFor,
  letterRows,
  scriptOf,
  typeText,
} from './device-text-entry.ts';
import { INTERFACE_LOCALES } from './locale-codes.ts';

// Every interface language: its script and the letter layout a device offers for words.
const EXPECTED: Record<(typeof INTERFACE_LOCALES)[number], [string, 'latin' | 'arabic' | null]> = {
  ar: ['arabic', 'arabic'],
  az: ['latin', 'latin'],
  bg: ['cyrillic', null],
  bn: ['bengali', null],
  ca: ['latin', 'latin'],
  de: ['latin', 'latin'],
  el: ['greek', null],
  en: ['latin', 'latin'],
  es: ['latin', 'latin'],
  et: ['latin', 'latin'],
  fi: ['latin', 'latin'],
  fr: ['latin', 'latin'],
  ha: ['latin', 'latin'],
  hi: ['devanagari', null],
  hr: ['latin', 'latin'],
  hu: ['latin', 'latin'],
  hy: ['armenian', null],
  it: ['latin', 'latin'],
  ja: ['japanese', null],
  ka: ['georgian', null],
  km: ['khmer', null],
  ko: ['hangul', null],
  ku: ['latin', 'latin'],
  lo: ['lao', null],
  mn: ['cyrillic', null],
  ms: ['latin', 'latin'],
  nl: ['latin', 'latin'],
  nn: ['latin', 'latin'],
  no: ['latin', 'latin'],
  pl: ['latin', 'latin'],
  pt: ['latin', 'latin'],
  ro: ['latin', 'latin'],
  ru: ['cyrillic', null],
  sq: ['latin', 'latin'],
  sv: ['latin', 'latin'],
  th: ['thai', null],
  tr: ['latin', 'latin'],
  ur: ['arabic', null],
  vi: ['latin', 'latin'],
  zh: ['han', null],
  fa: ['arabic', null],
};

describe('the letter layout of each of the 41 languages', () => {
  it.each(
    INTERFACE_LOCALES.map((locale) => ({ locale, script: EXPECTED[locale][0], layout: EXPECTED[locale][1] })),
  )('$locale: $script script, layout $layout', ({ locale, script, layout }) => {
    expect(scriptOf(locale)).toBe(script);
    expect(letterLayoutFor(locale)).toBe(layout);
    // Words are offered on a device exactly where there is a layout; numbers and codes always.
    expect(deviceTextEntry('kiosk', locale, 'text')).toEqual({ offered: layout !== null, keyboard: layout });
    expect(deviceTextEntry('table', locale, 'tel')).toEqual({ offered: true, keyboard: 'digits' });
    expect(deviceTextEntry('kiosk', locale, 'code')).toEqual({ offered: true, keyboard: 'latin' });
    expect(deviceTextEntry('phone', locale, 'text')).toEqual({ offered: true, keyboard: null });
    // A required words field is never left out: Latin letters where the language has no layout.
    expect(deviceTextEntry('table', locale, 'text', true)).toEqual({
      offered: true,
      keyboard: layout ?? 'latin',
    });
  });

  it('gives extra letters only to Latin-script languages, each letter once', () => {
    for (const [language, letters] of Object.entries(EXTRA_LATIN_LETTERS)) {
      expect(scriptOf(language)).toBe('latin');
      expect(new Set(Array.from(letters)).size).toBe(Array.from(letters).length);
    }
  });
});

describe('letterRows', () => {
  it.each([
    { locale: 'en', upper: false, rows: ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'] },
    { locale: 'en-GB', upper: true, rows: ['1234567890', 'QWERTYUIOP', 'ASDFGHJKL', 'ZXCVBNM'] },
    { locale: 'de', upper: false, rows: ['1234567890', 'äöüß', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'] },
    { locale: 'tr', upper: true, rows: ['1234567890', 'ÇĞIÖŞÜ', 'QWERTYUİOP', 'ASDFGHJKL', 'ZXCVBNM'] },
  ])('latin, $locale, upper $upper', ({ locale, upper, rows }) => {
    expect(letterRows('latin', locale, { upper }).map((row) => row.join(''))).toEqual(rows);
  });

  it('has the Arabic letters of the standard layout, with lam-alef as one key', () => {
    const keys = letterRows('arabic', 'ar').flat();
    for (const letter of 'ابتثجحخدذرزسشصضطظعغفقكلمنهويءآأإؤئىة') expect(keys).toContain(letter);
    expect(keys).toContain('لا');
  });
});

describe('typeText and deleteBackward', () => {
  it.each([
    { value: '', start: 0, end: 0, text: 'a', expected: { value: 'a', caret: 1 } },
    { value: 'Sra', start: 1, end: 1, text: 'a', expected: { value: 'Sara', caret: 2 } },
    { value: 'Sxxa', start: 1, end: 3, text: 'ar', expected: { value: 'Sara', caret: 3 } },
    { value: 'سا', start: 2, end: 2, text: 'رة', expected: { value: 'سارة', caret: 4 } },
    { value: 'ab', start: 99, end: 99, text: 'c', expected: { value: 'abc', caret: 3 } },
  ])('types "$text" into "$value" at $start–$end', ({ value, start, end, text, expected }) => {
    expect(typeText(value, start, end, text)).toEqual(expected);
  });

  it.each([
    { value: 'Sara', start: 4, end: 4, expected: { value: 'Sar', caret: 3 } },
    { value: 'Sara', start: 1, end: 3, expected: { value: 'Sa', caret: 1 } },
    { value: 'Sara', start: 0, end: 0, expected: { value: 'Sara', caret: 0 } },
    { value: 'a😀', start: 3, end: 3, expected: { value: 'a', caret: 1 } },
    { value: 'سارة', start: 4, end: 4, expected: { value: 'سار', caret: 3 } },
  ])('backspace in "$value" at $start–$end', ({ value, start, end, expected }) => {
    expect(deleteBackward(value, start, end)).toEqual(expected);
  });
});
