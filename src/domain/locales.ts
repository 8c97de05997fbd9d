/**
 * Interface language (spec §1, §4, §9): which one to show, its writing direction, and picking a
 * text out of a LocalizedText.
 */
import type { LocalizedText } from './model.ts';
import { INTERFACE_LOCALES, RTL_LOCALES, SOURCE_LOCALE, type InterfaceLocale } from './locale-codes.ts';

/** Spec §4: the cookie that remembers the chosen language. */
export const LOCALE_COOKIE = {
  name: 'i18n_redirected',
  maxAgeDays: 365,
  path: '/',
  sameSite: 'lax',
} as const;

const INTERFACE_SET: ReadonlySet<string> = new Set(INTERFACE_LOCALES);

/** "ar-KW", "AR_kw", "ar" → "ar". */
export function baseLanguage(tag: string): string {
  return tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
}

export function isInterfaceLocale(tag: string): tag is InterfaceLocale {
  return INTERFACE_SET.has(tag);
}

/**
 * The language to show: the cookie's, else the first of the browser's languages we have (ar-KW
 * counts as ar), that the business offers. When none fits, the business's first locale (its main
 * language serves its customers better than English), else English.
 */
export function resolveInterfaceLocale(input: {
  cookie: string | null | undefined;
  browserLanguages: readonly string[];
  businessLocales: readonly string[];
}): InterfaceLocale {
  const offered = input.businessLocales.map(baseLanguage).filter(isInterfaceLocale);
  const isOffered = (locale: InterfaceLocale) => offered.length === 0 || offered.includes(locale);
  const candidates = [input.cookie, ...input.browserLanguages]
    .filter((tag): tag is string => typeof tag === 'string' && tag.trim() !== '')
    .map(baseLanguage)
    .filter(isInterfaceLocale);
  return candidates.find(isOffered) ?? offered[0] ?? SOURCE_LOCALE;
}

export type TextDirection = 'ltr' | 'rtl';

export function directionOf(locale: string): TextDirection {
  return RTL_LOCALES.has(baseLanguage(locale)) ? 'rtl' : 'ltr';
}

/**
 * The Intl/Luxon locale for dates and numbers: the language plus the business country, so Arabic
 * in Kuwait gets Arabic-Indic digits (plain "ar" gives Latin digits in Luxon).
 */
export function formattingLocale(locale: string, countryCode: string | null | undefined): string {
  const language = baseLanguage(locale);
  const country = countryCode?.trim().toUpperCase();
  if (!country || !/^[A-Z]{2}$/.test(country)) return language;
  return `${language}-${country}`;
}

/**
 * A LocalizedText in the wanted locale, else its base language, else the fallbacks in order, else
 * any text it has (a name in another language beats an empty label), else ''.
 */
export function localized(
  text: LocalizedText | null | undefined,
  locale: string,
  fallbacks: readonly string[] = [],
): string {
  if (!text) return '';
  const present = (key: string) => {
    const value = text[key];
    return value != null && value.trim() !== '' ? value : null;
  };
  for (const key of [locale, baseLanguage(locale), ...fallbacks]) {
    const value = present(key);
    if (value != null) return value;
  }
  for (const key of Object.keys(text)) {
    const value = present(key);
    if (value != null) return value;
  }
  return '';
}
