import { createFileRoute, notFound } from '@tanstack/react-router';
import { OrderScreen } from '../../../features/order/OrderScreen.tsx';

/** /{referenceId}/order/{orderId}: the order with its success view and status stepper. */
export const Route = createFileRoute('/$referenceId/order/$orderId')({
  loader: async ({ context: { stores }, params }) => {
    const orderId = Number(params.orderId);
    if (!Number.isInteger(orderId) || orderId <= 0) throw notFound();
    const known =
      stores.orders.order?.id === orderId ? stores.orders.order : await stores.orders.loadOrder(orderId);
    if (!known) throw notFound();
    return { orderId };
  },
  component: OrderRoute,
});

function OrderRoute() {
  const { orderId } = Route.useLoaderData();
  return <OrderScreen orderId={orderId} />;
}
