// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RootStore } from '../../stores/root-store.ts';
import { CartScreen } from './CartScreen.tsx';
import { itemsFor, renderScreen, startMockBackend, storesFor } from './test-harness.tsx';
import { cartTotals } from '../../stores/cart-totals.ts';

const { server, backend } = startMockBackend();
const opened: RootStore[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  opened.splice(0).forEach((stores) => stores.dispose());
  backend.db.reset();
});
afterAll(() => server.close());

async function pickupCart(): Promise<RootStore> {
  const { stores } = await storesFor('demo');
  opened.push(stores);
  const [first, second] = itemsFor(stores, 'car_pickup');
  stores.cart.add({ item: first!, priceLabelId: first!.price_labels[0]!.id, quantity: 2 });
  stores.cart.add({ item: second!, priceLabelId: second!.price_labels[0]!.id });
  return stores;
}

const amountOf = (testId: string) => Number(screen.getByTestId(testId).getAttribute('data-amount'));

describe('CartScreen', () => {
  it('shows the server’s figures once calc-order answers, equal to the cart’s own', async () => {
    const stores = await pickupCart();
    await renderScreen(stores, <CartScreen type="car_pickup" />, '/demo/car_pickup/cart');
    await waitFor(() => expect(screen.getByTestId('totals')).toHaveAttribute('data-source', 'server'), {
      timeout: 3000,
    });

    const amounts = stores.orders.amounts!;
    expect(amountOf('totals-subtotal')).toBe(amounts.subtotal);
    expect(amountOf('totals-discount')).toBe(-amounts.items_discount);
    expect(amountOf('totals-total')).toBe(amounts.total);
    expect(amounts.total).toBe(cartTotals(stores.cart, 'car_pickup').total);
    expect(within(screen.getByTestId('totals-total')).getByText(/KWD/)).toBeInTheDocument();
  });

  it('asks the server again when a quantity changes, and follows it', async () => {
    const stores = await pickupCart();
    await renderScreen(stores, <CartScreen type="car_pickup" />, '/demo/car_pickup/cart');
    await waitFor(() => expect(screen.getByTestId('totals')).toHaveAttribute('data-source', 'server'), {
      timeout: 3000,
    });
    const before = amountOf('totals-total');

    screen.getAllByRole('button', { name: 'Increase quantity' })[0]!.click();
    // The cart's own figure shows at once, then the server confirms it.
    await waitFor(() => expect(amountOf('totals-total')).toBeGreaterThan(before));
    await waitFor(() => expect(screen.getByTestId('totals')).toHaveAttribute('data-source', 'server'), {
      timeout: 3000,
    });
    expect(amountOf('totals-total')).toBe(stores.orders.amounts!.total);
  });

  it('keeps a note per line and one for the order, and removes a line', async () => {
    const stores = await pickupCart();
    await renderScreen(stores, <CartScreen type="car_pickup" />, '/demo/car_pickup/cart');
    const user = userEvent.setup();
    const [firstNote] = await screen.findAllByLabelText(/^Note for /);
    await user.type(firstNote!, 'no onions');
    await user.type(screen.getByLabelText('Note for the order'), 'ring twice');
    await user.tab();
    expect(stores.cart.items[0]!.comment).toBe('no onions');
    expect(stores.cart.note).toBe('ring twice');

    await user.click(screen.getAllByRole('button', { name: /^Remove / })[1]!);
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
    expect(stores.cart.items).toHaveLength(1);
  });

  it('says the cart is empty and leads back to the menu', async () => {
    const { stores } = await storesFor('demo');
    opened.push(stores);
    await renderScreen(stores, <CartScreen type="dine_in" />, '/demo/dine_in/cart');
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the menu' })).toHaveAttribute('href', '/demo/dine_in');
  });

  it('blocks the checkout with a notice while the type takes no orders', async () => {
    const stores = await pickupCart();
    await renderScreen(stores, <CartScreen type="car_pickup" notice="closed" />, '/demo/car_pickup/cart');
    expect(await screen.findByTestId('cart-closed')).toBeInTheDocument();
  });
});
