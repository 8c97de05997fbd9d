import { useCalcOrderTotals, type ShownTotals, type TotalsSource } from '../cart/use-server-totals.ts';
import { cartTotals } from '../../stores/cart-totals.ts';

/** The pre-order of a reservation: its own cart, priced by calc-order as an order is. */
const RESERVATION_TOTALS: TotalsSource = {
  question(stores) {
    const branchId = stores.business.branchId;
    if (branchId === null || stores.reservationCart.isEmpty) return null;
    return JSON.stringify(stores.reservations.calcRequest(branchId));
  },
  ask: (stores) => stores.reservations.calculate(),
  local: (stores) => cartTotals(stores.reservationCart, 'dine_in'),
};

/** The pre-order's totals: calc-order's once it answered for exactly this pre-order, else the cart's. */
export function useReservationTotals(): ShownTotals {
  return useCalcOrderTotals(RESERVATION_TOTALS);
}
