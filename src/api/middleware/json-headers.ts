import type { Middleware } from 'openapi-fetch';
import { HEADER, JSON_MEDIA_TYPE } from '../header-names.ts';

/** Every call speaks JSON both ways (spec §7); a per-call Content-Type (e.g. a file upload) wins. */
export function jsonHeaders(): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set(HEADER.accept, JSON_MEDIA_TYPE);
      if (!request.headers.has(HEADER.contentType)) {
        request.headers.set(HEADER.contentType, JSON_MEDIA_TYPE);
      }
    },
  };
}
