// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runInAction } from 'mobx';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HANDOFF_MAX_LINES } from '../../domain/cart-handoff.ts';
import type { RootStore } from '../../stores/root-store.ts';
import { itemsFor, renderScreen, startMockBackend, storesFor } from '../cart/test-harness.tsx';
import { ContinueOnPhoneButton } from './ContinueOnPhoneButton.tsx';

const { server, backend } = startMockBackend();
const opened: RootStore[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  opened.splice(0).forEach((stores) => stores.dispose());
  backend.db.reset();
});
afterAll(() => server.close());

async function kioskWithCart(lines: number, mode: 'kiosk' | 'phone' = 'kiosk') {
  const { stores } = await storesFor('demo');
  opened.push(stores);
  runInAction(() => {
    stores.device.mode = mode;
  });
  await stores.menu.ensureLoaded();
  const items = itemsFor(stores, 'dine_in');
  for (let index = 0; index < lines; index += 1) {
    const item = items[index % items.length]!;
    // A note per line keeps equal items on lines of their own.
    stores.cart.add({ item, priceLabelId: item.price_labels[0]!.id, comment: `line ${index}` });
  }
  return stores;
}

const inMain = (element: React.ReactElement) => <main id="main">{element}</main>;

describe('ContinueOnPhoneButton', () => {
  it("shows the cart as a QR code, and Done ends the kiosk customer's session", async () => {
    const stores = await kioskWithCart(2);
    await renderScreen(stores, inMain(<ContinueOnPhoneButton type="dine_in" />));

    await userEvent.click(screen.getByRole('button', { name: 'Continue on your phone' }));
    const code = await screen.findByRole('img', { name: 'QR code that opens this order on your phone' });
    expect(code.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);
    expect(screen.getByRole('dialog', { name: 'Continue on your phone' })).toHaveTextContent(
      'nothing about you',
    );
    expect(stores.cart.count).toBe(2);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    // The cart went to the phone: nothing of this customer stays on the kiosk.
    await waitFor(() => expect(stores.cart.count).toBe(0));
  });

  it('is not offered on a phone', async () => {
    const stores = await kioskWithCart(2, 'phone');
    await renderScreen(stores, inMain(<ContinueOnPhoneButton type="dine_in" />));
    expect(screen.queryByRole('button', { name: 'Continue on your phone' })).toBeNull();
  });

  it('says so when the cart is too large for a code, and the cart stays', async () => {
    const stores = await kioskWithCart(HANDOFF_MAX_LINES + 1);
    await renderScreen(stores, inMain(<ContinueOnPhoneButton type="dine_in" />));

    await userEvent.click(screen.getByRole('button', { name: 'Continue on your phone' }));
    expect(await screen.findByTestId('handoff-unavailable')).toHaveTextContent(
      'too large to pass to a phone',
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(stores.cart.items).toHaveLength(HANDOFF_MAX_LINES + 1);
  });

  it('is not offered for an empty cart', async () => {
    const stores = await kioskWithCart(0);
    await renderScreen(stores, inMain(<ContinueOnPhoneButton type="dine_in" />));
    expect(screen.queryByRole('button', { name: 'Continue on your phone' })).toBeNull();
  });
});
