import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages.ts';
import { useStores } from '../../stores/store-context.tsx';
import { FallbackBoundary } from '../../ui/FallbackBoundary.tsx';
import type { OrderBarProps } from './OrderBarPanel.tsx';

// A first visit's menu opens with an empty cart and no bar: the bar's code (and its words) load
// when the cart first holds something, not with the menu (the first-load budget). The offline
// worker precaches every chunk, so a device without a network still gets it.
const OrderBarPanel = lazyWithMessages(() => import('./OrderBarPanel.tsx'));

/**
 * The order along the bottom of every menu page, on every device, once the cart holds something:
 * units, running total and the one way on, "View the cart": a phone goes to its cart page; a
 * tablet or kiosk opens the cart as a sheet over the menu.
 */
export const OrderBar = observer(function OrderBar(props: OrderBarProps) {
  const { cart } = useStores();
  if (cart.isEmpty) return null;
  return (
    <FallbackBoundary fallback={null}>
      <Suspense fallback={null}>
        <OrderBarPanel {...props} />
      </Suspense>
    </FallbackBoundary>
  );
});
