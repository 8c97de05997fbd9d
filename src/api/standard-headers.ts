import { API_VERSION_VALUE, HEADER, JSON_MEDIA_TYPE, WEBAPP_FLAG_VALUE } from './header-names.ts';

/**
 * Menus, shifts and prices change during the day; no cache between us and the server may answer
 * for it. Pragma covers HTTP/1.0 proxies that ignore Cache-Control.
 */
export const NO_CACHE_HEADERS: ReadonlyArray<[name: string, value: string]> = [
  [HEADER.cacheControl, 'no-cache'],
  [HEADER.pragma, 'no-cache'],
];

export interface StandardHeaderFacts {
  /** The interface language; none is sent while it is not known yet (empty). */
  locale: string;
  /** The device's clock, sent as X-Current-Time. */
  now: Date;
  /** The session's token; null or empty when logged out. */
  token: string | null | undefined;
}

/**
 * The headers every call to the business's API carries (spec §7): JSON both ways, the web app
 * speaking API version 5, the customer's language, no cache on the way, the device's clock and,
 * logged in, the session's token. The app's client (middleware/standard-headers.ts) and
 * index.html's early business call (early-business-call.ts) both build them here, so the early
 * call is the very request the app would send.
 */
export function standardHeaders({ locale, now, token }: StandardHeaderFacts): [string, string][] {
  const headers: [string, string][] = [
    [HEADER.accept, JSON_MEDIA_TYPE],
    [HEADER.contentType, JSON_MEDIA_TYPE],
    [HEADER.webapp, WEBAPP_FLAG_VALUE],
    [HEADER.apiVersion, API_VERSION_VALUE],
    ...NO_CACHE_HEADERS,
    [HEADER.currentTime, now.toISOString()],
  ];
  if (locale) headers.push([HEADER.locale, locale]);
  if (token) headers.push([HEADER.authorization, `Bearer ${token}`]);
  return headers;
}

/** A token for one call only (registration, a new number): `{ headers: bearerHeader(token) }`. */
export function bearerHeader(token: string): Record<string, string> {
  return { [HEADER.authorization]: `Bearer ${token}` };
}
