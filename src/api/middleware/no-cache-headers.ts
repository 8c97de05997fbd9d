import type { Middleware } from 'openapi-fetch';
import { HEADER } from '../header-names.ts';

/**
 * Menus, shifts and prices change during the day; no cache between us and the server may answer
 * for it. Pragma covers HTTP/1.0 proxies that ignore Cache-Control.
 */
export function noCacheHeaders(): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set(HEADER.cacheControl, 'no-cache');
      request.headers.set(HEADER.pragma, 'no-cache');
    },
  };
}
