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
 * The digits a language is written with: Intl's own default for the language ("latn" for ar, en
 * and most; "arabext" for fa, "beng" for bn, "deva" for ne and mr). Every price, date, time,
 * count and calendar day of one language uses these (issue #32: Arabic mixed ١٢٣ and 123).
 */
export function numberingSystemOf(locale: string): string {
  // Not cached: only a new number or date format asks (money.ts keeps its formats).
  return new Intl.NumberFormat(baseLanguage(locale) || 'en').resolvedOptions().numberingSystem;
}

/**
 * Where business content (menu names, descriptions, labels) is looked for, in this fixed order:
 * the active language, the business's first locale (its main language), English, and last any
 * text it has. A name in another language beats an empty label, so a name is never blank.
 * Region tags count as their language both ways ("ar-KW" finds "ar" and "ar" finds "ar-KW").
 */
export function contentLanguageOrder(active: string, businessLocales: readonly string[]): string[] {
  return [...new Set([active, businessLocales[0] ?? '', SOURCE_LOCALE].map(baseLanguage).filter(Boolean))];
}

/**
 * A LocalizedText in the order of `contentLanguageOrder` (the active language, the business's first
 * locale, English), else the first non-blank text it has, else ''. An exact key ("ar") wins over a
 * regional one ("ar-KW").
 */
export function localized(
  text: LocalizedText | null | undefined,
  locale: string,
  businessLocales: readonly string[] = [],
): string {
  if (!text) return '';
  const keys = Object.keys(text).filter((key) => text[key]?.trim());
  const key =
    contentLanguageOrder(locale, businessLocales)
      .map(
        (language) =>
          keys.find((k) => k.toLowerCase() === language) ?? keys.find((k) => baseLanguage(k) === language),
      )
      .find((found) => found !== undefined) ?? keys[0];
  return key === undefined ? '' : (text[key] ?? '');
}

/**
 * The business's own word for one of the interface's (its label for "Table" or "Floor"), in the
 * active language only, else '': in another language our translated word reads better than the
 * business's English one.
 */
export function businessWordIn(text: LocalizedText | null | undefined, locale: string): string {
  const language = baseLanguage(locale);
  const inLanguage = Object.entries(text ?? {}).filter(([key]) => baseLanguage(key) === language);
  return localized(Object.fromEntries(inLanguage), locale);
}
