// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runInAction } from 'mobx';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestRootStore, setUpMockBackend } from '../../../tests/support/test-root-store.ts';
import type { RootStore } from '../../stores/root-store.ts';
import { MenuScreen } from './MenuScreen.tsx';
import { renderBrowse } from './test-browse-harness.tsx';

setUpMockBackend();

let stores: RootStore;
beforeEach(async () => {
  stores = createTestRootStore().stores;
  await stores.business.load('demo');
});
afterEach(() => stores.dispose());

describe('menu screen', () => {
  it('lists the categories in the navigation and shows each with its items', async () => {
    await renderBrowse(<MenuScreen sellingType="dine_in" />, stores);
    const nav = screen.getByRole('navigation', { name: 'Menu categories' });
    const entries = within(nav)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(entries).toEqual(expect.arrayContaining(['Appetizers', 'Grills', 'Desserts', 'Drinks']));
    const grills = screen.getByRole('region', { name: 'Grills' });
    expect(within(grills).getByRole('link', { name: 'Grills' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/demo\/dine_in\/\d+$/),
    );
    expect(within(grills).getByRole('link', { name: 'Shish Tawook' })).toBeInTheDocument();
    // Reservation-only dishes are not on the dine-in menu.
    expect(screen.queryByRole('link', { name: 'Rocca Salad' })).not.toBeInTheDocument();
  });

  it('moves to the section a jump from the navigation leads to', async () => {
    await renderBrowse(<MenuScreen sellingType="dine_in" />, stores);
    const nav = screen.getByRole('navigation', { name: 'Menu categories' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Desserts' }));
    // The jump's code arrives with the tap at the latest (use-section-jump.ts).
    await waitFor(() => expect(screen.getByRole('region', { name: 'Desserts' })).toHaveFocus());
  });

  it.each([
    ['grid', 'grid'],
    ['cards', 'grid'],
    ['list', 'list'],
    ['compact', 'list'],
  ] as const)("follows the business's %s layout", async (menuLayout, shown) => {
    runInAction(() => {
      stores.business.business!.menu_layout = menuLayout;
    });
    await renderBrowse(<MenuScreen sellingType="dine_in" />, stores);
    const card = screen.getAllByRole('article')[0]!;
    expect(card).toHaveAttribute('data-layout', shown);
  });

  it('shows no prices and no add buttons when the business hides prices', async () => {
    runInAction(() => {
      stores.business.business!.hide_price = true;
    });
    await renderBrowse(<MenuScreen sellingType="dine_in" />, stores);
    expect(screen.getAllByRole('article').length).toBeGreaterThan(10);
    expect(screen.queryByTestId('item-price')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /to your cart/ })).not.toBeInTheDocument();
  });
});
