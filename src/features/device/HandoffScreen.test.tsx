// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { encodeCartHandoff } from '../../domain/cart-handoff.ts';
import type { RootStore } from '../../stores/root-store.ts';
import { MemoryStorage } from '../../../tests/support/test-root-store.ts';
import { itemsFor, renderScreen, startMockBackend, storesFor } from '../cart/test-harness.tsx';
import { HandoffScreen } from './HandoffScreen.tsx';

const { server, backend } = startMockBackend();
const opened: RootStore[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  opened.splice(0).forEach((stores) => stores.dispose());
  backend.db.reset();
});
afterAll(() => server.close());

async function phone() {
  const { stores } = await storesFor('demo');
  opened.push(stores);
  await stores.menu.ensureLoaded();
  return stores;
}

/** A kiosk's cart on the demo's first branch: an item with an extra and a note, and one the menu lost. */
function kioskCode(stores: RootStore) {
  const items = itemsFor(stores, 'dine_in');
  const withExtra = items.find((item) => item.modifier_groups.some((group) => group.modifiers.length > 0))!;
  const plain = items.find((item) => item.id !== withExtra.id && item.modifier_groups.length === 0)!;
  const extra = withExtra.modifier_groups.find((group) => group.modifiers.length > 0)!.modifiers[0]!;
  const encoded = encodeCartHandoff('dine_in', stores.business.branchId!, [
    {
      item_id: withExtra.id,
      price_label_id: withExtra.price_labels[0]!.id,
      quantity: 2,
      modifiers: [{ id: extra.id, quantity: 1 }],
      comment: 'No onions',
    },
    { item_id: 987_654, price_label_id: 1, quantity: 1, modifiers: [], comment: null },
    {
      item_id: plain.id,
      price_label_id: plain.price_labels[0]!.id,
      quantity: 1,
      modifiers: [],
      comment: null,
    },
  ]);
  if (!encoded.ok) throw new Error(encoded.problem);
  return { code: encoded.code, withExtra, plain, extra };
}

describe('HandoffScreen', () => {
  it('puts the kept lines into the cart once and names what could not be kept', async () => {
    const stores = await phone();
    const { code, withExtra, plain, extra } = kioskCode(stores);
    const ledger = new MemoryStorage();
    const { unmount } = await renderScreen(
      stores,
      <HandoffScreen code={code} ledger={ledger} />,
      '/demo/handoff',
    );

    const kept = await screen.findByTestId('handoff-kept');
    expect(within(kept).getAllByRole('listitem')).toHaveLength(2);
    expect(kept).toHaveTextContent('No onions');
    expect(screen.getByTestId('handoff-left-out')).toHaveTextContent(
      'an item no longer on the menu: no longer available here',
    );
    expect(screen.getByTestId('handoff-go-to-cart')).toHaveAttribute('href', '/demo/dine_in/cart');
    expect(
      stores.cart.items.map((line) => [line.item_id, line.quantity, line.modifiers, line.comment]),
    ).toEqual([
      [withExtra.id, 2, [{ id: extra.id, quantity: 1 }], 'No onions'],
      [plain.id, 1, [], null],
    ]);

    // Opening the same link again (a reload, Back) shows the same outcome but adds nothing.
    unmount();
    await renderScreen(stores, <HandoffScreen code={code} ledger={ledger} />, '/demo/handoff');
    await screen.findByTestId('handoff-kept');
    expect(stores.cart.count).toBe(3);
  });

  it.each([
    { name: 'a damaged link', code: '1.%%%', problem: 'damaged', says: 'This link is damaged' },
    { name: 'a link without a code', code: null, problem: 'missing', says: 'does not carry an order' },
  ])('says so for $name and leaves the cart alone', async ({ code, problem, says }) => {
    const stores = await phone();
    const item = itemsFor(stores, 'dine_in')[0]!;
    stores.cart.add({ item, priceLabelId: item.price_labels[0]!.id });
    await renderScreen(stores, <HandoffScreen code={code} ledger={new MemoryStorage()} />, '/demo/handoff');

    const alert = await screen.findByTestId('handoff-problem');
    expect(alert).toHaveAttribute('data-problem', problem);
    expect(alert).toHaveTextContent(says);
    expect(stores.cart.count).toBe(1);
  });

  it('refuses a branch the business does not have', async () => {
    const stores = await phone();
    const item = itemsFor(stores, 'dine_in')[0]!;
    const encoded = encodeCartHandoff('dine_in', 123_456_789, [
      {
        item_id: item.id,
        price_label_id: item.price_labels[0]!.id,
        quantity: 1,
        modifiers: [],
        comment: null,
      },
    ]);
    await renderScreen(
      stores,
      <HandoffScreen code={encoded.ok ? encoded.code : null} ledger={new MemoryStorage()} />,
      '/demo/handoff',
    );
    expect(await screen.findByTestId('handoff-problem')).toHaveAttribute('data-problem', 'branch-gone');
    expect(stores.cart.isEmpty).toBe(true);
  });

  it('moves the phone to the kiosk branch before checking the lines', async () => {
    const stores = await phone();
    const other = stores.business.business!.branches.find(
      (branch) => branch.id !== stores.business.branchId,
    )!;
    const item = itemsFor(stores, 'dine_in').find((candidate) => candidate.branches.includes(other.id))!;
    const encoded = encodeCartHandoff('dine_in', other.id, [
      {
        item_id: item.id,
        price_label_id: item.price_labels[0]!.id,
        quantity: 1,
        modifiers: [],
        comment: null,
      },
    ]);
    await renderScreen(
      stores,
      <HandoffScreen code={encoded.ok ? encoded.code : null} ledger={new MemoryStorage()} />,
      '/demo/handoff',
    );
    await screen.findByTestId('handoff-kept');
    expect(stores.business.branchId).toBe(other.id);
    expect(stores.cart.items.map((line) => line.item_id)).toEqual([item.id]);
  });
});
