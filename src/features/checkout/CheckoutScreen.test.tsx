// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGeocodeClient } from '../../api/outside-clients.ts';
import type { Table } from '../../api/types.ts';
import type { OrderSellingType } from '../../domain/model.ts';
import type { RootStore } from '../../stores/root-store.ts';
import { itemsFor, renderScreen, startMockBackend, storesFor } from '../cart/test-harness.tsx';
import { CheckoutScreen } from './CheckoutScreen.tsx';

const { server, backend } = startMockBackend();
const opened: RootStore[] = [];
const orderPosts: string[] = [];
server.events.on('request:start', ({ request }) => {
  if (request.method === 'POST' && new URL(request.url).pathname === '/api/webapp/order') {
    orderPosts.push(request.headers.get('idempotency-key') ?? '');
  }
});
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  opened.splice(0).forEach((stores) => stores.dispose());
  orderPosts.splice(0);
  backend.db.reset();
  backend.faults.clear();
});
afterAll(() => server.close());

const geocoder = createGeocodeClient({ baseUrl: 'http://localhost/geocode' });

async function checkoutOf(type: OrderSellingType) {
  const { stores } = await storesFor('demo');
  opened.push(stores);
  const items = itemsFor(stores, type);
  // Enough for the delivery zones' minimum orders.
  for (const item of items.slice(0, 4))
    stores.cart.add({ item, priceLabelId: item.price_labels[0]!.id, quantity: 3 });
  if (type === 'delivery') await stores.delivery.ensureZones();
  const tables: Table[] | null = type === 'dine_in' ? await stores.branchContent.loadTables() : null;
  const view = await renderScreen(
    stores,
    <CheckoutScreen type={type} tables={tables} geocoder={geocoder} tileUrl="/tiles/{z}/{x}/{y}.png" />,
    `/demo/${type}/checkout`,
  );
  return { stores, tables, view };
}

async function fillGuest() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Name/), 'Sara');
  await user.type(screen.getByLabelText(/^Phone/), '5000 1234');
  return user;
}

describe('CheckoutScreen validation', () => {
  it.each([
    ['dine_in', ['Please choose where you are sitting.']],
    ['car_pickup', ["Please enter your car's plate number."]],
    ['delivery', ['Choose your area, or drop a pin on the map.']],
  ] as const)('%s asks for what is missing before sending anything', async (type, typeMessages) => {
    await checkoutOf(type);
    await userEvent.setup().click(await screen.findByTestId('place-order'));
    for (const message of [...typeMessages, 'Please enter your name.', 'Please enter your phone number.']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByTestId('checkout-invalid')).toBeInTheDocument();
    expect(orderPosts).toEqual([]);
  });

  it('refuses a phone number that is not one', async () => {
    await checkoutOf('car_pickup');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Phone/), '12');
    await user.click(screen.getByTestId('place-order'));
    expect(
      await screen.findByText('This phone number does not look right. Check it and try again.'),
    ).toBeInTheDocument();
  });
});

describe('placing the order', () => {
  it('sends a double tap once and places one order', async () => {
    backend.processingMs = 200;
    try {
      const { stores } = await checkoutOf('car_pickup');
      const user = await fillGuest();
      await user.type(screen.getByLabelText(/^Plate number/), '12345');
      const button = screen.getByTestId('place-order');
      await user.dblClick(button);
      await user.click(button);
      await waitFor(() => expect(stores.orders.lastPlaced).not.toBeNull(), { timeout: 5000 });
      expect(orderPosts).toHaveLength(1);
      expect(backend.db.scenario('demo').orders).toHaveLength(1);
      expect(stores.orders.lastPlaced!.order.phone).toBe('+96550001234');
      expect(stores.cart.isEmpty).toBe(true);
    } finally {
      backend.processingMs = 0;
    }
  });

  it('keeps the cart and the form while a failed submit is unresolved, and retries with the same key', async () => {
    backend.faults.add({ method: 'POST', path: '/api/webapp/order', status: 503, times: 1 });
    const { stores, tables } = await checkoutOf('dine_in');
    const user = await fillGuest();
    stores.cart.setTable(tables![0]!.id);
    await user.click(screen.getByTestId('place-order'));
    expect(await screen.findByTestId('submit-unresolved')).toBeInTheDocument();
    expect(screen.getByTestId('place-order')).toBeDisabled();
    expect(stores.cart.isEmpty).toBe(false);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Sara');
    // Locked with its reason: what is checked again is what the customer sees.
    expect(screen.getByLabelText(/^Name/)).toBeDisabled();
    expect(screen.getByTestId('checkout-fields')).toHaveAccessibleDescription(
      "Your order's details are locked until we know whether it went through.",
    );

    await user.click(screen.getByTestId('submit-check-again'));
    await waitFor(() => expect(stores.orders.lastPlaced).not.toBeNull(), { timeout: 5000 });
    expect(orderPosts).toHaveLength(2);
    expect(orderPosts[0]).toBe(orderPosts[1]);
    expect(backend.db.scenario('demo').orders).toHaveLength(1);
  });

  it('refuses a 10,000-character name before sending, and keeps it for the customer to shorten', async () => {
    const { stores, tables } = await checkoutOf('dine_in');
    const user = await fillGuest();
    stores.cart.setTable(tables![0]!.id);
    stores.cart.setContact('x'.repeat(10_000), stores.cart.phone);
    await user.click(screen.getByTestId('place-order'));
    expect(await screen.findByText(/Too long by 9,900 characters/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('x'.repeat(10_000));
    expect(orderPosts).toHaveLength(0);
  });
});

describe('the wallet', () => {
  it('lets a logged-in customer pay with the wallet, and the totals take it off', async () => {
    const { stores } = await storesFor('demo');
    opened.push(stores);
    const sent = await stores.signIn.sendOtp('+96550000001');
    await stores.signIn.verifyOtp(sent.debug_code!);
    await stores.wallet.fetch();
    const item = itemsFor(stores, 'car_pickup')[0]!;
    stores.cart.add({ item, priceLabelId: item.price_labels[0]!.id });
    await renderScreen(
      stores,
      <CheckoutScreen type="car_pickup" tables={null} geocoder={geocoder} tileUrl="/tiles/{z}/{x}/{y}.png" />,
      '/demo/car_pickup/checkout',
    );
    expect(await screen.findByTestId('contact-user')).toHaveTextContent('Fatima Al-Sabah');
    await userEvent.setup().click(screen.getByRole('switch', { name: /Pay with my wallet/ }));
    expect(stores.auth.useWallet).toBe(true);
    await waitFor(() => expect(screen.getByTestId('totals-wallet')).toBeInTheDocument());
    expect(Number(screen.getByTestId('totals-total').getAttribute('data-amount'))).toBe(0);
  });
});
