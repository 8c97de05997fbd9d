import { describe, expect, it } from 'vitest';
import { apiRequest, runOnRequest } from '../test-support/middleware-harness.ts';
import { bearerAuth, bearerHeader } from './bearer-auth.ts';

describe('bearerAuth', () => {
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
  ])('sends $name', async ({ stored, perCall, expected }) => {
    const init = perCall ? { headers: bearerHeader(perCall) } : {};
    const request = await runOnRequest(
      bearerAuth(() => stored),
      apiRequest(init),
    );
    expect(request.headers.get('Authorization')).toBe(expected);
  });
});
