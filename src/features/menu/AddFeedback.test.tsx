// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/support/render.tsx';
import { AddFeedbackProvider, useAddFeedback } from './AddFeedback.tsx';

function AddButton() {
  const announce = useAddFeedback();
  return <button onClick={() => announce('Added 1 × Hummus')}>Add</button>;
}

function renderProvider() {
  renderWithProviders(
    <AddFeedbackProvider>
      <AddButton />
    </AddFeedbackProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
}

describe('the "added" confirmation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows after Add and goes by itself after a moment', () => {
    renderProvider();
    expect(screen.getByTestId('added-to-cart')).toHaveTextContent('Added 1 × Hummus');
    act(() => vi.advanceTimersByTime(2500));
    expect(screen.queryByTestId('added-to-cart')).toBeNull();
  });

  it("goes at the customer's next tap, so it never covers the screen that tap opens", () => {
    renderProvider();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByTestId('added-to-cart')).toBeNull();
  });
});
