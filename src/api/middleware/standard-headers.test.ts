import { describe, expect, it } from 'vitest';
import { apiRequest, runOnRequest } from '../test-support/middleware-harness.ts';
import { bearerHeader } from '../standard-headers.ts';
import { noCacheHeaders, standardHeadersMiddleware } from './standard-headers.ts';

const NOW = '2025-11-21T12:30:00.000Z';
const sources = (locale: string, token: string | null) => ({
  getLocale: () => locale,
  now: () => new Date(NOW),
  getToken: () => token,
});

describe('standardHeadersMiddleware', () => {
  it('marks every call as the web app speaking API version 5, in JSON, uncached, with the clock', async () => {
    const request = await runOnRequest(standardHeadersMiddleware(sources('en', null)), apiRequest());
    expect(Object.fromEntries(request.headers)).toEqual({
      accept: 'application/json',
      'content-type': 'application/json',
      'x-webapp': 'true',
      'x-api-version': '5',
      'cache-control': 'no-cache',
      pragma: 'no-cache',
      'x-current-time': NOW,
      'x-locale': 'en',
    });
  });

  it.each([
    { name: 'the stored token', stored: 'tok-1', perCall: undefined, expected: 'Bearer tok-1' },
    { name: 'nothing when logged out', stored: null, perCall: undefined, expected: null },
    { name: 'nothing for an empty token', stored: '', perCall: undefined, expected: null },
    {
      name: 'the per-call token over the stored one',
      stored: 'tok-1',
      perCall: 'tok-2',
      expected: 'Bearer tok-2',
    },
    { name: 'the per-call token when logged out', stored: null, perCall: 'tok-2', expected: 'Bearer tok-2' },
  ])('sends $name as Authorization', async ({ stored, perCall, expected }) => {
    const init = perCall ? { headers: bearerHeader(perCall) } : {};
    const request = await runOnRequest(standardHeadersMiddleware(sources('en', stored)), apiRequest(init));
    expect(request.headers.get('Authorization')).toBe(expected);
  });

  it.each([
    { name: 'a GET', init: {}, contentType: 'application/json' },
    { name: 'a POST without a body', init: { method: 'POST' }, contentType: 'application/json' },
    {
      name: 'a call with its own Content-Type',
      init: { method: 'POST', body: 'a=1', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
      contentType: 'application/x-www-form-urlencoded',
    },
  ])('keeps Content-Type right for $name', async ({ init, contentType }) => {
    const request = await runOnRequest(standardHeadersMiddleware(sources('en', null)), apiRequest(init));
    expect(request.headers.get('Content-Type')).toBe(contentType);
  });

  it('reads the locale on every call, and sends none while it is not known', async () => {
    let locale = 'en';
    const middleware = standardHeadersMiddleware({ ...sources('', null), getLocale: () => locale });
    expect((await runOnRequest(middleware, apiRequest())).headers.get('X-Locale')).toBe('en');
    locale = 'ar';
    expect((await runOnRequest(middleware, apiRequest())).headers.get('X-Locale')).toBe('ar');
    locale = '';
    expect((await runOnRequest(middleware, apiRequest())).headers.has('X-Locale')).toBe(false);
  });
});

describe('noCacheHeaders', () => {
  it('asks every cache on the way to revalidate, and adds nothing else', async () => {
    const request = await runOnRequest(noCacheHeaders(), apiRequest());
    expect(Object.fromEntries(request.headers)).toEqual({ 'cache-control': 'no-cache', pragma: 'no-cache' });
  });
});
