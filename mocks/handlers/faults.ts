/**
 * The fault switch as the first handler. It matches only while a fault applies to the request
 * (a custom predicate), so it never swallows requests no handler knows: those still fail loudly.
 */
import { delay, http, HttpResponse } from 'msw';
import type { MockBackend } from '../backend.ts';

export function faultHandler(backend: MockBackend) {
  return http.all(
    ({ request }) => backend.faults.matches(request),
    async ({ request }) => {
      const fault = backend.faults.take(request);
      if (!fault) return undefined;
      if (fault.latencyMs) await delay(fault.latencyMs);
      if (fault.networkError) return HttpResponse.error();
      if (fault.status) {
        return HttpResponse.json(
          { error: fault.status, message: fault.message ?? 'Something Went Wrong', code: 'mock_fault' },
          { status: fault.status },
        );
      }
      // Latency only: fall through to the real handler.
      return undefined;
    },
  );
}
