import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './schema.gen.ts';
import { HEADER, JSON_MEDIA_TYPE } from './header-names.ts';
import { lazyGlobalFetch } from './client.ts';
import { noCacheHeaders } from './middleware/standard-headers.ts';
import { withRetry } from './retry.ts';
import { DEFAULT_TIMEOUT_MS, withTimeout, type SendRequest } from './transport.ts';

export type GeocodeClient = Client<Pick<paths, '/search' | '/reverse'>>;
export type BuildManifestClient = Client<Pick<paths, '/build.json'>>;

export interface OutsideClientOptions {
  baseUrl: string;
  fetch?: SendRequest;
  timeoutMs?: number;
  retryDelayMs?: number;
}

/**
 * Outside hosts get only Accept: our X- headers and the bearer token are not theirs to see, and
 * custom headers would make a cross-origin maps host demand a CORS preflight.
 */
const acceptJson: Middleware = {
  onRequest({ request }) {
    request.headers.set(HEADER.accept, JSON_MEDIA_TYPE);
  },
};

function createOutsideClient<P extends object>(options: OutsideClientOptions): Client<P> {
  const transport = withTimeout(options.fetch ?? lazyGlobalFetch, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const send = withRetry(
    transport,
    options.retryDelayMs === undefined ? {} : { delayMs: options.retryDelayMs },
  );
  const client = createClient<P>({ baseUrl: options.baseUrl, fetch: send });
  client.use(acceptJson);
  return client;
}

/** The Nominatim-compatible maps search; '/geocode' in development and tests (mock backend). */
export function createGeocodeClient(options: OutsideClientOptions): GeocodeClient {
  return createOutsideClient(options);
}

/**
 * The deployed build's manifest (same origin: baseUrl ''), fetched hourly to notice a newer
 * build. Sent with no-cache because a cached manifest would hide exactly the change we look for.
 */
export function createBuildManifestClient(options: OutsideClientOptions): BuildManifestClient {
  const client = createOutsideClient<Pick<paths, '/build.json'>>(options);
  client.use(noCacheHeaders());
  return client;
}
