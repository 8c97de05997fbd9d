import { createFileRoute } from '@tanstack/react-router';
import { PaymentFailScreen } from '../../../features/order/PaymentFailScreen.tsx';

interface PaymentFailSearch {
  order_id?: number;
  transaction_id?: string;
}

/** /{referenceId}/payment/fail: where the payment page sends a failed payment back. */
export const Route = createFileRoute('/$referenceId/payment/fail')({
  validateSearch: (search: Record<string, unknown>): PaymentFailSearch => {
    const orderId = Number(search.order_id);
    return {
      ...(Number.isInteger(orderId) && orderId > 0 ? { order_id: orderId } : {}),
      ...(typeof search.transaction_id === 'string' ? { transaction_id: search.transaction_id } : {}),
    };
  },
  loaderDeps: ({ search }) => ({ orderId: search.order_id }),
  loader: async ({ context: { stores }, deps }) => {
    // Knowing the order tells which checkout to go back to; without it the page still works.
    const orders = await stores.loadOrders();
    const order = deps.orderId ? await orders.loadOrder(deps.orderId).catch(() => null) : null;
    return { order };
  },
  component: PaymentFailRoute,
});

function PaymentFailRoute() {
  const { order } = Route.useLoaderData();
  return <PaymentFailScreen order={order} />;
}
