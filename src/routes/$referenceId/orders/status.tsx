import { createFileRoute } from '@tanstack/react-router';
import { OrdersStatusScreen } from '../../../features/order/OrdersStatusScreen.tsx';

/** /{referenceId}/orders/status: look an order up by id, or open one placed from this device. */
export const Route = createFileRoute('/$referenceId/orders/status')({
  loader: async ({ context: { stores } }) => {
    await stores.loadOrders();
  },
  component: OrdersStatusScreen,
});
