import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { unwrap } from './errors.ts';
import { createBuildManifestClient, createGeocodeClient } from './outside-clients.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const place = {
  place_id: 98765,
  lat: '29.33412',
  lon: '48.07631',
  display_name: '12, Salem Al-Mubarak Street, Salmiya, Kuwait',
  address: { building: '12', road: 'Salem Al-Mubarak Street', suburb: 'Salmiya' },
};

describe('createGeocodeClient', () => {
  it('asks the maps service at street level and sends none of our API headers', async () => {
    let seen: Request | undefined;
    server.use(
      http.get('http://localhost/geocode/reverse', ({ request }) => {
        seen = request;
        return HttpResponse.json(place);
      }),
    );
    const geocode = createGeocodeClient({ baseUrl: 'http://localhost/geocode' });
    const data = await unwrap(
      geocode.GET('/reverse', {
        params: { query: { lat: 29.33412, lon: 48.07631, zoom: 18, format: 'jsonv2' } },
      }),
    );
    expect(data).toEqual(place);
    const url = new URL(seen!.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lat: '29.33412',
      lon: '48.07631',
      zoom: '18',
      format: 'jsonv2',
    });
    expect(seen!.headers.get('Accept')).toBe('application/json');
    for (const name of ['Authorization', 'X-Webapp', 'X-Api-Version', 'X-Locale', 'X-Current-Time']) {
      expect(seen!.headers.has(name)).toBe(false);
    }
  });

  it('retries a failed search once like the API client', async () => {
    let calls = 0;
    server.use(
      http.get('http://localhost/geocode/search', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'busy' }, { status: 503 })
          : HttpResponse.json([place]);
      }),
    );
    const geocode = createGeocodeClient({ baseUrl: 'http://localhost/geocode', retryDelayMs: 0 });
    const data = await unwrap(
      geocode.GET('/search', { params: { query: { q: 'Salmiya', format: 'jsonv2', countrycodes: 'kw' } } }),
    );
    expect(data).toHaveLength(1);
    expect(calls).toBe(2);
  });
});

describe('createBuildManifestClient', () => {
  it('reads the manifest past every cache', async () => {
    let cacheControl: string | null = null;
    server.use(
      http.get('http://localhost/build.json', ({ request }) => {
        cacheControl = request.headers.get('Cache-Control');
        return HttpResponse.json({ buildId: 'a1b2c3d', builtAt: '2025-11-21T06:00:00Z' });
      }),
    );
    const builds = createBuildManifestClient({ baseUrl: 'http://localhost' });
    await expect(unwrap(builds.GET('/build.json'))).resolves.toEqual({
      buildId: 'a1b2c3d',
      builtAt: '2025-11-21T06:00:00Z',
    });
    expect(cacheControl).toBe('no-cache');
  });
});
