import { createFileRoute } from '@tanstack/react-router';
import { canCheckoutGuard, checkProfileGuard } from '../../../app/guards.ts';
import { readConfig } from '../../../app/config.ts';
import { createGeocodeClient } from '../../../api/outside-clients.ts';
import { CheckoutScreen } from '../../../features/checkout/CheckoutScreen.tsx';

interface CheckoutSearch {
  /** A dine-in table given by the table's QR code. */
  table?: number;
}

const config = readConfig();
// One geocoder client for the app's lifetime: it holds no state but its base URL.
const geocoder = createGeocodeClient({ baseUrl: config.geocoderUrl });

/** /{referenceId}/{type}/checkout: selling-type check (parent), can-checkout check, then the form. */
export const Route = createFileRoute('/$referenceId/$type/checkout')({
  validateSearch: (search: Record<string, unknown>): CheckoutSearch => {
    const table = Number(search.table);
    return Number.isInteger(table) && table > 0 ? { table } : {};
  },
  beforeLoad: async ({ context, params, location }) => {
    await canCheckoutGuard(context, params.referenceId, context.sellingType);
    checkProfileGuard(context, params.referenceId, location.href);
  },
  loaderDeps: ({ search }) => ({ table: search.table }),
  loader: async ({ context: { stores, sellingType }, deps }) => {
    // A table tablet's own table wins over a table in the address (a guest cannot change it).
    const table = stores.device.boundTableId ?? deps.table;
    if (table !== undefined) stores.cart.setTable(table);
    const [, , , , content] = await Promise.all([
      stores.menu.ensureLoaded().catch(() => undefined),
      stores.loadOrders(),
      stores.loadWallet(),
      sellingType === 'delivery' ? stores.loadDelivery() : undefined,
      stores.loadBranchContent(),
    ]);
    if (stores.auth.isAuthenticated) void stores.wallet.fetch();
    if (sellingType === 'delivery') await stores.delivery.ensureZones();
    return { tables: sellingType === 'dine_in' ? await content.loadTables() : null };
  },
  component: CheckoutRoute,
});

function CheckoutRoute() {
  const { sellingType } = Route.useRouteContext();
  const { tables } = Route.useLoaderData();
  return <CheckoutScreen type={sellingType} tables={tables} geocoder={geocoder} tileUrl={config.tileUrl} />;
}
