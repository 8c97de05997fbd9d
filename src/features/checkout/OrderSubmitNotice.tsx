import { observer } from 'mobx-react-lite';
import type { OrdersStore } from '../../stores/orders-store.ts';
import { OrderErrorNotice } from './OrderErrorNotice.tsx';
import { UnresolvedSubmitNotice } from './UnresolvedSubmitNotice.tsx';
import { useAutomaticResolution } from './use-automatic-resolution.ts';

/**
 * What placing an order has to tell, wherever its button is (the checkout, a table tablet's order
 * panel): while its outcome is unknown, the check of that same order (asked again by itself, then
 * by the customer); after a failure, the failure with its way on. Both send the same order again,
 * never a second one.
 */
export const OrderSubmitNotice = observer(function OrderSubmitNotice({
  orders,
  onSubmit,
}: {
  orders: OrdersStore;
  onSubmit: () => Promise<unknown>;
}) {
  const resolution = useAutomaticResolution(orders.outcomeUnknown, orders.placing, onSubmit);
  if (orders.outcomeUnknown)
    return (
      <UnresolvedSubmitNotice
        checking={orders.placing}
        exhausted={resolution.exhausted}
        onCheck={() => void onSubmit()}
      />
    );
  return orders.error ? <OrderErrorNotice error={orders.error} onRetry={() => void onSubmit()} /> : null;
});
