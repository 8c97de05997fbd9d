import { describe, expect, it } from 'vitest';
import { apiRequest, runOnRequest } from '../test-support/middleware-harness.ts';
import { noCacheHeaders } from './no-cache-headers.ts';

describe('noCacheHeaders', () => {
  it('asks every cache on the way to revalidate', async () => {
    const request = await runOnRequest(noCacheHeaders(), apiRequest());
    expect(request.headers.get('Cache-Control')).toBe('no-cache');
    expect(request.headers.get('Pragma')).toBe('no-cache');
  });
});
