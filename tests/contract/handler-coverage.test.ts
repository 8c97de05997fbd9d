/**
 * Every path and method of the document has a handler, and a request no handler knows fails
 * loudly instead of reaching the network.
 */
import { getResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandlers } from '../../mocks/all-handlers.ts';
import { createMockBackend } from '../../mocks/backend.ts';
import { createNodeMocks } from '../../mocks/node.ts';
import { listOperations } from './contract-document.ts';

const handlers = createHandlers(createMockBackend({ announce: () => {} }));

describe('handler coverage', () => {
  it.each(listOperations().map((op) => [`${op.method.toUpperCase()} ${op.base}${op.path}`, op] as const))(
    '%s has a handler',
    async (_label, op) => {
      // Any value fills the path parameters: a handler for the path answers, if only with 404.
      const path = op.path.replace(/\{[^}]+\}/g, '1');
      const request = new Request(`http://localhost${op.base}${path}`, {
        method: op.method.toUpperCase(),
        headers: { 'Content-Type': 'application/json' },
        ...(op.method === 'get' || op.method === 'head' ? {} : { body: '{}' }),
      });
      const response = await getResponse(handlers, request);
      expect(response, 'no handler answered').toBeInstanceOf(Response);
    },
  );
});

describe('unknown requests', () => {
  const { server } = createNodeMocks();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it('find no handler', async () => {
    const response = await getResponse(handlers, new Request('http://localhost/api/webapp/no-such-call'));
    expect(response).toBeUndefined();
  });

  it('make fetch fail under onUnhandledRequest: error', async () => {
    await expect(fetch('http://localhost/api/webapp/no-such-call')).rejects.toThrow();
    await expect(fetch('http://localhost/api/webapp/order', { method: 'DELETE' })).rejects.toThrow();
  });
});
