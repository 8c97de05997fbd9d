/**
 * Where the app may send a customer back to when the address came from outside (the login's
 * `redirect` parameter): only a path of this app. Anything else, however it is dressed up, gives
 * the fallback: browsers read "\" as "/" and drop tabs and newlines inside a URL, so "/\evil",
 * "/\t/evil" and "//evil" would all leave the site.
 */
const INVISIBLE_OR_CONTROL =
  // Control characters are exactly what this must catch.
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/;
const LONGEST_PATH = 2_048;
const PROBE_ORIGIN = 'https://app.invalid';

export function safeReturnPath(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || value.length > LONGEST_PATH) return fallback;
  if (!value.startsWith('/') || value.startsWith('//')) return fallback;
  if (value.includes('\\') || /\s/.test(value) || INVISIBLE_OR_CONTROL.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
