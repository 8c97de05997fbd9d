// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/support/render.tsx';
import { EmptyState } from './EmptyState.tsx';

describe('EmptyState', () => {
  it('shows a heading, a text and an action that works', async () => {
    const user = userEvent.setup();
    const onBrowse = vi.fn();
    renderWithProviders(
      <EmptyState title="Your cart is empty" action={<button onClick={onBrowse}>Browse the menu</button>}>
        Add something you like from the menu.
      </EmptyState>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByText('Add something you like from the menu.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Browse the menu' }));
    expect(onBrowse).toHaveBeenCalledOnce();
  });

  it('takes the heading level of the page outline and needs no text or action', () => {
    const { container } = renderWithProviders(<EmptyState title="No orders yet" order={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'No orders yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });
});
