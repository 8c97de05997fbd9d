/** A table tablet calls the waiter or asks for the bill (idempotent POST), and follows the call. */
import { delay, HttpResponse } from 'msw';
import type { Schemas } from '../api-types.ts';
import type { MockBackend } from '../backend.ts';
import { abandonIdempotent, beginIdempotent, finishIdempotent, type Reply } from '../services/idempotency.ts';
import { cancelTableRequest, tableRequestsOf, tableRequestView } from '../services/table-requests.ts';
import { api, idParam, invalid, notFound, readJsonObject, replyResponse } from './http.ts';

const KINDS: readonly string[] = ['waiter', 'bill'] satisfies Schemas['TableRequestKind'][];
const OPERATION = 'createTableRequest';

export function tableRequestHandlers(backend: MockBackend) {
  return [
    api.post('/webapp/table-requests', async ({ request }) => {
      const body = await readJsonObject(request);
      if (!body) return invalid({ body: 'A JSON body is required.' });
      const found = typeof body.branch_id === 'number' ? backend.db.branch(body.branch_id) : null;
      if (!found) return invalid({ branch_id: 'Unknown branch.' });
      const { seed, branch } = found;
      const table = seed.tables.find((t) => t.id === body.table_id && t.branch_id === branch.id);
      if (!table) return invalid({ table_id: 'This branch has no such table.' });
      if (typeof body.kind !== 'string' || !KINDS.includes(body.kind))
        return invalid({ kind: 'Ask for the waiter or the bill.' });
      const key = request.headers.get('idempotency-key');
      const begun = beginIdempotent(backend, seed.name, OPERATION, key, body);
      if (begun.kind !== 'run') return replyResponse(begun.reply);
      try {
        if (backend.processingMs > 0) await delay(backend.processingMs);
        const state = backend.db.scenario(seed.name);
        const stored = {
          id: backend.db.nextId(seed.name),
          branch_id: branch.id,
          table_id: table.id,
          kind: body.kind as Schemas['TableRequestKind'],
          created_at_ms: backend.clock.nowMs(),
        };
        tableRequestsOf(state).push(stored);
        const reply: Reply = {
          status: 200,
          body: { request: tableRequestView(stored, stored.created_at_ms) },
        };
        finishIdempotent(backend, seed.name, OPERATION, key!, reply);
        return HttpResponse.json(reply.body as Schemas['TableRequestResponse']);
      } catch (error) {
        abandonIdempotent(backend, seed.name, OPERATION, key!);
        throw error;
      }
    }),

    api.get('/webapp/table-requests/{requestId}', ({ params }) => {
      const id = idParam(params.requestId) ?? 0;
      const seed = backend.db.seedForId(id);
      const stored = seed ? tableRequestsOf(backend.db.scenario(seed.name)).find((r) => r.id === id) : null;
      if (!stored) return notFound('Table request');
      return HttpResponse.json({ request: tableRequestView(stored, backend.clock.nowMs()) });
    }),

    api.post('/webapp/table-requests/{requestId}/cancel', ({ params }) => {
      const id = idParam(params.requestId) ?? 0;
      const seed = backend.db.seedForId(id);
      const stored = seed ? tableRequestsOf(backend.db.scenario(seed.name)).find((r) => r.id === id) : null;
      if (!stored) return notFound('Table request');
      const nowMs = backend.clock.nowMs();
      cancelTableRequest(stored, nowMs);
      return HttpResponse.json({ request: tableRequestView(stored, nowMs) });
    }),
  ];
}
