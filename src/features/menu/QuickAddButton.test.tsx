// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestRootStore, setUpMockBackend } from '../../../tests/support/test-root-store.ts';
import type { RootStore } from '../../stores/root-store.ts';
import { AddFeedbackProvider } from './AddFeedback.tsx';
import type { BrowseSettings } from './browse-settings.ts';
import { ItemCard } from './ItemCard.tsx';
import { menuItem, modifierGroup, priceLabel } from './test-menu-fixtures.ts';
import { renderBrowse } from './test-browse-harness.tsx';

setUpMockBackend();

let stores: RootStore;
beforeEach(async () => {
  stores = createTestRootStore().stores;
  await stores.business.load('demo');
});
afterEach(() => stores.dispose());

const settings = (overrides: Partial<BrowseSettings> = {}): BrowseSettings => ({
  referenceId: 'demo',
  sellingType: 'dine_in',
  currency: 'KWD',
  hidePrice: false,
  cartEnabled: true,
  modifiersEnabled: true,
  layout: 'grid',
  language: 'en',
  fallbacks: ['en', 'ar'],
  discounts: null,
  ...overrides,
});

const soup = menuItem(7, 'Lentil soup', { price_labels: [priceLabel(71, 1250)] });
const juice = menuItem(8, 'Orange juice', {
  price_labels: [priceLabel(81, 1000, 'Small'), priceLabel(82, 1750, 'Large')],
});
const wrap = menuItem(9, 'Falafel wrap', {
  modifier_groups: [modifierGroup(1, 'Bread', { min: 1, max: 1 }, [{ id: 11, name: 'Arabic', price: 0 }])],
});

function card(item: typeof soup, overrides: Partial<BrowseSettings> = {}) {
  return (
    <AddFeedbackProvider>
      <ItemCard item={item} categoryId={3} grandCategoryId={3} settings={settings(overrides)} />
    </AddFeedbackProvider>
  );
}

describe('quick add from a menu card', () => {
  it('adds an item with one price option at once and confirms it', async () => {
    await renderBrowse(card(soup), stores);
    await userEvent.click(screen.getByRole('button', { name: 'Add Lentil soup to your cart' }));
    expect(stores.cart.items.map((line) => [line.item_id, line.price_label_id, line.quantity])).toEqual([
      [7, 71, 1],
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Added 1 × Lentil soup to your cart');
  });

  it('asks which price option to add when there are several', async () => {
    await renderBrowse(card(juice), stores);
    expect(screen.getByTestId('item-price')).toHaveTextContent(/from\s*KWD\s*1/);
    await userEvent.click(screen.getByRole('button', { name: 'Add Orange juice to your cart' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose an option for Orange juice' });
    expect(
      within(picker)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/Small.*KWD\s*1$/),
        expect.stringMatching(/Large.*KWD\s*1\.750$/),
      ]),
    );
    await userEvent.click(within(picker).getByRole('button', { name: /Large/ }));
    expect(stores.cart.items.map((line) => line.price_label_id)).toEqual([82]);
    expect(screen.getByRole('status')).toHaveTextContent('Added 1 × Orange juice (Large) to your cart');
  });

  it('leads to the item page when choices must be made there', async () => {
    await renderBrowse(card(wrap), stores);
    const link = screen.getByRole('link', { name: 'Choose options for Falafel wrap' });
    expect(link).toHaveAttribute('href', '/demo/dine_in/3/9');
    expect(stores.cart.items).toEqual([]);
  });

  it.each([
    ['prices are hidden', { hidePrice: true }],
    ['the cart is off or ordering is closed', { cartEnabled: false }],
  ])('offers no add button when %s', async (_name, overrides) => {
    await renderBrowse(card(soup, overrides), stores);
    expect(screen.queryByRole('button', { name: /Add Lentil soup/ })).not.toBeInTheDocument();
    if ('hidePrice' in overrides) expect(screen.queryByTestId('item-price')).not.toBeInTheDocument();
  });
});
