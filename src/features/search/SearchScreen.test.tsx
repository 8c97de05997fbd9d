// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestRootStore, setUpMockBackend } from '../../../tests/support/test-root-store.ts';
import type { RootStore } from '../../stores/root-store.ts';
import { renderBrowse } from '../menu/test-browse-harness.tsx';
import { SEARCH_DEBOUNCE_MS, SearchScreen } from './SearchScreen.tsx';

setUpMockBackend();

let stores: RootStore;
beforeEach(async () => {
  stores = createTestRootStore().stores;
  await stores.business.load('demo');
});
afterEach(() => stores.dispose());

const names = () =>
  within(screen.getByTestId('search-results'))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('menu search', () => {
  it('filters the menu by name and description as the customer types', async () => {
    const queries: string[] = [];
    await renderBrowse(
      <SearchScreen sellingType="dine_in" initialQuery="" onQueryChange={(q) => queries.push(q)} />,
      stores,
    );
    expect(screen.getByTestId('search-count')).toHaveTextContent('Type to search the menu.');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Dish name or ingredient' }), 'falafel');
    expect(await screen.findByText(/dishes found/)).toBeInTheDocument();
    // Names first (Falafel, Falafel Wrap), then dishes that mention it only in the description.
    await waitFor(() => {
      expect(queries.at(-1)).toBe('falafel');
      expect(names().slice(0, 2)).toEqual(['Falafel', 'Falafel Wrap']);
    });

    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'tahini');
    // The list and the URL follow once typing pauses; wait for both rather than a stale list.
    await waitFor(() => {
      expect(queries.at(-1)).toBe('tahini');
      expect(names()).toEqual(expect.arrayContaining(['Hummus', 'Falafel']));
    });
  });

  it('waits for the typing to pause before searching', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await renderBrowse(<SearchScreen sellingType="dine_in" initialQuery="" />, stores);
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: null });
      await user.type(screen.getByRole('searchbox'), 'hum');
      expect(screen.queryByTestId('search-results')).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
      expect(names()).toContain('Hummus');
    } finally {
      vi.useRealTimers();
    }
  });

  it('searches in the active language', async () => {
    await stores.preferences.chooseLanguage('ar');
    await renderBrowse(<SearchScreen sellingType="dine_in" initialQuery="حمص" />, stores, { locale: 'ar' });
    expect(await screen.findByTestId('search-results')).toBeInTheDocument();
    expect(names()[0]).toBe('حمص');
  });

  it('offers the way back to the menu it was opened from (a kiosk or table tablet has no back button)', async () => {
    await renderBrowse(<SearchScreen sellingType="dine_in" initialQuery="" />, stores);
    expect(await screen.findByRole('link', { name: 'Back to the menu' })).toHaveAttribute(
      'href',
      '/demo/dine_in',
    );
  });

  it('puts the focus in the field once the page is up, ready to type', async () => {
    await renderBrowse(<SearchScreen sellingType="dine_in" initialQuery="" />, stores);
    await waitFor(() => expect(screen.getByRole('searchbox')).toHaveFocus());
  });

  it('leaves the URL alone for the query it opened with', async () => {
    const queries: string[] = [];
    await renderBrowse(
      <SearchScreen sellingType="dine_in" initialQuery="hummus" onQueryChange={(q) => queries.push(q)} />,
      stores,
    );
    expect(await screen.findByTestId('search-results')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(queries).toEqual([]);
    await userEvent.clear(screen.getByRole('searchbox'));
    await waitFor(() => expect(queries).toEqual(['']));
  });

  it('says so when nothing matches', async () => {
    await renderBrowse(<SearchScreen sellingType="dine_in" initialQuery="pizza" />, stores);
    expect(await screen.findByRole('heading', { name: 'Nothing matches “pizza”' })).toBeInTheDocument();
    expect(screen.getByTestId('search-count')).toHaveTextContent('No dishes found.');
  });
});
