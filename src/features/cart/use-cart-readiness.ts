import { minimumOrderShortfall } from '../../domain/checkout.ts';
import { minimumOrder } from '../../domain/delivery.ts';
import type { Minor, OrderSellingType } from '../../domain/model.ts';
import { useStores } from '../../stores/store-context.tsx';
import { cartTotals } from '../../stores/cart-totals.ts';

export interface CartReadiness {
  /** The minimum order of this type (the zone's or country's for delivery), 0 when none. */
  minimum: Minor;
  /** How much is missing to reach it. */
  shortfall: Minor;
  /** The selling type takes orders now or for later. */
  canOrder: boolean;
  /** Lines the menu can no longer price; they must be removed first. */
  staleLines: number;
}

/** What stands between the cart and the checkout. Call inside an observer component. */
export function useCartReadiness(type: OrderSellingType): CartReadiness {
  const stores = useStores();
  const { cart, business, deliveryIfLoaded } = stores;
  // A delivery's zone or country may raise it; before its store loads there is neither, and the
  // delivery store's own minimum is then the business's (RootStore.deliveryIfLoaded).
  const minimum =
    (type === 'delivery' ? deliveryIfLoaded?.minimumOrder : undefined) ??
    minimumOrder({ businessDefault: business.business?.checkout[type].min_order });
  return {
    minimum,
    shortfall: minimumOrderShortfall(cartTotals(cart, type), minimum),
    canOrder: stores.canOrder(type),
    staleLines: cart.staleLineKeys.length,
  };
}
