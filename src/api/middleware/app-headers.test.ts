import { describe, expect, it } from 'vitest';
import { apiRequest, runOnRequest } from '../test-support/middleware-harness.ts';
import { appHeaders } from './app-headers.ts';

describe('appHeaders', () => {
  it('marks the call as the web app speaking API version 5', async () => {
    const request = await runOnRequest(appHeaders(), apiRequest());
    expect(request.headers.get('X-Webapp')).toBe('true');
    expect(request.headers.get('X-Api-Version')).toBe('5');
  });
});
