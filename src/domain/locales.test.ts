import { describe, expect, it } from 'vitest';
import { baseLanguage, directionOf, formattingLocale, localized, resolveInterfaceLocale } from './locales.ts';

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
    ['ar', 'KW', 'ar-KW'],
    ['en', 'kw', 'en-KW'],
    ['ar', null, 'ar'],
    ['ar', 'Kuwait', 'ar'],
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

describe('localized', () => {
  const text = { en: 'Burger', ar: 'برغر', fr: '  ' };
  it.each([
    [text, 'ar', [], 'برغر'],
    [text, 'ar-KW', [], 'برغر'],
    [text, 'de', ['en'], 'Burger'],
    [text, 'fr', ['ar', 'en'], 'برغر'], // blank text does not count
    [text, 'de', [], 'Burger'], // any text beats an empty label
    [{}, 'en', ['ar'], ''],
    [null, 'en', [], ''],
  ])('%j in %s (fallbacks %j) → %j', (given, locale, fallbacks, expected) => {
    expect(localized(given, locale, fallbacks)).toBe(expected);
  });
});
