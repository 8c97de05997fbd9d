import type { Middleware } from 'openapi-fetch';
import { HEADER } from '../header-names.ts';

/**
 * Sends the active interface locale so the server localises its messages. Read on every call,
 * not at creation, because the user can switch language at any time.
 */
export function localeHeader(getLocale: () => string): Middleware {
  return {
    onRequest({ request }) {
      const locale = getLocale();
      if (locale) request.headers.set(HEADER.locale, locale);
    },
  };
}
