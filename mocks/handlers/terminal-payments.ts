/**
 * Card-present payments on a payment terminal (issue 31), and the mock terminal's controls under
 * /__mock/terminal (scenario, tap delay, approve or decline by hand; see mocks/README.md).
 */
import { http, HttpResponse } from 'msw';
import type { Schemas } from '../api-types.ts';
import type { MockBackend } from '../backend.ts';
import { isScenarioName } from '../db/records.ts';
import { abandonIdempotent, beginIdempotent, finishIdempotent } from '../services/idempotency.ts';
import {
  cancelPayment,
  findPayment,
  isTerminalScenario,
  paymentsOf,
  payAtCounter,
  reachesKitchen,
  resolveByHand,
  settleDue,
  startPayment,
  terminalOf,
} from '../services/terminal-payments.ts';
import { findBill } from '../services/table-bills.ts';
import { findOrder, orderView } from '../views/order-view.ts';
import { api, idParam, invalid, notFound, readJsonObject, replyResponse } from './http.ts';

export function terminalPaymentHandlers(backend: MockBackend) {
  return [
    api.post('/webapp/terminal-payments', async ({ request }) => {
      const body = await readJsonObject(request.clone());
      if (!body) return invalid({ body: 'A JSON body is required.' });
      const seed =
        typeof body.bill_id === 'string'
          ? findBill(backend, body.bill_id)?.seed
          : typeof body.order_id === 'number'
            ? findOrder(backend, body.order_id)?.seed
            : undefined;
      if (!seed) return notFound(typeof body.bill_id === 'string' ? 'Bill' : 'Order');
      const scenario = seed.name;
      const key = request.headers.get('idempotency-key');
      const begun = beginIdempotent(backend, scenario, 'createTerminalPayment', key, body);
      if (begun.kind !== 'run') return replyResponse(begun.reply);
      const reply = startPayment(backend, body);
      // A refusal (or an offline terminal) charged nothing: the key is freed for a corrected retry.
      if (reply.status !== 200) abandonIdempotent(backend, scenario, 'createTerminalPayment', key!);
      else finishIdempotent(backend, scenario, 'createTerminalPayment', key!, reply);
      return replyResponse(reply);
    }),

    api.get('/webapp/terminal-payments/{paymentId}', ({ params }) => {
      const found = findPayment(backend, String(params.paymentId));
      if (!found) return notFound('Payment');
      const { stored } = found;
      // The scenario "reply lost after approval": the terminal approved, the answer never arrives.
      if (stored.lose_next_approved_reply && stored.payment.status === 'approved') {
        stored.lose_next_approved_reply = false;
        backend.db.commit();
        return HttpResponse.error();
      }
      return HttpResponse.json({ payment: stored.payment });
    }),

    api.post('/webapp/terminal-payments/{paymentId}/cancel', ({ params }) =>
      replyResponse(cancelPayment(backend, String(params.paymentId))),
    ),

    api.post('/webapp/order/{orderId}/pay-at-counter', ({ params }) => {
      const orderId = idParam(params.orderId) ?? 0;
      const reply = payAtCounter(backend, orderId);
      if (reply.status !== 200) return replyResponse(reply);
      const found = findOrder(backend, orderId)!;
      const order: Schemas['Order'] = orderView(backend, found.seed, found.stored);
      return HttpResponse.json({ order });
    }),

    http.post('*/__mock/terminal/:scenario', async ({ params, request }) => {
      const scenario = String(params.scenario);
      if (!isScenarioName(scenario))
        return HttpResponse.json(
          { success: false, message: `Unknown scenario "${scenario}".` },
          { status: 404 },
        );
      const body = (await readJsonObject(request)) ?? {};
      const settings = terminalOf(backend.db.scenario(scenario));
      if (body.scenario !== undefined) {
        if (!isTerminalScenario(body.scenario))
          return HttpResponse.json(
            { success: false, message: 'Unknown terminal scenario.' },
            { status: 400 },
          );
        settings.scenario = body.scenario;
      }
      if (typeof body.tapDelayMs === 'number' && body.tapDelayMs >= 0)
        settings.tap_delay_ms = body.tapDelayMs;
      backend.db.commit();
      return HttpResponse.json({ success: true, terminal: settings });
    }),

    // The terminal's settings, every payment, and each order as the kitchen sees it.
    http.get('*/__mock/terminal/:scenario', ({ params }) => {
      const scenario = String(params.scenario);
      if (!isScenarioName(scenario))
        return HttpResponse.json(
          { success: false, message: `Unknown scenario "${scenario}".` },
          { status: 404 },
        );
      const state = backend.db.scenario(scenario);
      const seed = backend.db.seed(scenario);
      settleDue(backend, state, seed);
      return HttpResponse.json({
        terminal: terminalOf(state),
        payments: paymentsOf(state).map((stored) => stored.payment),
        orders: state.orders.map((stored) => ({
          id: stored.order.id,
          payment_type: stored.order.payment_type,
          payment_status: stored.order.payment_status,
          total: stored.order.amounts.total,
          in_kitchen: reachesKitchen(seed, stored),
        })),
      });
    }),

    http.post('*/__mock/terminal-payments/:paymentId/:outcome', ({ params }) => {
      const outcome = String(params.outcome);
      if (outcome !== 'approve' && outcome !== 'decline')
        return HttpResponse.json({ success: false, message: 'approve or decline.' }, { status: 400 });
      return replyResponse(
        resolveByHand(backend, String(params.paymentId), outcome === 'approve' ? 'approved' : 'declined'),
      );
    }),
  ];
}
