import { createFileRoute, redirect } from '@tanstack/react-router';
import { TableBillScreen } from '../../features/device/table/TableBillScreen.tsx';

/** /{referenceId}/table-pay: a table tablet's "Pay the bill" (issue 31). */
export const Route = createFileRoute('/$referenceId/table-pay')({
  beforeLoad: ({ context: { stores }, params }) => {
    if (!stores.device.isTableTablet) throw redirect({ href: `/${params.referenceId}`, replace: true });
  },
  loader: async ({ context: { stores } }) => {
    const sitting = await stores.loadTableSitting();
    await sitting.loadOrders();
  },
  component: TableBillScreen,
});
