import { observer } from 'mobx-react-lite';
import { CartPanel } from '../../cart/CartPanel.tsx';
import OrderBarPanel from '../../cart/OrderBarPanel.tsx';
import type { OrderSellingType } from '../../../domain/model.ts';
import { SendToKitchenButton } from './SendToKitchenButton.tsx';

/**
 * A table tablet's order beside the menu (never a sheet over it): the order bar's count and total,
 * the cart's lines and totals, and "Send to kitchen" always in view at its foot. Shown on the menu
 * pages, empty or not, so the menu keeps its width.
 */
export const TableOrderPanel = observer(function TableOrderPanel({ type }: { type: OrderSellingType }) {
  return (
    <OrderBarPanel
      type={type}
      toCartPage={false}
      placement="side"
      action={<SendToKitchenButton type={type} />}
    >
      <CartPanel type={type} titled={false} withCheckout={false} />
    </OrderBarPanel>
  );
});
