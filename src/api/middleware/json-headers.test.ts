import { describe, expect, it } from 'vitest';
import { apiRequest, runOnRequest } from '../test-support/middleware-harness.ts';
import { jsonHeaders } from './json-headers.ts';

describe('jsonHeaders', () => {
  it.each([
    { name: 'a GET', init: {}, contentType: 'application/json' },
    { name: 'a POST without a body', init: { method: 'POST' }, contentType: 'application/json' },
    {
      name: 'a call with its own Content-Type',
      init: { method: 'POST', body: 'a=1', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
      contentType: 'application/x-www-form-urlencoded',
    },
  ])('sends Accept JSON and keeps Content-Type right for $name', async ({ init, contentType }) => {
    const request = await runOnRequest(jsonHeaders(), apiRequest(init));
    expect(request.headers.get('Accept')).toBe('application/json');
    expect(request.headers.get('Content-Type')).toBe(contentType);
  });
});
