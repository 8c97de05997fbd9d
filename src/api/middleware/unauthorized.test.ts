import { describe, expect, it, vi } from 'vitest';
import { callbackParams } from '../test-support/middleware-harness.ts';
import { unauthorizedHandler } from './unauthorized.ts';

describe('unauthorizedHandler', () => {
  it.each([
    { status: 401, path: '/webapp/v5/orders/{businessId}', reported: true },
    { status: 403, path: '/webapp/wallet/{businessId}', reported: true },
    { status: 401, path: '/webapp/profile/{userId}', reported: false },
    { status: 403, path: '/webapp/profile/{userId}', reported: false },
    { status: 404, path: '/webapp/v5/orders/{businessId}', reported: false },
    { status: 500, path: '/webapp/v5/orders/{businessId}', reported: false },
    { status: 200, path: '/webapp/v5/orders/{businessId}', reported: false },
  ])('status $status on $path reported: $reported', async ({ status, path, reported }) => {
    const onUnauthorized = vi.fn();
    const response = new Response(null, { status });
    const params = callbackParams(new Request('http://localhost/api/x'), path);
    const result = await unauthorizedHandler(onUnauthorized).onResponse?.({ ...params, response });
    expect(onUnauthorized).toHaveBeenCalledTimes(reported ? 1 : 0);
    // The reply itself goes on to the caller unchanged.
    expect(result).toBeUndefined();
  });
});
