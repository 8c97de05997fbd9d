import type { MergedOptions, Middleware, MiddlewareCallbackParams } from 'openapi-fetch';

/** Minimal callback params for calling one middleware directly in a unit test. */
export function callbackParams(
  request: Request,
  schemaPath = '/webapp/v5/menu/{branchId}',
): MiddlewareCallbackParams {
  return { request, schemaPath, params: {}, id: 'test', options: {} as MergedOptions };
}

/** Runs a middleware's onRequest and returns the request that goes on. */
export async function runOnRequest(middleware: Middleware, request: Request): Promise<Request> {
  const result = await middleware.onRequest?.(callbackParams(request));
  return result instanceof Request ? result : request;
}

export const apiRequest = (init?: RequestInit) => new Request('http://localhost/api/webapp/v5/menu/31', init);
