import type { Middleware } from 'openapi-fetch';
import { HEADER } from '../header-names.ts';
import { NO_CACHE_HEADERS, standardHeaders } from '../standard-headers.ts';

export type TokenSource = () => string | null | undefined;

export interface StandardHeaderSources {
  /** The active interface locale, read on every call: a language switch applies at once. */
  getLocale: () => string;
  now: () => Date;
  /** The stored token, read on every call; null when logged out. */
  getToken: TokenSource;
}

/** What a call may set itself: a form's own Content-Type, a one-call token (bearerHeader). */
const callsOwn = (name: string) => name === HEADER.contentType || name === HEADER.authorization;

/** Sets the standard headers (standard-headers.ts) on every call to our API. */
export function standardHeadersMiddleware(sources: StandardHeaderSources): Middleware {
  return {
    onRequest({ request }) {
      const headers = standardHeaders({
        locale: sources.getLocale(),
        now: sources.now(),
        token: sources.getToken(),
      });
      for (const [name, value] of headers) {
        if (callsOwn(name) && request.headers.has(name)) continue;
        request.headers.set(name, value);
      }
    },
  };
}

/** Only the no-cache headers: for outside hosts, which must not see our X- headers or the token. */
export function noCacheHeaders(): Middleware {
  return {
    onRequest({ request }) {
      for (const [name, value] of NO_CACHE_HEADERS) request.headers.set(name, value);
    },
  };
}
