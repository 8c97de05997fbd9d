import { createFileRoute } from '@tanstack/react-router';
import { fastCheckoutGuard, type CartNotice } from '../../../app/guards.ts';
import { CartScreen } from '../../../features/cart/CartScreen.tsx';

interface CartSearch {
  /** Why the checkout sent the customer back. */
  notice?: CartNotice;
  /** Stay on the cart even when the business skips it (fast checkout). */
  edit?: boolean;
}

/** /{referenceId}/{type}/cart: the cart; skipped on to the checkout by fast-checkout businesses. */
export const Route = createFileRoute('/$referenceId/$type/cart')({
  validateSearch: (search: Record<string, unknown>): CartSearch => ({
    ...(search.notice === 'closed' ? { notice: 'closed' as const } : {}),
    ...(search.edit === true || search.edit === 'true' || search.edit === 1 ? { edit: true } : {}),
  }),
  beforeLoad: ({ context, params, search }) =>
    fastCheckoutGuard(context, params.referenceId, context.sellingType, search.edit === true),
  loader: async ({ context: { stores, sellingType } }) => {
    // The cart prices lines from the current menu and says whether the type takes orders; a
    // delivery's fee and minimum order come from its store.
    void stores.fetchShifts();
    await Promise.all([
      stores.menu.ensureLoaded().catch(() => undefined),
      stores.loadOrders(),
      sellingType === 'delivery' ? stores.loadDelivery() : undefined,
    ]);
  },
  component: CartRoute,
});

function CartRoute() {
  const { sellingType } = Route.useRouteContext();
  const { notice } = Route.useSearch();
  return <CartScreen type={sellingType} notice={notice} />;
}
