import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema.gen.ts';
import { standardHeadersMiddleware, type TokenSource } from './middleware/standard-headers.ts';
import { unauthorizedHandler } from './middleware/unauthorized.ts';
import { withRetry } from './retry.ts';
import { DEFAULT_TIMEOUT_MS, withTimeout, type SendRequest } from './transport.ts';

/** Paths served by other hosts; they have their own clients (outside-clients.ts). */
export type OutsidePath = '/search' | '/reverse' | '/build.json';
export type ApiPaths = Omit<paths, OutsidePath>;
export type ApiClient = Client<ApiPaths>;

export interface ApiClientOptions {
  /** The API base, e.g. '/api' in the browser or 'http://localhost/api' in node tests. */
  baseUrl: string;
  /**
   * Sends a request. Defaults to the global fetch looked up at call time, so MSW (which replaces
   * globalThis.fetch when its server starts) intercepts even a client created earlier.
   */
  fetch?: SendRequest;
  /** The active interface locale, read on every call. */
  getLocale: () => string;
  /** The stored token, read on every call; null when logged out. */
  getToken: TokenSource;
  /** The clock behind the X-Current-Time header. */
  now: () => Date;
  /** Called on 401/403 from any call except the profile call. */
  onUnauthorized: (response: Response) => void;
  /** Deadline for each attempt, body included. Default 15 s. */
  timeoutMs?: number;
  /** Pause before the one retry of an idempotent call. Default 300 ms. */
  retryDelayMs?: number;
}

export const lazyGlobalFetch: SendRequest = (request) => globalThis.fetch(request);

/**
 * Builds a typed client for our API. A factory, never a module-level singleton: the RootStore
 * gets one injected, and each test builds its own after its MSW server listens.
 *
 * Order and reservation POSTs need their Idempotency-Key as a header parameter; see
 * idempotency.ts. A token for one call only: `{ headers: bearerHeader(token) }`.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const send = withRetry(
    withTimeout(options.fetch ?? lazyGlobalFetch, options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    {
      ...(options.retryDelayMs === undefined ? {} : { delayMs: options.retryDelayMs }),
    },
  );
  const client = createClient<ApiPaths>({ baseUrl: options.baseUrl, fetch: send });
  client.use(standardHeadersMiddleware(options), unauthorizedHandler(options.onUnauthorized));
  return client;
}
