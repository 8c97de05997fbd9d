// @vitest-environment jsdom
/**
 * The dietary filter on a category page, as a customer uses it: open the sheet, leave out tree
 * nuts, see the desserts with nuts go and the count of what went, clear in one tap.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestRootStore, setUpMockBackend } from '../../../tests/support/test-root-store.ts';
import type { RootStore } from '../../stores/root-store.ts';
import { CategoryScreen } from '../menu/CategoryScreen.tsx';
import { renderBrowse } from '../menu/test-browse-harness.tsx';

setUpMockBackend();

let stores: RootStore;
beforeEach(async () => {
  stores = createTestRootStore().stores;
  await stores.business.load('demo');
});
afterEach(() => stores.dispose());

function dessertsId(): number {
  const desserts = stores.menu
    .visibleCategories('dine_in')
    .find((category) => category.name.en === 'Desserts');
  return desserts!.id;
}

describe('dietary filter on a category page', () => {
  it('hides the dishes with an excluded ingredient, says how many, and clears in one tap', async () => {
    const user = userEvent.setup();
    await renderBrowse(<CategoryScreen sellingType="dine_in" categoryId={dessertsId()} />, stores);
    expect(await screen.findByRole('link', { name: 'Baklava' })).toBeInTheDocument();
    // The desserts with nuts on this menu (a reservation-only one is not on the dine-in menu).
    const withNuts = ['Baklava', 'Kunafa', 'Umm Ali', 'Mahalabia'].filter(
      (name) => screen.queryByRole('link', { name }) !== null,
    );

    await user.click(screen.getByRole('button', { name: 'Dietary filter' }));
    const sheet = await screen.findByRole('dialog', { name: 'Dietary filter' });
    await user.click(await within(sheet).findByRole('checkbox', { name: 'Tree nuts' }));
    await user.click(within(sheet).getByRole('button', { name: 'Done' }));

    const count = await screen.findByTestId('dietary-hidden-count');
    for (const name of withNuts) expect(screen.queryByRole('link', { name }), name).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Luqaimat' })).toBeInTheDocument();
    expect(count).toHaveTextContent(`${withNuts.length} dishes hidden by your filter`);

    await user.click(screen.getByTestId('dietary-clear'));
    expect(await screen.findByRole('link', { name: 'Baklava' })).toBeInTheDocument();
    expect(screen.queryByTestId('dietary-hidden-count')).not.toBeInTheDocument();
    // A whole journey through a lazily loaded sheet: more than the default 5 s on a busy machine.
  }, 20_000);
});
