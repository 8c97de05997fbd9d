/** Menus, items, search, and the tags and ingredients used as search filters. */
import { HttpResponse } from 'msw';
import type { MenuItem } from '../../src/domain/model.ts';
import { itemAvailabilityType } from '../../src/domain/selling-type.ts';
import type { MockBackend } from '../backend.ts';
import { flattenMenu } from '../db/menu-builder.ts';
import { itemView, localized, menuView, smartCategoriesView } from '../views/menu-view.ts';
import { api, idParam, invalid, notFound, requestLocale } from './http.ts';

/** Comma-separated integer list (explode: false); malformed entries are ignored. */
function idList(value: string | null): number[] {
  return (value ?? '')
    .split(',')
    .map((v) => Number(v.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
}

function searchRank(item: MenuItem, needle: string, locale: string): number {
  const name = (item.name[locale] ?? '').toLocaleLowerCase(locale);
  const description = (item.description?.[locale] ?? '').toLocaleLowerCase(locale);
  if (name.startsWith(needle)) return 0;
  if (name.includes(needle)) return 1;
  if (description.includes(needle)) return 2;
  return -1;
}

export function menuHandlers(backend: MockBackend) {
  return [
    api.get('/webapp/v5/menu/{branchId}', ({ params }) => {
      const found = backend.db.branch(idParam(params.branchId) ?? 0);
      if (!found) return notFound('Branch');
      const menu = menuView(found.seed, found.branch.id);
      return HttpResponse.json({
        menu,
        menus: {},
        smart_categories: smartCategoriesView(found.seed, found.branch.id),
        highlightedCat: menu.categories[0]?.id ?? null,
        showStandardSubCats: true,
        message: null,
      });
    }),

    api.get('/webapp/v5/item/{branchId}/{itemId}', ({ params }) => {
      const found = backend.db.branch(idParam(params.branchId) ?? 0);
      const itemId = idParam(params.itemId);
      const entry = found && itemId ? backend.db.item(found.seed, itemId) : null;
      if (!found || !entry || !entry.item.branches.includes(found.branch.id)) return notFound('Item');
      return HttpResponse.json({ item: itemView(found.seed, entry.item) });
    }),

    api.get('/webapp/search/{branchId}', ({ params, query, request }) => {
      const found = backend.db.branch(idParam(params.branchId) ?? 0);
      if (!found) return notFound('Branch');
      const { seed, branch } = found;
      const q = (query.get('q') ?? '').trim();
      if (!q) return invalid({ q: 'Type something to search for.' });
      const locale = requestLocale(request, seed.business.locales[0] ?? 'en');
      const needle = q.toLocaleLowerCase(locale);
      const sellingType = query.get('selling_type');
      const wantedType = sellingType ? itemAvailabilityType(sellingType) : null;
      const requiredTags = idList(query.get('tag_ids'));
      const excluded = new Set(idList(query.get('exclude_ingredient_ids')));
      const tagsOf = (itemId: number) => seed.tags.filter((t) => t.item_ids.includes(itemId));
      const hits = flattenMenu(seed.categories)
        .map(({ item }) => ({ item, rank: searchRank(item, needle, locale) }))
        .filter(({ item, rank }) => {
          if (rank < 0 || !item.visible || !item.branches.includes(branch.id)) return false;
          if (wantedType && !item.types.some((t) => itemAvailabilityType(t) === wantedType)) return false;
          const tags = tagsOf(item.id);
          if (!requiredTags.every((id) => tags.some((t) => t.id === id && t.kind === 'tag'))) return false;
          return !tags.some((t) => t.kind === 'ingredient' && excluded.has(t.id));
        })
        .sort((a, b) => a.rank - b.rank)
        .slice(0, 50);
      return HttpResponse.json({ items: hits.map(({ item }) => itemView(seed, item)) });
    }),

    api.get('/tags-ingredients', ({ query }) => {
      const found = backend.db.branch(Number(query.get('branch_id')));
      if (!found) return notFound('Branch');
      const { seed, branch } = found;
      const sold = new Set(
        flattenMenu(seed.categories)
          .filter(({ item }) => item.branches.includes(branch.id))
          .map(({ item }) => item.id),
      );
      // Per branch: only what at least one of its items carries.
      const used = seed.tags.filter((t) => t.item_ids.some((id) => sold.has(id)));
      return HttpResponse.json({
        tags: used
          .filter((t) => t.kind === 'tag')
          .map((t) => ({
            id: t.id,
            name: localized(t.name),
            kind: t.tag_kind ?? 'other',
            icon: null,
            color: null,
          })),
        // Allergens first, as the filter offers them.
        ingredients: used
          .filter((t) => t.kind === 'ingredient')
          .sort((a, b) => Number(b.allergen === true) - Number(a.allergen === true))
          .map((t) => ({ id: t.id, name: localized(t.name), allergen: t.allergen === true })),
      });
    }),
  ];
}
