import type { Middleware } from 'openapi-fetch';
import { API_VERSION_VALUE, HEADER, WEBAPP_FLAG_VALUE } from '../header-names.ts';

/** Marks the caller as the customer web app speaking API version 5 (spec §7). */
export function appHeaders(): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set(HEADER.webapp, WEBAPP_FLAG_VALUE);
      request.headers.set(HEADER.apiVersion, API_VERSION_VALUE);
    },
  };
}
