/** calc-order, placing orders (idempotent), reading orders, order history and transactions. */
import { delay, HttpResponse } from 'msw';
import type { Schemas } from '../api-types.ts';
import type { MockBackend } from '../backend.ts';
import { abandonIdempotent, beginIdempotent, finishIdempotent, type Reply } from '../services/idempotency.ts';
import { priceOrder } from '../services/order-pricing.ts';
import { createOrder } from '../services/orders.ts';
import { findOrder, orderView, withoutPersonalFields } from '../views/order-view.ts';
import {
  api,
  errorReply,
  idParam,
  invalid,
  notFound,
  readJsonObject,
  sessionUser,
  unauthorized,
} from './http.ts';

export const PAGE_SIZE = 10;

function toResponse(reply: Reply): Response {
  return HttpResponse.json(reply.body as Schemas['Error'], { status: reply.status });
}

/**
 * An order as this caller may see it: whole for its own customer or a device holding its access
 * secret; for anyone else with only the id, status and lines without the personal fields (the
 * lines' kitchen notes among them).
 */
function visibleTo(
  backend: MockBackend,
  found: NonNullable<ReturnType<typeof findOrder>>,
  request: Request,
  order: Schemas['Order'],
): Schemas['Order'] {
  const user = sessionUser(backend, found.seed, request);
  if (user && found.stored.user_id === user.id) return order;
  const secret = request.headers.get('x-order-secret');
  if (secret && found.stored.access_secret && secret === found.stored.access_secret) return order;
  return withoutPersonalFields(order);
}

export function orderHandlers(backend: MockBackend) {
  return [
    api.post('/service/pos/calc-order/{branchId}', async ({ params, request }) => {
      const branchId = idParam(params.branchId);
      const found = branchId ? backend.db.branch(branchId) : null;
      if (!found) return notFound('Branch');
      const body = await readJsonObject(request);
      if (!body) return invalid({ body: 'A JSON body is required.' });
      const user = sessionUser(backend, found.seed, request);
      const calcRequest = { ...(body as unknown as Schemas['CalcOrderRequest']), branch_id: found.branch.id };
      const reservation = found.seed.business.reservation;
      // A reservation's pre-order is priced with the reservation menu's items.
      const forReservation =
        calcRequest.for_reservation === true && reservation.enabled && reservation.type === 2;
      const outcome = priceOrder(backend, calcRequest, user, { allowReservationItems: forReservation });
      if (!outcome.ok) return errorReply(outcome.status, outcome.code, outcome.message, outcome.fields);
      return HttpResponse.json(outcome.priced.result);
    }),

    api.post('/webapp/order', async ({ request }) => {
      const body = await readJsonObject(request.clone());
      if (!body) return invalid({ body: 'A JSON body is required.' });
      const found = typeof body.branch_id === 'number' ? backend.db.branch(body.branch_id) : null;
      if (!found) return invalid({ branch_id: 'Unknown branch.' });
      const { seed } = found;
      const key = request.headers.get('idempotency-key');
      const begun = beginIdempotent(backend, seed.name, 'placeOrder', key, body);
      if (begun.kind !== 'run') return toResponse(begun.reply);
      try {
        if (backend.processingMs > 0) await delay(backend.processingMs);
        const user = sessionUser(backend, seed, request);
        const created = createOrder(backend, body as unknown as Schemas['OrderPayload'], user);
        if (!created.ok) {
          abandonIdempotent(backend, seed.name, 'placeOrder', key!);
          return toResponse(created.reply);
        }
        const reply: Schemas['PlaceOrderResponse'] = {
          order: orderView(backend, seed, created.placed.stored),
          payment_url: created.placed.paymentUrl,
          access_secret: created.placed.stored.access_secret ?? '',
        };
        finishIdempotent(backend, seed.name, 'placeOrder', key!, { status: 200, body: reply });
        return HttpResponse.json(reply);
      } catch (error) {
        abandonIdempotent(backend, seed.name, 'placeOrder', key!);
        throw error;
      }
    }),

    api.get('/webapp/order/{orderId}', ({ params, request }) => {
      const found = findOrder(backend, idParam(params.orderId) ?? 0);
      if (!found) return notFound('Order');
      const order = orderView(backend, found.seed, found.stored);
      return HttpResponse.json({ order: visibleTo(backend, found, request, order) });
    }),

    api.get('/webapp/order/{branchId}/{orderId}', ({ params, query, request }) => {
      const found = findOrder(backend, idParam(params.orderId) ?? 0);
      if (!found || found.stored.order.branch_id !== idParam(params.branchId)) return notFound('Order');
      const full = query.get('full') === 'true';
      const order = orderView(backend, found.seed, found.stored, full);
      return HttpResponse.json({ order: visibleTo(backend, found, request, order) });
    }),

    api.get('/webapp/v5/orders/{businessId}', ({ params, query, request }) => {
      const businessId = idParam(params.businessId);
      const seed = businessId ? backend.db.businessById(businessId) : null;
      if (!seed) return notFound('Business');
      const user = sessionUser(backend, seed, request);
      if (!user) return unauthorized();
      const page = Math.max(1, Number(query.get('page') ?? '1') || 1);
      const mine = backend.db
        .scenario(seed.name)
        .orders.map((stored, placedAt) => ({ stored, placedAt }))
        .filter(({ stored }) => stored.user_id === user.id)
        // Ids are random: orders placed in the same millisecond keep the order they were placed in.
        .sort(
          (a, b) =>
            Date.parse(b.stored.order.created_at) - Date.parse(a.stored.order.created_at) ||
            b.placedAt - a.placedAt,
        )
        .map(({ stored }) => stored);
      const last = Math.max(1, Math.ceil(mine.length / PAGE_SIZE));
      return HttpResponse.json({
        page,
        last_page: last,
        per_page: PAGE_SIZE,
        total: mine.length,
        orders: mine.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((o) => orderView(backend, seed, o)),
      });
    }),

    api.get('/webapp/transaction/{orderId}/{transactionId}', ({ params }) => {
      const found = findOrder(backend, idParam(params.orderId) ?? 0);
      const transaction = found
        ? backend.db
            .scenario(found.seed.name)
            .transactions.find((t) => t.id === params.transactionId && t.order_id === found.stored.order.id)
        : undefined;
      if (!transaction) return notFound('Transaction');
      return HttpResponse.json({ transaction });
    }),
  ];
}
