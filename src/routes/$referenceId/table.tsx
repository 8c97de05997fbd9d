import { createFileRoute, redirect } from '@tanstack/react-router';
import { TableOrdersScreen } from '../../features/device/table/TableOrdersScreen.tsx';

/** /{referenceId}/table: a table tablet's orders of this sitting and their running total. */
export const Route = createFileRoute('/$referenceId/table')({
  beforeLoad: ({ context: { stores }, params }) => {
    if (!stores.device.isTableTablet) throw redirect({ href: `/${params.referenceId}`, replace: true });
  },
  loader: async ({ context: { stores } }) => {
    const sitting = await stores.loadTableSitting();
    await sitting.loadOrders();
  },
  component: TableOrdersScreen,
});
