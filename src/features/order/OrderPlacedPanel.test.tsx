// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RootStore } from '../../stores/root-store.ts';
import { itemsFor, renderScreen, startMockBackend, storesFor } from '../cart/test-harness.tsx';
import { OrderPlacedPanel } from './OrderPlacedPanel.tsx';

const { server, backend } = startMockBackend();
const opened: RootStore[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  opened.splice(0).forEach((stores) => stores.dispose());
  backend.db.reset();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

/** A car pickup paid in cash: the customer still pays at the counter. */
async function placeCashOrder() {
  const { stores } = await storesFor('demo');
  opened.push(stores);
  await stores.menu.ensureLoaded();
  const item = itemsFor(stores, 'car_pickup').find((candidate) =>
    candidate.modifier_groups.some((group) => group.modifiers.length > 0),
  )!;
  const extra = item.modifier_groups.find((group) => group.modifiers.length > 0)!.modifiers[0]!;
  stores.cart.add({
    item,
    priceLabelId: item.price_labels[0]!.id,
    quantity: 2,
    modifiers: [{ id: extra.id, quantity: 1 }],
    comment: 'Extra napkins',
  });
  stores.cart.setContact('Sara', '+96550001234');
  stores.cart.setCar({ plate: '123', model: null, color: null });
  stores.cart.setPaymentType(2);
  const placed = await stores.orders.placeOrder('car_pickup');
  return { stores, order: placed!.order };
}

describe('OrderPlacedPanel', () => {
  it('shows the number large, what to do next, a QR code of the order page and a receipt to print', async () => {
    const { stores, order } = await placeCashOrder();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await renderScreen(
      stores,
      <OrderPlacedPanel order={order} orderUrl={`http://localhost/demo/order/${order.id}`} />,
      `/demo/order/${order.id}`,
    );

    expect(screen.getByTestId('order-placed-number')).toHaveTextContent(order.number);
    const steps = within(screen.getByTestId('order-next-steps')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Pay at the counter: show your order number.',
      'We will bring your order to your car.',
    ]);
    expect(await screen.findByRole('img', { name: /follow it on your phone/ })).toBeInTheDocument();

    const receipt = screen.getByTestId('receipt');
    expect(receipt.parentElement).toBe(document.body);
    expect(receipt).toHaveTextContent(order.number);
    expect(receipt).toHaveTextContent('Diwan Grill');
    expect(receipt).toHaveTextContent(`2 × `);
    expect(receipt).toHaveTextContent('+ 1 × ');
    expect(receipt).toHaveTextContent('Extra napkins');
    expect(receipt).toHaveTextContent('To pay');
    expect(receipt).not.toHaveTextContent('Sara');
    expect(receipt).not.toHaveTextContent('50001234');

    await userEvent.click(screen.getByRole('button', { name: 'Print receipt' }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});
