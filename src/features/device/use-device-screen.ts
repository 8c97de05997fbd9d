import { useRouterState } from '@tanstack/react-router';
import { useStores } from '../../stores/store-context.tsx';

/** Which of a device's screens is open, as the device's frame needs to know it. */
export interface DeviceScreen {
  pathname: string;
  onSetup: boolean;
  onAttract: boolean;
  onOrder: boolean;
  /** The order page of an order waiting for its card on the kiosk's terminal (issue 31). */
  paying: boolean;
}

export function useDeviceScreen(): DeviceScreen {
  const stores = useStores();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const section = pathname.split('/').filter(Boolean)[1];
  const onOrder = section === 'order';
  const terminal = stores.ordersIfLoaded?.terminalPaymentIfLoaded;
  return {
    pathname,
    onSetup: section === 'device',
    onAttract: section === 'kiosk',
    onOrder,
    paying: onOrder && terminal?.orderId != null && terminal.holds(terminal.orderId),
  };
}
