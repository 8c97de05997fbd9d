/**
 * The mock backend for Vitest: msw's setupServer over a fresh backend. Each call gives a new,
 * independent backend (fresh data, real clock unless one is given).
 *
 *   const { server, backend } = createNodeMocks();
 *   beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
 *   afterEach(() => backend.db.reset());
 *   afterAll(() => server.close());
 */
import { setupServer, type SetupServer } from 'msw/node';
import { createHandlers, type HandlerOptions } from './all-handlers.ts';
import { createMockBackend, type MockBackend, type MockBackendOptions } from './backend.ts';

export interface NodeMocks {
  server: SetupServer;
  backend: MockBackend;
}

export function createNodeMocks(options: MockBackendOptions & HandlerOptions = {}): NodeMocks {
  // Tests read codes from debug_code; keep the console quiet unless a test asks otherwise.
  const backend = createMockBackend({ announce: () => {}, ...options });
  return { server: setupServer(...createHandlers(backend, options)), backend };
}
