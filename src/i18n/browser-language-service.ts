import type { I18n } from '@lingui/core';
import type { LanguageService } from '../stores/deps.ts';
import { activateLanguage } from './catalogs.ts';
import { languageCookieFor, readLanguageCookie } from './language-cookie.ts';

export function createBrowserLanguageService(i18n: I18n, secureCookie: boolean): LanguageService {
  return {
    activate: (locale, options) => activateLanguage(i18n, locale, options),
    readCookie: () => readLanguageCookie(document.cookie),
    writeCookie: (locale) => {
      document.cookie = languageCookieFor(locale, secureCookie);
    },
    browserLanguages: () => navigator.languages ?? [navigator.language],
  };
}
