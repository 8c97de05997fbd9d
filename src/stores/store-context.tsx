import { createContext, useContext, type ReactNode } from 'react';
import type { RootStore } from './root-store.ts';

const StoreContext = createContext<RootStore | null>(null);

export function StoreProvider({ stores, children }: { stores: RootStore; children: ReactNode }) {
  return <StoreContext.Provider value={stores}>{children}</StoreContext.Provider>;
}

/** The app's stores; outside <StoreProvider> this is a programming error, so it throws. */
export function useStores(): RootStore {
  const stores = useContext(StoreContext);
  if (!stores) throw new Error('useStores() used outside <StoreProvider>');
  return stores;
}
