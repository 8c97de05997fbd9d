// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RootStore } from '../../stores/root-store.ts';
import { itemsFor, renderScreen, startMockBackend, storesFor } from '../cart/test-harness.tsx';
import { OrderScreen } from './OrderScreen.tsx';
import { PaymentFailScreen } from './PaymentFailScreen.tsx';

const { server, backend } = startMockBackend();
const opened: RootStore[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  opened.splice(0).forEach((stores) => stores.dispose());
  backend.db.reset();
});
afterAll(() => server.close());

/** A pickup order paid online: the mock's payment succeeds, except for one phone number. */
async function placeOnline(phone: string) {
  const { stores } = await storesFor('demo');
  opened.push(stores);
  const item = itemsFor(stores, 'car_pickup')[0]!;
  stores.cart.add({ item, priceLabelId: item.price_labels[0]!.id, quantity: 2 });
  stores.cart.setContact('Sara', phone);
  stores.cart.setCar({ plate: '123', model: null, color: null });
  stores.cart.setPaymentType(1);
  const placed = await stores.orders.placeOrder('car_pickup');
  expect(placed?.paymentUrl).toBeTruthy();
  // Until the payment is known, the cart stays: a failed payment must be easy to try again.
  expect(stores.cart.isEmpty).toBe(false);
  return { stores, order: placed!.order };
}

describe('OrderScreen', () => {
  it('thanks the customer, follows the status and empties the cart once the payment is in', async () => {
    const { stores, order } = await placeOnline('+96550001234');
    await renderScreen(stores, <OrderScreen orderId={order.id} />, `/demo/order/${order.id}`);

    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(screen.getByTestId('order-number')).toHaveTextContent(order.number);
    expect(screen.getByText('Payment received.')).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'Order status' });
    expect(steps.querySelector('[aria-current="step"]')).toHaveTextContent('Received');
    expect(Number(screen.getByTestId('totals-total').getAttribute('data-amount'))).toBe(order.amounts.total);
    await waitFor(() => expect(stores.cart.isEmpty).toBe(true));
    expect(stores.orders.isPolling).toBe(true);
  });

  it('stops following the order when the page closes', async () => {
    const { stores, order } = await placeOnline('+96550001234');
    const { unmount } = await renderScreen(
      stores,
      <OrderScreen orderId={order.id} />,
      `/demo/order/${order.id}`,
    );
    await screen.findByTestId('order-steps');
    unmount();
    expect(stores.orders.isPolling).toBe(false);
  });
});

describe("OrderScreen: a line's kitchen note", () => {
  const NOTE = 'No onions, it is for my daughter';

  it('is shown on the device that placed the order and hidden from anyone opening its link', async () => {
    const { stores: placing } = await storesFor('demo');
    opened.push(placing);
    const item = itemsFor(placing, 'car_pickup')[0]!;
    placing.cart.add({ item, priceLabelId: item.price_labels[0]!.id, quantity: 1, comment: NOTE });
    placing.cart.setContact('Sara', '+96550001234');
    placing.cart.setCar({ plate: '123', model: null, color: null });
    placing.cart.setPaymentType(2);
    const placed = await placing.orders.placeOrder('car_pickup');
    const orderId = placed!.order.id;

    const { stores: stranger } = await storesFor('demo');
    opened.push(stranger);
    await stranger.orders.loadOrder(orderId);
    const { unmount } = await renderScreen(
      stranger,
      <OrderScreen orderId={orderId} />,
      `/demo/order/${orderId}`,
    );
    expect(await screen.findByTestId('order-page')).toHaveTextContent(item.name.en!);
    expect(screen.getByTestId('order-page')).not.toHaveTextContent(NOTE);
    unmount();

    await placing.orders.loadOrder(orderId);
    await renderScreen(placing, <OrderScreen orderId={orderId} />, `/demo/order/${orderId}`);
    expect(await screen.findByTestId('order-page')).toHaveTextContent(NOTE);
  });
});

describe('PaymentFailScreen', () => {
  it('keeps the cart and offers to try again', async () => {
    const { stores, order } = await placeOnline('+96599999999');
    const failed = await stores.orders.loadOrder(order.id);
    expect(failed?.payment_status).toBe('failed');
    await renderScreen(
      stores,
      <PaymentFailScreen order={failed} />,
      `/demo/payment/fail?order_id=${order.id}`,
    );

    expect(await screen.findByTestId('payment-retry')).toHaveAttribute('href', '/demo/car_pickup/checkout');
    expect(stores.cart.count).toBe(2);
    // The failed order no longer waits for a payment: a later paid order does not empty this cart.
    stores.orders.settlePayment({ id: order.id, payment_status: 'paid' });
    expect(stores.cart.count).toBe(2);
  });
});
