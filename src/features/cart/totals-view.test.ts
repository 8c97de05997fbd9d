// The cart shows the server's calc-order figures once they arrive; these must never differ from
// what the cart computes itself, or the customer would see a price jump (or pay another amount).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OrderSellingType } from '../../domain/model.ts';
import type { RootStore } from '../../stores/root-store.ts';
import { itemsFor, startMockBackend, storesFor } from './test-harness.tsx';
import { totalsFromClient, totalsFromServer } from './totals-view.ts';
import { cartTotals } from '../../stores/cart-totals.ts';

const { server, backend } = startMockBackend();
const opened: RootStore[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  opened.splice(0).forEach((stores) => stores.dispose());
  backend.db.reset();
});
afterAll(() => server.close());

async function cartOf(referenceId: string, type: OrderSellingType, quantities: number[]): Promise<RootStore> {
  const { stores } = await storesFor(referenceId);
  opened.push(stores);
  const items = itemsFor(stores, type);
  quantities.forEach((quantity, index) => {
    const item = items[index * 3]!;
    stores.cart.add({ item, priceLabelId: item.price_labels[0]!.id, quantity });
  });
  return stores;
}

describe('client totals equal calc-order', () => {
  it.each([
    ['demo', 'dine_in', [1, 2, 3], null],
    ['demo', 'car_pickup', [2, 1], null],
    ['demo', 'car_pickup', [2, 1], 'SAVE500'],
    ['demo', 'dine_in', [3, 1, 1, 2], 'WELCOME10'],
    ['demo', 'delivery', [2, 2], 'FREEDELIVERY'],
    ['demo', 'delivery', [4, 1], null],
    ['shipper', 'delivery', [3, 2], null],
  ] as const)('%s %s with quantities %j and coupon %s', async (referenceId, type, quantities, coupon) => {
    const stores = await cartOf(referenceId, type, [...quantities]);
    if (type === 'delivery') {
      await stores.delivery.ensureZones();
      if (referenceId === 'shipper') stores.delivery.selectCountry('SA');
      else
        stores.delivery.selectArea(
          stores.delivery.zones.find((zone) => zone.branch === stores.business.branchId)!.areas[0]!.id,
        );
    }
    if (coupon) expect(await stores.cart.applyCoupon(coupon, type)).toBe(true);

    const server = await stores.orders.calculate(type);
    expect(server).not.toBeNull();
    const client = totalsFromClient(cartTotals(stores.cart, type));
    expect(client).toEqual(totalsFromServer(server!));
    expect(client.total).toBeGreaterThan(0);
  });
});
