/**
 * Mock-only control endpoints under /__mock/ (not in the contract): reset data, fault switches,
 * the clock and a state summary. Documented in mocks/README.md.
 */
import { http, HttpResponse } from 'msw';
import type { MockBackend } from '../backend.ts';
import { isScenarioName } from '../db/records.ts';
import { isValidFaultRule } from '../faults.ts';
import { tableRequestsOf, tableRequestView } from '../services/table-requests.ts';
import { refundOrder } from '../services/wallet.ts';
import { findOrder } from '../views/order-view.ts';
import { readJsonObject } from './http.ts';

export function resetBackend(
  backend: MockBackend,
  scenario: string | null,
): { ok: boolean; message: string } {
  if (scenario && !isScenarioName(scenario)) return { ok: false, message: `Unknown scenario "${scenario}".` };
  if (scenario && isScenarioName(scenario)) {
    backend.db.reset(scenario);
    return { ok: true, message: `Scenario ${scenario} reset.` };
  }
  backend.db.reset();
  backend.faults.clear();
  backend.clock.reset();
  return { ok: true, message: 'All scenarios, faults and the clock reset.' };
}

export function mockState(backend: MockBackend) {
  return {
    now: backend.clock.now().toISOString(),
    clock: backend.clock.snapshot(),
    faults: backend.faults.list(),
    scenarios: backend.db.summary(),
  };
}

export function controlHandlers(backend: MockBackend) {
  return [
    http.post('*/__mock/reset', ({ request }) => {
      const outcome = resetBackend(backend, new URL(request.url).searchParams.get('scenario'));
      return HttpResponse.json(
        { success: outcome.ok, message: outcome.message },
        { status: outcome.ok ? 200 : 400 },
      );
    }),

    http.post('*/__mock/faults', async ({ request }) => {
      const body = await readJsonObject(request);
      if (!isValidFaultRule(body)) {
        return HttpResponse.json(
          { success: false, message: 'Give { path, method?, status?, latencyMs?, times?, networkError? }.' },
          { status: 400 },
        );
      }
      const id = backend.faults.add(body);
      return HttpResponse.json({ success: true, id, faults: backend.faults.list() });
    }),

    http.get('*/__mock/faults', () => HttpResponse.json({ faults: backend.faults.list() })),

    http.delete('*/__mock/faults', () => {
      backend.faults.clear();
      return HttpResponse.json({ success: true });
    }),

    http.post('*/__mock/clock', async ({ request }) => {
      const body = (await readJsonObject(request)) ?? {};
      try {
        if (body.reset === true) backend.clock.reset();
        if (typeof body.now === 'string' || typeof body.now === 'number') {
          backend.clock.set(body.now, { frozen: body.frozen === true });
        }
        if (typeof body.advanceMs === 'number') backend.clock.advance(body.advanceMs);
      } catch (error) {
        return HttpResponse.json({ success: false, message: (error as Error).message }, { status: 400 });
      }
      return HttpResponse.json({ success: true, now: backend.clock.now().toISOString() });
    }),

    http.get('*/__mock/state', () => HttpResponse.json(mockState(backend))),

    // The ratings a scenario received through users/rate (the feedback page's e2e reads them back).
    http.get('*/__mock/ratings/:scenario', ({ params }) => {
      const scenario = String(params.scenario);
      if (!isScenarioName(scenario)) {
        return HttpResponse.json(
          { success: false, message: `Unknown scenario "${scenario}".` },
          { status: 404 },
        );
      }
      return HttpResponse.json({ ratings: backend.db.scenario(scenario).ratings });
    }),

    // A table tablet's calls as the scenario holds them, oldest first, each with its status now.
    http.get('*/__mock/table-requests/:scenario', ({ params }) => {
      const scenario = String(params.scenario);
      if (!isScenarioName(scenario)) {
        return HttpResponse.json(
          { success: false, message: `Unknown scenario "${scenario}".` },
          { status: 404 },
        );
      }
      const now = backend.clock.nowMs();
      const requests = tableRequestsOf(backend.db.scenario(scenario)).map((stored) =>
        tableRequestView(stored, now),
      );
      return HttpResponse.json({ requests });
    }),

    // The business cancels an order (staff have no screens here): a wallet share is refunded once.
    http.post('*/__mock/orders/:orderId/cancel', ({ params }) => {
      const found = findOrder(backend, Number(params.orderId));
      if (!found) return HttpResponse.json({ success: false, message: 'Unknown order.' }, { status: 404 });
      const { seed, stored } = found;
      const now = backend.clock.nowMs();
      if (stored.cancelled_at_ms === null) stored.cancelled_at_ms = now;
      const user = backend.db.scenario(seed.name).users.find((u) => u.id === stored.user_id);
      const refunded = user ? refundOrder(user, stored, new Date(now).toISOString()) : false;
      backend.db.commit();
      return HttpResponse.json({ success: true, refunded });
    }),
  ];
}
