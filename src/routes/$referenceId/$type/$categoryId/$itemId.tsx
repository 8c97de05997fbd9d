import { createFileRoute, redirect } from '@tanstack/react-router';
import { ItemScreen } from '../../../../features/item/ItemScreen.tsx';
import { parseRouteId } from '../../../../features/menu/route-ids.ts';

/** /{referenceId}/{type}/{categoryId}/{itemId}: the item loaded for the current branch (spec §2). */
export const Route = createFileRoute('/$referenceId/$type/$categoryId/$itemId')({
  loader: async ({ context: { stores }, params }) => {
    const itemId = parseRouteId(params.itemId);
    const categoryId = parseRouteId(params.categoryId);
    // Spec §8: no item id, or an item the branch does not have, goes to /404.
    if (itemId === null || categoryId === null) throw redirect({ to: '/404' });
    void stores.fetchShifts();
    // The menu gives the item's grand category (for discounts); the item itself comes fresh.
    const [item] = await Promise.all([stores.menu.loadItem(itemId), stores.menu.ensureLoaded()]);
    if (!item) throw redirect({ to: '/404' });
    return { item, categoryId };
  },
  component: ItemRoute,
});

function ItemRoute() {
  const { sellingType } = Route.useRouteContext();
  const { item, categoryId } = Route.useLoaderData();
  return <ItemScreen key={item.id} item={item} categoryId={categoryId} sellingType={sellingType} />;
}
