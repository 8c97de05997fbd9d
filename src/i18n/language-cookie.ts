/** The cookie that remembers the chosen language (spec §4): 365 days, path /, SameSite=Lax. */
export const LANGUAGE_COOKIE = 'i18n_redirected';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readLanguageCookie(cookieHeader: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) return decodeURIComponent(rest.join('=')) || null;
  }
  return null;
}

export function languageCookieFor(locale: string, secure: boolean): string {
  const attributes = [`${LANGUAGE_COOKIE}=${encodeURIComponent(locale)}`, `Max-Age=${ONE_YEAR_SECONDS}`, 'Path=/', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}
