import { reaction } from 'mobx';
import { useEffect, useState } from 'react';
import type { CalcOrderResult } from '../../api/types.ts';
import type { OrderSellingType } from '../../domain/model.ts';
import { calcOrderRequestFor } from '../../stores/order-payload.ts';
import type { RootStore } from '../../stores/root-store.ts';
import { useStores } from '../../stores/store-context.tsx';
import { totalsFromClient, totalsFromServer, type TotalsView } from './totals-view.ts';

/** Quantity taps come in bursts; the server is asked once the customer pauses. */
export const SERVER_TOTALS_DEBOUNCE_MS = 350;

export interface ShownTotals {
  totals: TotalsView;
  /** 'server' when calc-order answered for exactly this cart and these choices. */
  source: 'server' | 'client';
}

/** What calc-order would be asked now; equal texts mean the same question. */
function questionOf(stores: RootStore, type: OrderSellingType): string | null {
  const branchId = stores.business.branchId;
  if (branchId === null || stores.cart.isEmpty) return null;
  return JSON.stringify(calcOrderRequestFor(stores, type, branchId));
}

/**
 * The totals to show: the server's figures when calc-order has answered for the current cart,
 * else the cart's own (they agree to the minor unit; the server's word is final). Call inside an
 * observer component.
 */
export function useServerTotals(type: OrderSellingType): ShownTotals {
  const stores = useStores();
  const [answer, setAnswer] = useState<{ question: string; amounts: CalcOrderResult } | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let disposed = false;
    const ask = (question: string | null) => {
      if (timer !== null) clearTimeout(timer);
      if (question === null) return;
      timer = setTimeout(() => {
        stores.orders.calculate(type).then(
          (amounts) => {
            if (!disposed && amounts) setAnswer({ question, amounts });
          },
          // A refused draft (no address yet, a coupon that no longer applies) or no network:
          // the cart's own figures stay on screen.
          () => {},
        );
      }, SERVER_TOTALS_DEBOUNCE_MS);
    };
    const stop = reaction(() => questionOf(stores, type), ask, { fireImmediately: true });
    return () => {
      disposed = true;
      stop();
      if (timer !== null) clearTimeout(timer);
    };
  }, [stores, type]);

  const question = questionOf(stores, type);
  if (answer && question !== null && answer.question === question) {
    return { totals: totalsFromServer(answer.amounts), source: 'server' };
  }
  return { totals: totalsFromClient(stores.cart.totalsFor(type)), source: 'client' };
}
