import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from './client.ts';
import { unwrap } from './errors.ts';
import { createIdempotencyKey, idempotencyHeader } from './idempotency.ts';
import { bearerHeader } from './standard-headers.ts';
import type { OrderPayload } from './types.ts';

const API = 'http://localhost/api';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Built inside each test, after the server listens, as the app's RootStore would build it. */
function makeClient(overrides: Partial<ApiClientOptions> = {}) {
  const onUnauthorized = vi.fn();
  const client = createApiClient({
    baseUrl: API,
    getLocale: () => 'ar',
    getToken: () => 'stored-token',
    now: () => new Date('2025-11-21T12:30:00.000Z'),
    onUnauthorized,
    retryDelayMs: 0,
    ...overrides,
  });
  return { client, onUnauthorized };
}

const shiftsBody = { time_zone: 'Asia/Kuwait', today: { date: '2025-11-21' }, days: [] };

/** Answers the shifts call with the given replies in turn and counts the calls. */
function shiftsAnswering(...replies: (() => Response)[]) {
  const calls = { count: 0 };
  server.use(
    http.get(`${API}/webapp/v5/shifts/:branchId`, () => {
      calls.count += 1;
      return (replies[calls.count - 1] ?? replies[replies.length - 1]!)();
    }),
  );
  return calls;
}

const getShifts = (client: ReturnType<typeof makeClient>['client']) =>
  unwrap(client.GET('/webapp/v5/shifts/{branchId}', { params: { path: { branchId: 31 } } }));

describe('createApiClient headers', () => {
  it('sends every header of spec §7 on each call', async () => {
    let seen: Headers | undefined;
    server.use(
      http.get(`${API}/webapp/v5/shifts/:branchId`, ({ request }) => {
        seen = request.headers;
        return HttpResponse.json(shiftsBody);
      }),
    );
    await getShifts(makeClient().client);
    expect(Object.fromEntries(seen!.entries())).toMatchObject({
      accept: 'application/json',
      'content-type': 'application/json',
      'x-webapp': 'true',
      'x-api-version': '5',
      'x-locale': 'ar',
      'cache-control': 'no-cache',
      pragma: 'no-cache',
      'x-current-time': '2025-11-21T12:30:00.000Z',
      authorization: 'Bearer stored-token',
    });
  });

  it.each([
    { name: 'no Authorization when logged out', stored: null, perCall: null, expected: null },
    { name: 'a token given for one call', stored: null, perCall: 'fresh', expected: 'Bearer fresh' },
    {
      name: 'the per-call token over the stored one',
      stored: 'old',
      perCall: 'fresh',
      expected: 'Bearer fresh',
    },
  ])('sends $name', async ({ stored, perCall, expected }) => {
    let authorization: string | null = 'unset';
    server.use(
      http.get(`${API}/webapp/profile/:userId`, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({
          user: { id: 501, business_id: 12, name: 'Sara', phone: '+96550001234', locations: [] },
        });
      }),
    );
    const { client } = makeClient({ getToken: () => stored });
    const data = await unwrap(
      client.GET('/webapp/profile/{userId}', {
        params: { path: { userId: 501 } },
        ...(perCall ? { headers: bearerHeader(perCall) } : {}),
      }),
    );
    expect(data.user.id).toBe(501);
    expect(authorization).toBe(expected);
  });
});

describe('createApiClient retry', () => {
  it('retries a GET once after a 503 and returns the second reply', async () => {
    const calls = shiftsAnswering(
      () => HttpResponse.json({ message: 'busy' }, { status: 503 }),
      () => HttpResponse.json(shiftsBody),
    );
    await expect(getShifts(makeClient().client)).resolves.toEqual(shiftsBody);
    expect(calls.count).toBe(2);
  });

  it('raises a typed http error after the one retry', async () => {
    const calls = shiftsAnswering(() =>
      HttpResponse.json({ message: 'Try later', code: 'busy' }, { status: 429 }),
    );
    await expect(getShifts(makeClient().client)).rejects.toMatchObject({
      kind: 'http',
      status: 429,
      serverMessage: 'Try later',
      code: 'busy',
    });
    expect(calls.count).toBe(2);
  });

  it('retries a GET after a network error, then raises a network error', async () => {
    const calls = shiftsAnswering(() => HttpResponse.error());
    await expect(getShifts(makeClient().client)).rejects.toMatchObject({ name: 'ApiError', kind: 'network' });
    expect(calls.count).toBe(2);
  });

  it('never retries a POST', async () => {
    let calls = 0;
    server.use(
      http.post(`${API}/service/pos/calc-order/:branchId`, () => {
        calls += 1;
        return HttpResponse.json({ message: 'down' }, { status: 503 });
      }),
    );
    const { client } = makeClient();
    const pending = unwrap(
      client.POST('/service/pos/calc-order/{branchId}', {
        params: { path: { branchId: 31 } },
        body: order(),
      }),
    );
    await expect(pending).rejects.toMatchObject({ kind: 'http', status: 503 });
    expect(calls).toBe(1);
  });
});

describe('createApiClient timeout', () => {
  it('ends a slow call with a typed timeout error', async () => {
    server.use(
      http.get(`${API}/webapp/v5/shifts/:branchId`, async () => {
        await delay(1000);
        return HttpResponse.json(shiftsBody);
      }),
    );
    await expect(getShifts(makeClient({ timeoutMs: 30 }).client)).rejects.toMatchObject({ kind: 'timeout' });
  });
});

describe('createApiClient 401 and 403', () => {
  it.each([
    { status: 401, path: '/webapp/v5/orders/12', reported: true },
    { status: 403, path: '/webapp/v5/orders/12', reported: true },
    { status: 404, path: '/webapp/v5/orders/12', reported: false },
  ])('reports $status on the orders call: $reported', async ({ status, reported }) => {
    server.use(
      http.get(`${API}/webapp/v5/orders/:businessId`, () => HttpResponse.json({ message: 'no' }, { status })),
    );
    const { client, onUnauthorized } = makeClient();
    const pending = unwrap(
      client.GET('/webapp/v5/orders/{businessId}', { params: { path: { businessId: 12 } } }),
    );
    await expect(pending).rejects.toMatchObject({ kind: 'http', status });
    expect(onUnauthorized).toHaveBeenCalledTimes(reported ? 1 : 0);
  });

  it('does not report a 401 on the profile call (the app logs out quietly)', async () => {
    server.use(
      http.get(`${API}/webapp/profile/:userId`, () =>
        HttpResponse.json({ message: 'expired' }, { status: 401 }),
      ),
    );
    const { client, onUnauthorized } = makeClient();
    const pending = unwrap(client.GET('/webapp/profile/{userId}', { params: { path: { userId: 501 } } }));
    await expect(pending).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('createApiClient replies', () => {
  it('raises a server-message error for the legacy menu reply with error: 1', async () => {
    server.use(
      http.get(`${API}/webapp/v5/menu/:branchId`, () =>
        HttpResponse.json({
          error: 1,
          message: 'Menu unavailable',
          menu: null,
          smart_categories: [],
          highlightedCat: null,
          showStandardSubCats: false,
        }),
      ),
    );
    const { client } = makeClient();
    const pending = unwrap(client.GET('/webapp/v5/menu/{branchId}', { params: { path: { branchId: 31 } } }));
    await expect(pending).rejects.toMatchObject({
      kind: 'server-message',
      serverMessage: 'Menu unavailable',
    });
  });

  it('sends the Idempotency-Key and the JSON body of an order', async () => {
    let key: string | null = null;
    let body: unknown;
    server.use(
      http.post(`${API}/webapp/order`, async ({ request }) => {
        key = request.headers.get('Idempotency-Key');
        body = await request.json();
        return HttpResponse.json(
          { message: 'still processing', code: 'idempotency_key_in_flight' },
          { status: 409 },
        );
      }),
    );
    const { client } = makeClient();
    const attemptKey = createIdempotencyKey();
    const pending = unwrap(
      client.POST('/webapp/order', { params: { header: idempotencyHeader(attemptKey) }, body: order() }),
    );
    await expect(pending).rejects.toMatchObject({ status: 409, code: 'idempotency_key_in_flight' });
    expect(key).toBe(attemptKey);
    expect(body).toEqual(order());
  });
});

function order(): OrderPayload {
  return {
    branch_id: 31,
    selling_types: 'car_pickup',
    payment_type: 2,
    use_wallet: false,
    name: 'Sara',
    phone: '+96550001234',
    car: { plate: '12345', color: 'white' },
    order_lines: [
      {
        item_id: 101,
        quantity: 1,
        price_label_id: 1001,
        modifiers: '',
        modifiers_details: [],
        unit_price: 1750,
        total_price: 1750,
      },
    ],
  };
}
