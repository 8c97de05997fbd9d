/**
 * Typing on a kiosk or a table tablet (issue 30). Such a device has no keyboard of its own (a
 * kiosk browser shows none), so every text field it offers brings an on-screen one: a number pad
 * for a phone number, a letter keyboard in the active language's layout for words. The app has
 * layouts for Latin letters (QWERTY, with the language's own letters in an extra row) and for
 * Arabic; in the other scripts a device leaves free-text fields out (search becomes browsing by
 * category, notes and the name are not asked). A phone keeps its own keyboard.
 */
import type { DeviceMode } from './device.ts';
import { baseLanguage } from './locales.ts';

/** What a field takes: words in the customer's language, a phone number, or a code (coupon). */
export type TextEntryKind = 'text' | 'tel' | 'code';
export type LetterLayout = 'latin' | 'arabic';
/** The on-screen keyboard a field gets: letters, or the number pad. */
export type KeyboardLayout = LetterLayout | 'digits';

export type Script =
  | 'latin'
  | 'arabic'
  | 'cyrillic'
  | 'greek'
  | 'armenian'
  | 'georgian'
  | 'devanagari'
  | 'bengali'
  | 'thai'
  | 'lao'
  | 'khmer'
  | 'han'
  | 'japanese'
  | 'hangul';

/** The script each interface language is written in (src/domain/locale-codes.ts). */
export const SCRIPT_OF_LANGUAGE: Readonly<Record<string, Script>> = {
  ar: 'arabic',
  az: 'latin',
  bg: 'cyrillic',
  bn: 'bengali',
  ca: 'latin',
  de: 'latin',
  el: 'greek',
  en: 'latin',
  es: 'latin',
  et: 'latin',
  fi: 'latin',
  fr: 'latin',
  ha: 'latin',
  hi: 'devanagari',
  hr: 'latin',
  hu: 'latin',
  hy: 'armenian',
  it: 'latin',
  ja: 'japanese',
  ka: 'georgian',
  km: 'khmer',
  ko: 'hangul',
  ku: 'latin',
  lo: 'lao',
  mn: 'cyrillic',
  ms: 'latin',
  nl: 'latin',
  nn: 'latin',
  no: 'latin',
  pl: 'latin',
  pt: 'latin',
  ro: 'latin',
  ru: 'cyrillic',
  sq: 'latin',
  sv: 'latin',
  th: 'thai',
  tr: 'latin',
  ur: 'arabic',
  vi: 'latin',
  zh: 'han',
  fa: 'arabic',
};

export function scriptOf(locale: string): Script | null {
  return SCRIPT_OF_LANGUAGE[baseLanguage(locale)] ?? null;
}

/**
 * The letter layout for words in this language, or null when the app has none. Persian and Urdu
 * are written in Arabic script but need letters the Arabic layout lacks (پ چ ژ گ, ٹ ڈ ڑ ں ے).
 */
export function letterLayoutFor(locale: string): LetterLayout | null {
  const language = baseLanguage(locale);
  if (language === 'ar') return 'arabic';
  return scriptOf(language) === 'latin' ? 'latin' : null;
}

export interface DeviceTextEntry {
  /** Whether the field is shown at all. */
  offered: boolean;
  /** The on-screen keyboard it brings; null where the device's own keyboard serves (a phone). */
  keyboard: KeyboardLayout | null;
}

/**
 * How a field of this kind is typed into on this device in this language. Digits are the same in
 * every language, and codes (coupons) are Latin letters and digits whatever the language. A words
 * field the order cannot go without (an item the kitchen needs a note for) stays, with Latin
 * letters, where the language has no layout: leaving it out would leave the customer stuck.
 */
export function deviceTextEntry(
  device: DeviceMode,
  locale: string,
  kind: TextEntryKind,
  required = false,
): DeviceTextEntry {
  if (device === 'phone') return { offered: true, keyboard: null };
  if (kind === 'tel') return { offered: true, keyboard: 'digits' };
  if (kind === 'code') return { offered: true, keyboard: 'latin' };
  const layout = letterLayoutFor(locale) ?? (required ? 'latin' : null);
  return layout ? { offered: true, keyboard: layout } : { offered: false, keyboard: null };
}

/** The language's own letters beyond a–z, a row of their own on the Latin layout. */
export const EXTRA_LATIN_LETTERS: Readonly<Record<string, string>> = {
  az: 'əçğıöşü',
  ca: 'àçèéíïòóúü',
  de: 'äöüß',
  es: 'áéíñóúü',
  et: 'äõöüšž',
  fi: 'äöå',
  fr: 'àâçéèêëîïôùû',
  ha: 'ɓɗƙƴ',
  hr: 'čćđšž',
  hu: 'áéíóöőúüű',
  it: 'àèéìòù',
  ku: 'çêîşû',
  nl: 'éëïó',
  nn: 'æøå',
  no: 'æøå',
  pl: 'ąćęłńóśźż',
  pt: 'áâãàçéêíóôõú',
  ro: 'ăâîșț',
  sq: 'çë',
  sv: 'åäö',
  tr: 'çğıöşü',
  vi: 'ăâđêôơư',
};

const LATIN_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const ARABIC_ROWS = ['ضصثقفغعهخحجد', 'شسيبلاتنمكط', 'ذئءؤرىةوزظ'];
const DIGIT_ROW = '1234567890';

/**
 * The character keys of a letter layout, row by row (digits first; the last row is the one the
 * keyboard flanks with shift and backspace). `upper` is the Latin layout's shift: letters in the
 * language's own capitals (Turkish i → İ). Arabic has no capitals; its hamza forms and lam-alef
 * (one key, two letters) make its last row.
 */
export function letterRows(
  layout: LetterLayout,
  locale: string,
  options: { upper?: boolean } = {},
): string[][] {
  const split = (row: string) => Array.from(row);
  if (layout === 'arabic') return [split(DIGIT_ROW), ...ARABIC_ROWS.map(split), ['أ', 'إ', 'آ', 'لا']];
  const extra = EXTRA_LATIN_LETTERS[baseLanguage(locale)] ?? '';
  const rows = [DIGIT_ROW, ...(extra ? [extra] : []), ...LATIN_ROWS].map(split);
  if (!options.upper) return rows;
  return rows.map((row) => row.map((key) => upperIn(key, locale)));
}

function upperIn(key: string, locale: string): string {
  try {
    return key.toLocaleUpperCase(baseLanguage(locale));
  } catch {
    return key.toUpperCase();
  }
}

/** The number pad's keys, row by row; '+' for an international number. */
export const DIGIT_PAD_ROWS: readonly (readonly string[])[] = [
  ['1', '2', '3'],
  ['4', '5', '6'],
  ['7', '8', '9'],
  ['+', '0'],
];

export interface TextEdit {
  value: string;
  /** Where the caret goes afterwards (a UTF-16 offset, as the input's selection counts). */
  caret: number;
}

/** `text` typed over the selection [start, end) (a caret when they are equal). */
export function typeText(value: string, start: number, end: number, text: string): TextEdit {
  const from = clamp(Math.min(start, end), value.length);
  const to = clamp(Math.max(start, end), value.length);
  return { value: value.slice(0, from) + text + value.slice(to), caret: from + text.length };
}

/**
 * Backspace: the selection goes, or else the one character before the caret (a whole code point,
 * so an emoji or a letter outside the BMP never leaves half a surrogate pair).
 */
export function deleteBackward(value: string, start: number, end: number): TextEdit {
  const from = clamp(Math.min(start, end), value.length);
  const to = clamp(Math.max(start, end), value.length);
  if (from !== to) return { value: value.slice(0, from) + value.slice(to), caret: from };
  if (from === 0) return { value, caret: 0 };
  const before = Array.from(value.slice(0, from));
  before.pop();
  const kept = before.join('');
  return { value: kept + value.slice(from), caret: kept.length };
}

function clamp(offset: number, length: number): number {
  return Math.max(0, Math.min(length, Number.isFinite(offset) ? offset : length));
}
