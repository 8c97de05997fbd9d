import { describe, expect, it } from 'vitest';
import {
  baseLanguage,
  businessWordIn,
  contentLanguageOrder,
  directionOf,
  localized,
  resolveInterfaceLocale,
} from './locales.ts';
import { formattingLocale } from './zoned-dates.ts';

describe('resolveInterfaceLocale', () => {
  it.each([
    ['cookie first', 'fr', ['ar-KW'], ['ar', 'en', 'fr'], 'fr'],
    ['browser language with a region', null, ['ar-KW', 'en-US'], ['ar', 'en'], 'ar'],
    ['browser languages in order', null, ['xx', 'de-DE', 'en'], [], 'de'],
    ['unsupported cookie is skipped', 'xx', ['en-GB'], ['ar', 'en'], 'en'],
    ['English when nothing matches and no business list', null, ['xx'], [], 'en'],
    ['business first locale when the choice is not offered', 'de', ['de-AT'], ['ar', 'en'], 'ar'],
    ['an offered browser language beats a cookie the business dropped', 'de', ['en-US'], ['ar', 'en'], 'en'],
    ['business locales with regions', null, ['tr'], ['tr-TR'], 'tr'],
    ['Urdu', 'ur', [], [], 'ur'],
  ])('%s', (_name, cookie, browserLanguages, businessLocales, expected) => {
    expect(resolveInterfaceLocale({ cookie, browserLanguages, businessLocales })).toBe(expected);
  });
});

describe('directionOf', () => {
  it.each([
    ['ar', 'rtl'],
    ['ar-KW', 'rtl'],
    ['fa', 'rtl'],
    ['ur', 'rtl'],
    ['en', 'ltr'],
    ['ku', 'ltr'],
    ['he', 'ltr'], // not an interface language
  ])('%s → %s', (locale, expected) => {
    expect(directionOf(locale)).toBe(expected);
  });
});

describe('formattingLocale and baseLanguage', () => {
  it.each([
    ['ar', 'KW', `ar-KW-u-nu-${new Intl.NumberFormat('ar').resolvedOptions().numberingSystem}`],
    ['en', 'kw', 'en-KW-u-nu-latn'],
    ['fa', 'KW', 'fa-KW-u-nu-arabext'],
    ['ar', null, `ar-u-nu-${new Intl.NumberFormat('ar').resolvedOptions().numberingSystem}`],
    ['ar', 'Kuwait', `ar-u-nu-${new Intl.NumberFormat('ar').resolvedOptions().numberingSystem}`],
  ])('%s with %j → %s', (locale, country, expected) => {
    expect(formattingLocale(locale, country)).toBe(expected);
  });

  it.each([
    ['ar-KW', 'ar'],
    ['EN_us', 'en'],
    ['fa', 'fa'],
  ])('baseLanguage(%s) → %s', (tag, expected) => {
    expect(baseLanguage(tag)).toBe(expected);
  });
});

describe('contentLanguageOrder', () => {
  it.each([
    ['de', ['ar', 'en'], ['de', 'ar', 'en']],
    ['ar-KW', ['ar', 'en'], ['ar', 'en']],
    ['fr', ['tr-TR', 'fr'], ['fr', 'tr', 'en']],
    ['en', [], ['en']],
    ['ja', ['', 'en'], ['ja', 'en']],
  ])('%s with business locales %j → %j', (active, businessLocales, expected) => {
    expect(contentLanguageOrder(active, businessLocales)).toEqual(expected);
  });
});

describe('localized: business content falls back active → business first locale → en → any', () => {
  const text = { en: 'Burger', ar: 'برغر', fr: '  ' };
  it.each([
    ['the active language', text, 'ar', [], 'برغر'],
    ['the active language with a region', text, 'ar-KW', [], 'برغر'],
    ['a regional key for the active language', { en: 'Tea', 'ar-KW': 'شاي' }, 'ar', [], 'شاي'],
    ['an exact key before a regional one', { 'pt-BR': 'Chá BR', pt: 'Chá' }, 'pt', [], 'Chá'],
    ['English when the business names none', text, 'de', [], 'Burger'],
    ['the business first locale before English', text, 'de', ['ar', 'en'], 'برغر'],
    ['only the first business locale counts, then English', text, 'de', ['tr', 'ar'], 'Burger'],
    ['blank text does not count', text, 'fr', ['ar', 'en'], 'برغر'],
    ['any text beats an empty name', { tr: 'Köfte', ru: 'Котлета' }, 'de', ['ar'], 'Köfte'],
    ['any non-blank text, skipping blanks', { tr: ' ', ru: 'Котлета' }, 'de', [], 'Котлета'],
    ['nothing at all', {}, 'en', ['ar'], ''],
    ['no text', null, 'en', [], ''],
  ])('%s', (_name, given, locale, businessLocales, expected) => {
    expect(localized(given, locale, businessLocales)).toBe(expected);
  });
});

describe('businessWordIn: a business word replaces ours only in its own language', () => {
  const table = { en: 'Booth', ar: 'جلسة' };
  it.each([
    [table, 'en', 'Booth'],
    [table, 'ar-KW', 'جلسة'],
    [table, 'th', ''],
    [{ ar: ' ' }, 'ar', ''],
    [null, 'en', ''],
  ])('%j in %s → %j', (given, locale, expected) => {
    expect(businessWordIn(given, locale)).toBe(expected);
  });
});
