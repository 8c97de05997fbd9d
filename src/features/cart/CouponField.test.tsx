// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RootStore } from '../../stores/root-store.ts';
import { CouponField } from './CouponField.tsx';
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

async function cart(options: { loggedIn?: boolean } = {}): Promise<RootStore> {
  const { stores } = await storesFor('demo');
  opened.push(stores);
  if (options.loggedIn) {
    const sent = await stores.signIn.sendOtp('+96550000001');
    await stores.signIn.verifyOtp(sent.debug_code!);
  }
  // A dessert: the demo's GRILL50 coupon covers grills only.
  const item = itemsFor(stores, 'delivery').at(-1)!;
  stores.cart.add({ item, priceLabelId: item.price_labels[0]!.id });
  return stores;
}

async function enter(code: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Coupon code'), code);
  await user.click(screen.getByRole('button', { name: 'Apply' }));
}

describe('CouponField', () => {
  it.each([
    ['an unknown code', 'NOPE', {}, 'This coupon code does not exist or has expired.'],
    ['a members-only code for a guest', 'MEMBER20', {}, 'Log in to use this coupon.'],
    [
      'a guests-only code for a logged-in customer',
      'WELCOME10',
      { loggedIn: true },
      'This coupon is only for orders placed without logging in.',
    ],
    [
      'a code for items not in the cart',
      'GRILL50',
      {},
      'This coupon does not apply to the items in your cart.',
    ],
  ])('explains %s', async (_name, code, options, message) => {
    const stores = await cart(options);
    await renderScreen(stores, <CouponField type="delivery" />);
    await enter(code);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('applies a valid code to the totals and can remove it', async () => {
    const stores = await cart();
    await renderScreen(stores, <CouponField type="delivery" />);
    await enter('save500');
    expect(await screen.findByTestId('coupon-applied')).toHaveTextContent('Coupon \u2066SAVE500\u2069');
    expect(cartTotals(stores.cart, 'delivery').couponDiscount).toBeGreaterThan(0);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove coupon' }));
    await waitFor(() => expect(stores.cart.coupon).toBeNull());
    expect(screen.getByLabelText('Coupon code')).toHaveValue('');
  });
});
