import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client.ts';
import {
  adoptingEarlyBusinessCall,
  EARLY_BUSINESS_CALL,
  EARLY_CALL_MAX_AGE_MS,
  plannedBusinessCall,
  startEarlyBusinessCall,
  type DocumentFacts,
  type EarlyCall,
  type EarlyCallHolder,
} from './early-business-call.ts';

const NOW = new Date('2026-11-27T12:00:00.000Z');
const facts = (overrides: Partial<DocumentFacts> = {}): DocumentFacts => ({
  href: 'https://menu.example/demo/dine_in',
  apiBaseUrl: '/api',
  cookie: '',
  browserLanguages: ['en-US'],
  storedAuth: null,
  now: NOW,
  ...overrides,
});
const header = (planned: { headers: [string, string][] } | null, name: string) =>
  planned?.headers.find(([key]) => key === name)?.[1] ?? null;

describe('plannedBusinessCall', () => {
  it.each([
    [
      'a menu page',
      'https://menu.example/demo/dine_in',
      'https://menu.example/api/webapp/v5/restaurant/demo',
    ],
    ['the home', 'https://menu.example/demo', 'https://menu.example/api/webapp/v5/restaurant/demo'],
    [
      'an item page',
      'https://menu.example/demo/delivery/item/5?x=1#top',
      'https://menu.example/api/webapp/v5/restaurant/demo',
    ],
    [
      'an encoded reference id',
      'https://menu.example/caf%C3%A9/',
      'https://menu.example/api/webapp/v5/restaurant/caf%C3%A9',
    ],
    ['the landing page', 'https://menu.example/', null],
    ['the app’s own 404 page', 'https://menu.example/404', null],
    ['a broken escape', 'https://menu.example/%E0%A4%A/menu', null],
  ])('%s', (_, href, url) => {
    expect(plannedBusinessCall(facts({ href }))?.url ?? null).toBe(url);
  });

  it('sends to an API on another origin when the build says so', () => {
    const planned = plannedBusinessCall(facts({ apiBaseUrl: 'https://api.example/v/' }));
    expect(planned?.url).toBe('https://api.example/v/webapp/v5/restaurant/demo');
  });

  it.each([
    ['the remembered language first', 'i18n_redirected=ar; other=1', ['fr-FR'], 'ar'],
    ['the browser’s first language we have', '', ['xx', 'fr-CA', 'de'], 'fr'],
    ['English when none fits', 'i18n_redirected=xx', ['xx-YY'], 'en'],
  ])('speaks %s', (_, cookie, browserLanguages, locale) => {
    expect(header(plannedBusinessCall(facts({ cookie, browserLanguages })), 'X-Locale')).toBe(locale);
  });

  it.each([
    ['a stored session', JSON.stringify({ version: 1, data: { token: 'tok-1' } }), 'Bearer tok-1'],
    ['an unversioned session', JSON.stringify({ token: 'tok-0' }), 'Bearer tok-0'],
    ['no session', null, null],
    ['a logged-out session', JSON.stringify({ version: 1, data: { token: null } }), null],
    ['damaged storage', '{not json', null],
  ])('carries the token of %s', (_, storedAuth, authorization) => {
    expect(header(plannedBusinessCall(facts({ storedAuth })), 'Authorization')).toBe(authorization);
  });

  it('sends exactly the headers the app’s own client sends for the same call', async () => {
    const sent: Request[] = [];
    const client = createApiClient({
      baseUrl: 'https://menu.example/api',
      fetch: async (request) => {
        sent.push(request);
        return Response.json({ restaurant: null });
      },
      getLocale: () => 'ar',
      getToken: () => 'tok-1',
      now: () => NOW,
      onUnauthorized: () => undefined,
    });
    await client.GET('/webapp/v5/restaurant/{referenceId}', { params: { path: { referenceId: 'demo' } } });
    const planned = plannedBusinessCall(
      facts({
        cookie: 'i18n_redirected=ar',
        storedAuth: JSON.stringify({ version: 1, data: { token: 'tok-1' } }),
      }),
    )!;
    expect(planned.url).toBe(sent[0]!.url);
    const lower = (headers: Iterable<[string, string]>) =>
      Object.fromEntries([...headers].map(([name, value]) => [name.toLowerCase(), value]));
    expect(lower(planned.headers)).toEqual(lower(sent[0]!.headers));
  });
});

describe('adoptingEarlyBusinessCall', () => {
  const URL_ = 'https://menu.example/api/webapp/v5/restaurant/demo';
  const planned = plannedBusinessCall(facts())!;
  /** The app's request: the same headers, its own clock. */
  const appRequest = (changes: Record<string, string> = {}, url = URL_) =>
    new Request(url, {
      headers: Object.fromEntries([
        ...planned.headers.map(([name, value]) => [name, name === 'X-Current-Time' ? 'later' : value]),
        ...Object.entries(changes),
      ]),
    });
  const holding = (reply: Promise<Response>, startedAt = NOW.getTime()): EarlyCallHolder => ({
    [EARLY_BUSINESS_CALL]: { ...planned, reply, startedAt } satisfies EarlyCall,
  });
  const sendOwn = () => vi.fn(async () => new Response('own'));

  it('hands the early reply to the first matching request instead of sending a second', async () => {
    const send = sendOwn();
    const holder = holding(Promise.resolve(new Response('early')));
    const adopt = adoptingEarlyBusinessCall(send, holder, () => NOW.getTime() + 900);
    expect(await (await adopt(appRequest())).text()).toBe('early');
    expect(send).not.toHaveBeenCalled();
    // Once: the next business call is the app's own.
    expect(await (await adopt(appRequest())).text()).toBe('own');
    expect(holder[EARLY_BUSINESS_CALL]).toBeUndefined();
  });

  it.each([
    ['another language', { 'X-Locale': 'ar' }],
    ['a token the early call did not have', { Authorization: 'Bearer tok-2' }],
  ])('sends its own request when it asks in %s, and forgets the early one', async (_, changes) => {
    const send = sendOwn();
    const holder = holding(Promise.resolve(new Response('early')));
    const adopt = adoptingEarlyBusinessCall(send, holder, () => NOW.getTime());
    expect(await (await adopt(appRequest(changes))).text()).toBe('own');
    expect(holder[EARLY_BUSINESS_CALL]).toBeUndefined();
  });

  it('leaves the early call alone for requests to other addresses', async () => {
    const send = sendOwn();
    const holder = holding(Promise.resolve(new Response('early')));
    const adopt = adoptingEarlyBusinessCall(send, holder, () => NOW.getTime());
    await adopt(appRequest({}, 'https://menu.example/api/webapp/v5/shifts/1'));
    expect(send).toHaveBeenCalledTimes(1);
    expect(holder[EARLY_BUSINESS_CALL]).toBeDefined();
  });

  it('does not adopt a reply older than its limit', async () => {
    const send = sendOwn();
    const holder = holding(Promise.resolve(new Response('early')));
    const adopt = adoptingEarlyBusinessCall(send, holder, () => NOW.getTime() + EARLY_CALL_MAX_AGE_MS + 1);
    expect(await (await adopt(appRequest())).text()).toBe('own');
  });

  it('passes an early failure on as the app’s own first attempt (its retry follows)', async () => {
    const send = sendOwn();
    const failure = Promise.reject(new TypeError('offline'));
    failure.catch(() => undefined);
    const adopt = adoptingEarlyBusinessCall(send, holding(failure), () => NOW.getTime());
    await expect(adopt(appRequest())).rejects.toThrow('offline');
    expect(send).not.toHaveBeenCalled();
  });
});

describe('startEarlyBusinessCall', () => {
  it('sends the planned call and leaves it for the app', () => {
    const holder: EarlyCallHolder = {};
    const fetchReply = vi.fn(async () => new Response('early'));
    startEarlyBusinessCall(holder, facts(), fetchReply);
    expect(fetchReply).toHaveBeenCalledWith('https://menu.example/api/webapp/v5/restaurant/demo', {
      headers: plannedBusinessCall(facts())!.headers,
    });
    expect(holder[EARLY_BUSINESS_CALL]).toMatchObject({ startedAt: NOW.getTime() });
  });

  it('sends nothing on an address that is no business’s', () => {
    const holder: EarlyCallHolder = {};
    const fetchReply = vi.fn(async () => new Response(''));
    startEarlyBusinessCall(holder, facts({ href: 'https://menu.example/' }), fetchReply);
    expect(fetchReply).not.toHaveBeenCalled();
    expect(holder[EARLY_BUSINESS_CALL]).toBeUndefined();
  });
});
