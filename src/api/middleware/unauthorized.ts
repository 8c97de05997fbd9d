import type { Middleware } from 'openapi-fetch';
import { isSessionRefusal } from '../../domain/auth.ts';

/**
 * The profile call is exempt: a profile check the server refuses logs the user out quietly
 * (spec §8) instead of sending them to the login page.
 */
export const UNAUTHORIZED_EXEMPT_PATHS: ReadonlySet<string> = new Set(['/webapp/profile/{userId}']);

/**
 * Reports 401/403 so the app can send the user to /{referenceId}/login (spec §8). The reply
 * itself still reaches the caller unchanged, which then fails with an ApiError as usual.
 */
export function unauthorizedHandler(
  onUnauthorized: (response: Response) => void,
  exemptPaths: ReadonlySet<string> = UNAUTHORIZED_EXEMPT_PATHS,
): Middleware {
  return {
    onResponse({ response, schemaPath }) {
      if (isSessionRefusal(response.status) && !exemptPaths.has(schemaPath)) {
        onUnauthorized(response);
      }
    },
  };
}
