import { createContext, useContext, type ReactNode } from 'react';
import type { DeliveryStore } from '../../stores/delivery-store.ts';
import { useStores } from '../../stores/store-context.tsx';

/**
 * Which address the delivery components edit: the checkout's (the root delivery store) unless a
 * screen provides another, such as a saved location being added or edited. The same area picker,
 * map, pin, zone check and address fields serve both.
 */
const DeliveryTargetContext = createContext<DeliveryStore | null>(null);

export function DeliveryTargetProvider({ store, children }: { store: DeliveryStore; children: ReactNode }) {
  return <DeliveryTargetContext.Provider value={store}>{children}</DeliveryTargetContext.Provider>;
}

export function useDeliveryTarget(): DeliveryStore {
  const provided = useContext(DeliveryTargetContext);
  const { delivery } = useStores();
  return provided ?? delivery;
}
