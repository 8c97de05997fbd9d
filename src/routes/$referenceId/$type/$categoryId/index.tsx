import { createFileRoute, redirect } from '@tanstack/react-router';
import { CategoryScreen } from '../../../../features/menu/CategoryScreen.tsx';
import { findCategory } from '../../../../features/menu/menu-blocks.ts';
import { parseRouteId } from '../../../../features/menu/route-ids.ts';

/** /{referenceId}/{type}/{categoryId}: one category with its subcategories. */
export const Route = createFileRoute('/$referenceId/$type/$categoryId/')({
  loader: async ({ context: { stores, sellingType }, params }) => {
    const categoryId = parseRouteId(params.categoryId);
    if (categoryId === null) throw redirect({ to: '/404' });
    void stores.fetchShifts();
    await stores.menu.ensureLoaded();
    // A category this type does not show now (or never had) is not found; a failed menu is shown
    // by the screen with its retry.
    if (stores.menu.isFetched && !findCategory(stores.menu.visibleCategories(sellingType), categoryId)) {
      throw redirect({ to: '/404' });
    }
    return { categoryId };
  },
  component: CategoryRoute,
});

function CategoryRoute() {
  const { sellingType } = Route.useRouteContext();
  const { categoryId } = Route.useLoaderData();
  return <CategoryScreen sellingType={sellingType} categoryId={categoryId} />;
}
