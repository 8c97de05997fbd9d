/** Table and service reservations (idempotent POST), the customer's list and one reservation. */
import { delay, HttpResponse } from 'msw';
import type { Schemas } from '../api-types.ts';
import type { MockBackend } from '../backend.ts';
import type { ScenarioSeed } from '../db/records.ts';
import type { StoredReservation } from '../db/state.ts';
import { abandonIdempotent, beginIdempotent, finishIdempotent, type Reply } from '../services/idempotency.ts';
import { accessSecret, createOrder } from '../services/orders.ts';
import {
  reservationConflict,
  reservationProblem,
  reservationStartMs,
  reservationView,
  reservationWithoutPersonalFields,
} from '../services/reservations.ts';
import { tableView } from '../views/business-view.ts';
import { api, idParam, invalid, notFound, readJsonObject, sessionUser, unauthorized } from './http.ts';
import { PAGE_SIZE } from './orders.ts';

const replyOf = (reply: Reply): Response =>
  HttpResponse.json(reply.body as Schemas['Error'], { status: reply.status });
const problem = (fields: Record<string, string>): Reply => ({
  status: 422,
  body: {
    error: 422,
    message: Object.values(fields)[0] ?? 'Please check the reservation.',
    code: 'validation_failed',
    fields,
  },
});

const conflict = (fields: Record<string, string>): Reply => ({
  status: 409,
  body: {
    error: 409,
    message: 'This table has just been reserved for that time. Please choose another.',
    code: 'reservation_taken',
    fields,
  },
});

/** Its own customer (bearer token) or the device holding its access secret. */
function mayReadPersonalFields(
  backend: MockBackend,
  seed: ScenarioSeed,
  stored: StoredReservation,
  request: Request,
): boolean {
  const user = sessionUser(backend, seed, request);
  if (user && stored.user_id === user.id) return true;
  const secret = request.headers.get('x-reservation-secret');
  return Boolean(secret && stored.access_secret && secret === stored.access_secret);
}

export function reservationHandlers(backend: MockBackend) {
  async function reserve(request: Request, body: Record<string, unknown>): Promise<Reply> {
    const payload = body as unknown as Schemas['ReservationPayload'];
    const found = backend.db.branch(payload.branch_id)!;
    const { seed, branch } = found;
    const details = payload.reservation;
    const wrong = reservationProblem(backend, seed, branch.id, details);
    if (wrong) return problem(wrong);
    const taken = reservationConflict(backend, seed, details);
    if (taken) return conflict(taken);
    if (typeof payload.name !== 'string' || !payload.name.trim())
      return problem({ name: 'Please enter your name.' });
    if (typeof payload.phone !== 'string' || !payload.phone.trim())
      return problem({ phone: 'Please enter your phone number.' });
    const user = sessionUser(backend, seed, request);
    const start = reservationStartMs(seed, details.date, details.time)!;
    let orderId: number | null = null;
    let paymentUrl: string | null = null;
    const withOrder = Array.isArray(payload.order_lines) && payload.order_lines.length > 0;
    if (withOrder) {
      if (seed.business.reservation.type !== 2)
        return problem({ order_lines: 'This business takes reservations without orders.' });
      const created = createOrder(backend, payload, user, { reservationItems: true, scheduledForMs: start });
      if (!created.ok) return created.reply;
      orderId = created.placed.stored.order.id;
      paymentUrl = created.placed.paymentUrl;
    }
    const table =
      details.reserve_type === 'table' ? seed.tables.find((t) => t.id === details.table_id) : undefined;
    const stored: StoredReservation = {
      reservation: {
        id: backend.db.newReservationId(seed.name),
        business_id: seed.business.user_id,
        branch_id: branch.id,
        reserve_type: details.reserve_type,
        date: details.date,
        time: details.time,
        guests: details.guests,
        table: table ? tableView(table, false) : null,
        name: payload.name.trim(),
        phone: payload.phone,
        note: details.note?.trim() || null,
        created_at: backend.clock.now().toISOString(),
      },
      order_id: orderId,
      user_id: user?.id ?? null,
      access_secret: accessSecret(),
    };
    backend.db.scenario(seed.name).reservations.push(stored);
    backend.db.commit();
    const reply: Schemas['ReserveTableResponse'] = {
      reservation: reservationView(backend, seed, stored),
      access_secret: stored.access_secret!,
      payment_url: paymentUrl,
    };
    return { status: 200, body: reply };
  }

  return [
    api.post('/webapp/reserve-table', async ({ request }) => {
      const body = await readJsonObject(request.clone());
      if (!body) return invalid({ body: 'A JSON body is required.' });
      const found = typeof body.branch_id === 'number' ? backend.db.branch(body.branch_id) : null;
      if (!found) return invalid({ branch_id: 'Unknown branch.' });
      const scenario = found.seed.name;
      const key = request.headers.get('idempotency-key');
      const begun = beginIdempotent(backend, scenario, 'reserveTable', key, body);
      if (begun.kind !== 'run') return replyOf(begun.reply);
      try {
        if (backend.processingMs > 0) await delay(backend.processingMs);
        const reply = await reserve(request, body);
        if (reply.status === 200) finishIdempotent(backend, scenario, 'reserveTable', key!, reply);
        else abandonIdempotent(backend, scenario, 'reserveTable', key!);
        return replyOf(reply);
      } catch (error) {
        abandonIdempotent(backend, scenario, 'reserveTable', key!);
        throw error;
      }
    }),

    api.post('/webapp/reservations/{businessId}', async ({ params, request }) => {
      const businessId = idParam(params.businessId);
      const seed = businessId ? backend.db.businessById(businessId) : null;
      if (!seed) return notFound('Business');
      const user = sessionUser(backend, seed, request.clone());
      if (!user) return unauthorized();
      const filters = ((await readJsonObject(request)) ?? {}) as Schemas['ReservationFilters'];
      const statuses = Array.isArray(filters.status) ? filters.status : null;
      const page = Math.max(1, Number(filters.page ?? 1) || 1);
      const mine = backend.db
        .scenario(seed.name)
        .reservations.filter((r) => r.user_id === user.id)
        .map((r) => reservationView(backend, seed, r))
        .filter(
          (r) =>
            (!statuses || statuses.includes(r.status)) &&
            (!filters.from || r.date >= filters.from) &&
            (!filters.to || r.date <= filters.to),
        )
        .sort((a, b) => `${b.date}T${b.time}`.localeCompare(`${a.date}T${a.time}`));
      return HttpResponse.json({
        page,
        last_page: Math.max(1, Math.ceil(mine.length / PAGE_SIZE)),
        per_page: PAGE_SIZE,
        total: mine.length,
        reservations: mine.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
      });
    }),

    api.get('/webapp/reservation/{reservationId}', ({ params, request }) => {
      const id = idParam(params.reservationId) ?? 0;
      const seed = backend.db.seedForReservationId(id);
      const stored = seed
        ? backend.db.scenario(seed.name).reservations.find((r) => r.reservation.id === id)
        : undefined;
      if (!seed || !stored) return notFound('Reservation');
      const reservation = reservationView(backend, seed, stored);
      return HttpResponse.json({
        reservation: mayReadPersonalFields(backend, seed, stored, request)
          ? reservation
          : reservationWithoutPersonalFields(reservation),
      });
    }),
  ];
}
