/**
 * Fonts per script. Kiosks and tablets often run a bare browser with few fonts: Debian's Chromium
 * brings Latin, Greek and Cyrillic (Liberation, DejaVu) and nothing for Thai, Khmer, Bengali,
 * Devanagari or CJK, and Arabic without the Urdu letters. So a language in another script loads its
 * Noto family (@fontsource-variable, same-origin files for CSP font-src 'self'), and only while it
 * is active: English and the other Latin, Greek and Cyrillic languages load no font at all. This
 * module is itself loaded lazily (ThemeRoot), so none of it is in the first load.
 */
import { baseLanguage } from '../domain/locales.ts';

export type ScriptFont =
  | 'arabic'
  | 'thai'
  | 'lao'
  | 'khmer'
  | 'georgian'
  | 'armenian'
  | 'bengali'
  | 'devanagari'
  | 'japanese'
  | 'korean'
  | 'chinese';

const SCRIPT_FONT_OF_LANGUAGE: Readonly<Record<string, ScriptFont>> = {
  ar: 'arabic',
  fa: 'arabic',
  ur: 'arabic',
  th: 'thai',
  lo: 'lao',
  km: 'khmer',
  ka: 'georgian',
  hy: 'armenian',
  bn: 'bengali',
  hi: 'devanagari',
  ja: 'japanese',
  ko: 'korean',
  zh: 'chinese',
};

/** The font family each script font declares (what the browser reports as the rendering font). */
export const SCRIPT_FONT_FAMILY: Readonly<Record<ScriptFont, string>> = {
  arabic: 'Noto Sans Arabic',
  thai: 'Noto Sans Thai',
  lao: 'Noto Sans Lao',
  khmer: 'Noto Sans Khmer',
  georgian: 'Noto Sans Georgian',
  armenian: 'Noto Sans Armenian',
  bengali: 'Noto Sans Bengali',
  devanagari: 'Noto Sans Devanagari',
  japanese: 'Noto Sans JP',
  korean: 'Noto Sans KR',
  chinese: 'Noto Sans SC',
};

// Each stylesheet is a chunk of its own: the active language's script is the only one fetched.
const STYLESHEETS: Readonly<Record<ScriptFont, () => Promise<unknown>>> = {
  arabic: () => import('./fonts/arabic.css'),
  thai: () => import('./fonts/thai.css'),
  lao: () => import('./fonts/lao.css'),
  khmer: () => import('./fonts/khmer.css'),
  georgian: () => import('./fonts/georgian.css'),
  armenian: () => import('./fonts/armenian.css'),
  bengali: () => import('./fonts/bengali.css'),
  devanagari: () => import('./fonts/devanagari.css'),
  japanese: () => import('./fonts/japanese.css'),
  korean: () => import('./fonts/korean.css'),
  chinese: () => import('./fonts/chinese.css'),
};

/** The font a language needs loaded, or null when the system's fonts serve it (Latin, Greek, Cyrillic). */
export function scriptFontFor(locale: string): ScriptFont | null {
  return SCRIPT_FONT_OF_LANGUAGE[baseLanguage(locale)] ?? null;
}

/**
 * Loads the active language's font stylesheet (once; the browser keeps it). Its rules apply under
 * `:root:lang(..)` only, so switching back to English needs no unloading. A failed load leaves the
 * system's fonts in place.
 */
export async function loadScriptFont(locale: string): Promise<void> {
  const font = scriptFontFor(locale);
  if (!font) return;
  try {
    await STYLESHEETS[font]();
  } catch (error) {
    console.warn(`The ${SCRIPT_FONT_FAMILY[font]} font could not be loaded`, error);
  }
}
