import { reaction } from 'mobx';
import { useEffect, useState } from 'react';
import type { CalcOrderResult } from '../../api/types.ts';
import type { RootStore } from '../../stores/root-store.ts';
import { useStores } from '../../stores/store-context.tsx';
import { totalsFromClient, totalsFromServer } from '../cart/totals-view.ts';
import { SERVER_TOTALS_DEBOUNCE_MS, type ShownTotals } from '../cart/use-server-totals.ts';

function questionOf(stores: RootStore): string | null {
  const branchId = stores.business.branchId;
  if (branchId === null || stores.reservationCart.isEmpty) return null;
  return JSON.stringify(stores.reservations.calcRequest(branchId));
}

/**
 * The pre-order's totals: calc-order's once it answered for exactly this pre-order, else the
 * cart's own (they agree to the minor unit). The checkout's rule, over the reservation's cart.
 */
export function useReservationTotals(): ShownTotals {
  const stores = useStores();
  const [answer, setAnswer] = useState<{ question: string; amounts: CalcOrderResult } | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let disposed = false;
    const ask = (question: string | null) => {
      if (timer !== null) clearTimeout(timer);
      if (question === null) return;
      timer = setTimeout(() => {
        stores.reservations.calculate().then(
          (amounts) => {
            if (!disposed && amounts) setAnswer({ question, amounts });
          },
          () => {},
        );
      }, SERVER_TOTALS_DEBOUNCE_MS);
    };
    const stop = reaction(() => questionOf(stores), ask, { fireImmediately: true });
    return () => {
      disposed = true;
      stop();
      if (timer !== null) clearTimeout(timer);
    };
  }, [stores]);

  const question = questionOf(stores);
  if (answer && question !== null && answer.question === question) {
    return { totals: totalsFromServer(answer.amounts), source: 'server' };
  }
  return { totals: totalsFromClient(stores.reservationCart.totalsFor('dine_in')), source: 'client' };
}
