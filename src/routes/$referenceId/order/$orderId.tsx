import { createFileRoute, notFound } from '@tanstack/react-router';
import { OrderScreen } from '../../../features/order/OrderScreen.tsx';

/** /{referenceId}/order/{orderId}: the order with its success view and status stepper. */
export const Route = createFileRoute('/$referenceId/order/$orderId')({
  loader: async ({ context: { stores }, params }) => {
    const orderId = Number(params.orderId);
    if (!Number.isInteger(orderId) || orderId <= 0) throw notFound();
    const orders = await stores.loadOrders();
    const known = orders.order?.id === orderId ? orders.order : await orders.loadOrder(orderId);
    if (!known) throw notFound();
    return { orderId };
  },
  component: OrderRoute,
});

function OrderRoute() {
  const { orderId } = Route.useLoaderData();
  return <OrderScreen orderId={orderId} />;
}
