import type { Middleware } from 'openapi-fetch';
import { HEADER } from '../header-names.ts';

export type TokenSource = () => string | null | undefined;

/** `{ headers: bearerHeader(token) }` passes a token for one call (e.g. right after verify). */
export function bearerHeader(token: string): Record<string, string> {
  return { [HEADER.authorization]: `Bearer ${token}` };
}

/**
 * Adds the logged-in user's token. A token given for this one call (an Authorization header
 * already on the request) wins over the stored one.
 */
export function bearerAuth(getToken: TokenSource): Middleware {
  return {
    onRequest({ request }) {
      if (request.headers.has(HEADER.authorization)) return;
      const token = getToken();
      if (token) request.headers.set(HEADER.authorization, `Bearer ${token}`);
    },
  };
}
