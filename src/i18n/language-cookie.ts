import { LOCALE_COOKIE } from '../domain/locales.ts';

/** The cookie that remembers the chosen language (spec §4): 365 days, path /, SameSite=Lax. */
const LANGUAGE_COOKIE = LOCALE_COOKIE.name;
const MAX_AGE_SECONDS = LOCALE_COOKIE.maxAgeDays * 24 * 60 * 60;

export function readLanguageCookie(cookieHeader: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) return decodeURIComponent(rest.join('=')) || null;
  }
  return null;
}

export function languageCookieFor(locale: string, secure: boolean): string {
  const attributes = [
    `${LANGUAGE_COOKIE}=${encodeURIComponent(locale)}`,
    `Max-Age=${MAX_AGE_SECONDS}`,
    `Path=${LOCALE_COOKIE.path}`,
    'SameSite=Lax',
  ];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}
