import type { Middleware } from 'openapi-fetch';
import { HEADER } from '../header-names.ts';

/**
 * Sends the client's clock so the server answers "open now" and slots for the customer's moment
 * (the shifts call depends on it). The clock is injected so tests and the mock backend agree.
 */
export function currentTimeHeader(now: () => Date): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set(HEADER.currentTime, now().toISOString());
    },
  };
}
