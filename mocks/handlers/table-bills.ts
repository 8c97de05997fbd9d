/** A table sitting's bill (issue 31): created once per sitting, read by the tablet and the phone, paid online. */
import { HttpResponse } from 'msw';
import type { MockBackend } from '../backend.ts';
import { abandonIdempotent, beginIdempotent, finishIdempotent } from '../services/idempotency.ts';
import { createBill, findBill, payBillOnline } from '../services/table-bills.ts';
import { billHasPendingPayment, settleDue } from '../services/terminal-payments.ts';
import { api, invalid, notFound, readJsonObject, replyResponse } from './http.ts';

export function tableBillHandlers(backend: MockBackend) {
  return [
    api.post('/webapp/table-bills', async ({ request }) => {
      const body = await readJsonObject(request.clone());
      if (!body) return invalid({ body: 'A JSON body is required.' });
      const found = typeof body.branch_id === 'number' ? backend.db.branch(body.branch_id) : null;
      if (!found) return notFound('Branch');
      const { seed } = found;
      const state = backend.db.scenario(seed.name);
      settleDue(backend, state, seed);
      const key = request.headers.get('idempotency-key');
      const begun = beginIdempotent(backend, seed.name, 'createTableBill', key, body);
      if (begun.kind !== 'run') return replyResponse(begun.reply);
      const reply = createBill(backend, seed, body, (id) => billHasPendingPayment(state, id));
      if (reply.status !== 200) abandonIdempotent(backend, seed.name, 'createTableBill', key!);
      else finishIdempotent(backend, seed.name, 'createTableBill', key!, reply);
      return replyResponse(reply);
    }),

    api.get('/webapp/table-bills/{billId}', ({ params }) => {
      const found = findBill(backend, String(params.billId));
      if (!found) return notFound('Bill');
      // A terminal payment settling now pays the bill before it is read.
      settleDue(backend, found.state, found.seed);
      return HttpResponse.json({ bill: found.bill });
    }),

    api.post('/webapp/table-bills/{billId}/online-payment', ({ params, request }) => {
      const billId = String(params.billId);
      const found = findBill(backend, billId);
      if (!found) return notFound('Bill');
      const { seed, state } = found;
      settleDue(backend, state, seed);
      const key = request.headers.get('idempotency-key');
      const begun = beginIdempotent(backend, seed.name, 'payTableBillOnline', key, { bill_id: billId });
      if (begun.kind !== 'run') return replyResponse(begun.reply);
      const reply = payBillOnline(backend, billId, (id) => billHasPendingPayment(state, id));
      if (reply.status !== 200) abandonIdempotent(backend, seed.name, 'payTableBillOnline', key!);
      else finishIdempotent(backend, seed.name, 'payTableBillOnline', key!, reply);
      return replyResponse(reply);
    }),
  ];
}
