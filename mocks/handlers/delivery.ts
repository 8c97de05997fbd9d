/** Opening shifts and delivery zones of a branch. */
import { HttpResponse } from 'msw';
import type { Schemas } from '../api-types.ts';
import type { MockBackend } from '../backend.ts';
import { branchShiftsInput, computeShifts } from '../db/opening-hours.ts';
import { localized } from '../views/menu-view.ts';
import { api, idParam, notFound } from './http.ts';

export function deliveryHandlers(backend: MockBackend) {
  return [
    // Seen from X-Current-Time as the contract says, unless a test has set the mock clock: then
    // the mock clock wins, so a pinned time holds whatever the browser's clock says.
    api.get('/webapp/v5/shifts/{branchId}', ({ params, request }) => {
      const found = backend.db.branch(idParam(params.branchId) ?? 0);
      if (!found) return notFound('Branch');
      const header = Date.parse(request.headers.get('x-current-time') ?? '');
      const now = backend.clock.isAdjusted() || Number.isNaN(header) ? backend.clock.nowMs() : header;
      return HttpResponse.json(computeShifts(branchShiftsInput(found.seed, found.branch.id, now)));
    }),

    api.get('/webapp/zones/{branchId}', ({ params, query }) => {
      const found = backend.db.branch(idParam(params.branchId) ?? 0);
      if (!found) return notFound('Branch');
      const { seed } = found;
      const zones: Schemas['DeliveryZone'][] = seed.zones.map((zone) => ({
        ...zone,
        name: localized(zone.name),
        areas: zone.areas.map((area) => ({ ...area, name: localized(area.name) })),
      }));
      if (query.get('shipping') !== 'true') return HttpResponse.json({ zones });
      const shipping = seed.business.checkout.delivery.shipping;
      return HttpResponse.json({
        zones,
        countries: shipping
          ? seed.shipping_countries.map((c) => ({ ...c, country: localized(c.country) }))
          : [],
        shipping_form: shipping ? { fields: seed.shipping_form, note: null } : null,
      });
    }),
  ];
}
