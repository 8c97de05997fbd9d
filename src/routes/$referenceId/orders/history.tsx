import { createFileRoute } from '@tanstack/react-router';
import { authGuard } from '../../../app/guards.ts';
import { OrderHistoryScreen } from '../../../features/account/OrderHistoryScreen.tsx';

/** /{referenceId}/orders/history: the customer's orders, newest first (login required). */
export const Route = createFileRoute('/$referenceId/orders/history')({
  beforeLoad: ({ context, params, location }) => authGuard(context, params.referenceId, location.href),
  loader: async ({ context: { stores } }) => {
    await stores.loadOrders();
  },
  component: OrderHistoryScreen,
});
