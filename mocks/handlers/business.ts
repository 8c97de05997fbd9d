/** Business data, branches, banners, visits and tables. */
import { HttpResponse } from 'msw';
import { DateTime } from 'luxon';
import type { Schemas } from '../api-types.ts';
import type { MockBackend } from '../backend.ts';
import type { ScenarioSeed } from '../db/records.ts';
import { isScenarioName } from '../db/records.ts';
import { branchView, businessView, tableView } from '../views/business-view.ts';
import { localized, menuView, smartCategoriesView } from '../views/menu-view.ts';
import { reservationStartMs, tableIsFreeFor, tableIsTakenAt } from '../services/reservations.ts';
import { api, errorReply, idParam, invalid, notFound, readJsonObject } from './http.ts';

/** A relative redirect (the `moved` scenario) points at the origin that asked, whichever host serves the mock. */
function restaurantReply(seed: ScenarioSeed, requestUrl: string): Schemas['RestaurantResponse'] {
  const pixels = { facebook: null, google_analytics: null, tiktok: null, snapchat: null };
  if (seed.business.redirect_url) {
    return {
      restaurant: null,
      discounts: {},
      message: 'This business has moved.',
      menu: null,
      menus: {},
      smart_categories: [],
      highlightedCat: null,
      showStandardSubCats: false,
      redirect: true,
      url: new URL(seed.business.redirect_url, requestUrl).href,
      pixels,
    };
  }
  const branch = seed.branches[0]!;
  const menu = menuView(seed, branch.id);
  return {
    restaurant: businessView(seed, branch),
    discounts: seed.discounts,
    message: null,
    menu,
    menus: {},
    smart_categories: smartCategoriesView(seed, branch.id),
    highlightedCat: menu.categories[0]?.id ?? null,
    showStandardSubCats: true,
    redirect: false,
    url: null,
    pixels,
  };
}

export function businessHandlers(backend: MockBackend) {
  return [
    api.get('/webapp/v5/restaurant/{referenceId}', ({ params, request }) => {
      const seed = backend.db.seedByReference(params.referenceId);
      if (!seed) return errorReply(404, 'not_found', 'Something Went Wrong');
      return HttpResponse.json(restaurantReply(seed, request.url));
    }),

    api.get('/webapp/v5/restaurant-domain/{domain}', ({ params, request }) => {
      // A custom domain names its scenario in its first label, e.g. demo.localhost.
      const label = params.domain.split('.').find((part) => isScenarioName(part));
      const seed = label ? backend.db.seedByReference(label) : null;
      if (!seed) return notFound('Business');
      return HttpResponse.json(restaurantReply(seed, request.url));
    }),

    api.get('/webapp/branches/{businessId}', ({ params }) => {
      const businessId = idParam(params.businessId);
      const seed = businessId ? backend.db.businessById(businessId) : null;
      if (!seed) return notFound('Business');
      return HttpResponse.json({ branches: seed.branches.map((branch) => branchView(seed, branch)) });
    }),

    api.get('/webapp/banners/{branchId}', ({ params, query }) => {
      const found = backend.db.branch(idParam(params.branchId) ?? 0);
      if (!found) return notFound('Branch');
      const date = DateTime.fromFormat(query.get('date') ?? '', 'dd-MM-yyyy');
      if (!date.isValid) return invalid({ date: 'Give the day as DD-MM-YYYY.' });
      const day = date.toISODate() ?? '';
      const banners: Schemas['Banner'][] = found.seed.banners
        .filter(
          (b) => b.branch_id === found.branch.id && (!b.from || b.from <= day) && (!b.to || day <= b.to),
        )
        .map((b) => ({
          id: b.id,
          image: b.image,
          title: localized(b.title),
          link_type: b.link_item_id ? 'item' : 'none',
          link_value: b.link_item_id ? String(b.link_item_id) : null,
          starts_on: b.from,
          ends_on: b.to,
        }));
      return HttpResponse.json({ banners });
    }),

    api.post('/webapp/banners/reach', async ({ request }) => {
      const body = await readJsonObject(request);
      const ids = body?.banners;
      if (!Array.isArray(ids) || !ids.every((id) => Number.isInteger(id))) {
        return invalid({ banners: 'A list of banner ids is required.' });
      }
      for (const id of ids as number[]) {
        const seed = backend.db.seedForId(id);
        if (!seed?.banners.some((b) => b.id === id)) continue;
        const reach = backend.db.scenario(seed.name).banner_reach;
        reach[String(id)] = (reach[String(id)] ?? 0) + 1;
      }
      backend.db.commit();
      return HttpResponse.json({ success: true });
    }),

    api.post('/webapp/visit/{branchId}', ({ params }) => {
      const found = backend.db.branch(idParam(params.branchId) ?? 0);
      if (!found) return notFound('Branch');
      backend.db.scenario(found.seed.name).visits += 1;
      backend.db.commit();
      return HttpResponse.json({ success: true });
    }),

    api.get('/webapp/tables/{branchId}', ({ params, request }) => {
      const found = backend.db.branch(idParam(params.branchId) ?? 0);
      if (!found) return notFound('Branch');
      const query = new URL(request.url).searchParams;
      const date = query.get('date');
      const time = query.get('time');
      const guests = Number(query.get('guests') ?? 0) || 0;
      // With a reservation's moment: free for the whole sitting from then; otherwise free now.
      const start = date && time ? reservationStartMs(found.seed, date, time) : null;
      if ((date || time) && start == null) return invalid({ date: 'A valid date and time are required.' });
      const now = backend.clock.nowMs();
      const tables = found.seed.tables
        .filter((t) => t.branch_id === found.branch.id)
        .map((t) => {
          const free =
            start == null
              ? !tableIsTakenAt(backend, found.seed, t.id, now)
              : tableIsFreeFor(backend, found.seed, t.id, start);
          return tableView(t, free && t.seats >= guests);
        });
      return HttpResponse.json({ tables });
    }),
  ];
}
