// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestRootStore, setUpMockBackend } from '../../../tests/support/test-root-store.ts';
import type { RootStore } from '../../stores/root-store.ts';
import { menuItem, modifierGroup, priceLabel } from '../menu/test-menu-fixtures.ts';
import { renderBrowse } from '../menu/test-browse-harness.tsx';
import { AddFeedbackProvider } from '../menu/AddFeedback.tsx';
import { ItemScreen } from './ItemScreen.tsx';

setUpMockBackend();

let stores: RootStore;
beforeEach(async () => {
  stores = createTestRootStore().stores;
  await stores.business.load('demo');
});
afterEach(() => stores.dispose());

const burger = menuItem(5, 'Burger', {
  price_labels: [priceLabel(51, 2000, 'Single'), priceLabel(52, 3000, 'Double', { maximum: 3 })],
  modifier_groups: [
    modifierGroup(1, 'Bread', { min: 1, max: 1 }, [
      { id: 11, name: 'Arabic', price: 0 },
      { id: 12, name: 'Brioche', price: 250 },
    ]),
    modifierGroup(2, 'Extras', { min: 0, max: 2 }, [
      { id: 21, name: 'Cheese', price: 100 },
      { id: 22, name: 'Sauce', price: 50, max_quantity: 2 },
      { id: 23, name: 'Fries', price: 300 },
    ]),
  ],
});

function renderItem(item = burger) {
  // As in the app: the frame's confirmation area, which outlives the item page.
  return renderBrowse(
    <AddFeedbackProvider>
      <ItemScreen item={item} categoryId={3} sellingType="dine_in" />
    </AddFeedbackProvider>,
    stores,
  );
}

const addButton = () => screen.getByRole('button', { name: /Add to cart/ });

describe('item page', () => {
  it('refuses to add until a required modifier group is answered, then adds the choice', async () => {
    await renderItem();
    await userEvent.click(addButton());
    expect(stores.cart.items).toEqual([]);
    expect(screen.getByRole('alert')).toHaveTextContent('A choice is missing: Bread');
    const bread = screen.getByRole('group', { name: 'Bread' });
    expect(bread).toHaveAccessibleDescription(/Required, choose 1.*Choose at least 1 option here\./);

    await userEvent.click(within(bread).getByRole('radio', { name: /Brioche/ }));
    expect(screen.queryByText('Choose at least 1 option here.')).not.toBeInTheDocument();
    await userEvent.click(addButton());
    expect(stores.cart.items).toMatchObject([
      { item_id: 5, price_label_id: 51, quantity: 1, modifiers: [{ id: 12, quantity: 1 }] },
    ]);
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
      'Added 1 × Burger (Single) to your cart',
    );
  });

  it('stops taking extras once the group is full', async () => {
    await renderItem();
    const extras = screen.getByRole('group', { name: 'Extras' });
    expect(extras).toHaveAccessibleDescription('Optional, up to 2 choices');
    await userEvent.click(within(extras).getByRole('checkbox', { name: /Cheese/ }));
    await userEvent.click(within(extras).getByRole('checkbox', { name: /Sauce/ }));
    expect(within(extras).getByRole('checkbox', { name: /Fries/ })).toBeDisabled();
    // Sauce may be taken twice, but the group has no room left for a second unit.
    expect(within(extras).getByRole('button', { name: 'Increase quantity' })).toBeDisabled();

    await userEvent.click(within(extras).getByRole('checkbox', { name: /Cheese/ }));
    expect(within(extras).getByRole('checkbox', { name: /Fries/ })).toBeEnabled();
    await userEvent.click(within(extras).getByRole('button', { name: 'Increase quantity' }));
    expect(within(extras).getByRole('group', { name: 'Quantity of Sauce' })).toHaveTextContent('2');
    expect(within(extras).getByRole('checkbox', { name: /Cheese/ })).toBeDisabled();
  });

  it('prices the choice as the cart will: option and modifiers times quantity', async () => {
    await renderItem();
    const options = screen.getByRole('group', { name: 'Choose an option' });
    await userEvent.click(within(options).getByRole('radio', { name: /Double/ }));
    await userEvent.click(screen.getByRole('radio', { name: /Brioche/ }));
    const quantity = screen.getByRole('group', { name: 'Quantity of Burger' });
    await userEvent.click(within(quantity).getByRole('button', { name: 'Increase quantity' }));
    // (3.000 + 0.250) × 2
    expect(addButton()).toHaveTextContent(/KWD\s*6\.500/);
    await userEvent.click(within(quantity).getByRole('button', { name: 'Increase quantity' }));
    // The Double option allows at most 3.
    expect(within(quantity).getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await userEvent.click(addButton());
    expect(stores.cart.items).toMatchObject([{ price_label_id: 52, quantity: 3 }]);
  });

  it('asks for the note when the item requires one', async () => {
    await renderItem(menuItem(6, 'Steak', { comment_required: true }));
    await userEvent.click(addButton());
    expect(screen.getByText('Please write a note for this item.')).toBeInTheDocument();
    expect(stores.cart.items).toEqual([]);
    await userEvent.type(screen.getByRole('textbox', { name: /Note for the kitchen/ }), 'Medium rare');
    await userEvent.click(addButton());
    expect(stores.cart.items).toMatchObject([{ item_id: 6, comment: 'Medium rare' }]);
  });

  it('shows no add form for an item not offered for this order type', async () => {
    await renderItem(menuItem(4, 'Table for two', { types: ['reservation'] }));
    expect(screen.getByTestId('item-not-offered')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add to cart/ })).not.toBeInTheDocument();
  });
});
