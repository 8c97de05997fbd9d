import { reaction } from 'mobx';
import { useEffect, useState } from 'react';
import type { CalcOrderResult } from '../../api/types.ts';
import type { OrderSellingType } from '../../domain/model.ts';
import type { OrderTotals } from '../../domain/order-totals.ts';
import { calcOrderRequestFor } from '../../stores/order-request.ts';
import type { RootStore } from '../../stores/root-store.ts';
import { useStores } from '../../stores/store-context.tsx';
import { totalsFromClient, totalsFromServer, type TotalsView } from './totals-view.ts';
import { cartTotals } from '../../stores/cart-totals.ts';

/** Quantity taps come in bursts; the server is asked once the customer pauses. */
export const SERVER_TOTALS_DEBOUNCE_MS = 350;

export interface ShownTotals {
  totals: TotalsView;
  /** 'server' when calc-order answered for exactly this cart and these choices. */
  source: 'server' | 'client';
}

export interface TotalsSource {
  /** What calc-order would be asked now (equal texts are the same question); null: nothing to ask. */
  question(stores: RootStore): string | null;
  /** Asks calc-order for the current cart. */
  ask(stores: RootStore): Promise<CalcOrderResult | null>;
  /** The cart's own figures, shown until the server answered this very question. */
  local(stores: RootStore): OrderTotals;
}

/**
 * The totals to show: the server's figures when calc-order has answered for the current cart,
 * else the cart's own (they agree to the minor unit; the server's word is final). Call inside an
 * observer component; `source` must be a stable object.
 */
export function useCalcOrderTotals(source: TotalsSource): ShownTotals {
  const stores = useStores();
  const [answer, setAnswer] = useState<{ question: string; amounts: CalcOrderResult } | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let disposed = false;
    const ask = (question: string | null) => {
      if (timer !== null) clearTimeout(timer);
      if (question === null) return;
      timer = setTimeout(() => {
        source.ask(stores).then(
          (amounts) => {
            if (!disposed && amounts) setAnswer({ question, amounts });
          },
          // A refused draft (no address yet, a coupon that no longer applies) or no network:
          // the cart's own figures stay on screen.
          () => {},
        );
      }, SERVER_TOTALS_DEBOUNCE_MS);
    };
    const stop = reaction(() => source.question(stores), ask, { fireImmediately: true });
    return () => {
      disposed = true;
      stop();
      if (timer !== null) clearTimeout(timer);
    };
  }, [stores, source]);

  const question = source.question(stores);
  if (answer && question !== null && answer.question === question) {
    return { totals: totalsFromServer(answer.amounts), source: 'server' };
  }
  return { totals: totalsFromClient(source.local(stores)), source: 'client' };
}

const orderTotalsSources = new Map<OrderSellingType, TotalsSource>();

/** The order cart's totals for a selling type (cart and checkout). */
function orderTotalsSource(type: OrderSellingType): TotalsSource {
  let source = orderTotalsSources.get(type);
  if (!source) {
    source = {
      question(stores) {
        const branchId = stores.business.branchId;
        if (branchId === null || stores.cart.isEmpty) return null;
        return JSON.stringify(calcOrderRequestFor(stores, type, branchId));
      },
      ask: (stores) => stores.orders.calculate(type),
      local: (stores) => cartTotals(stores.cart, type),
    };
    orderTotalsSources.set(type, source);
  }
  return source;
}

export function useServerTotals(type: OrderSellingType): ShownTotals {
  return useCalcOrderTotals(orderTotalsSource(type));
}
