// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/support/render.tsx';
import { Rating } from './Rating.tsx';

function Harness({ allowHalf, onChange }: { allowHalf?: boolean; onChange: (value: number) => void }) {
  const [value, setValue] = useState(0);
  return (
    <Rating
      value={value}
      allowHalf={allowHalf}
      label="How was your order?"
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

describe('Rating', () => {
  it('offers five named stars by default and reports the chosen one', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: 'How was your order?' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((star) => star.getAttribute('aria-label'))).toEqual([
      'No rating',
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    // A sighted user taps the star picture (the radio's label): one change, not two.
    await user.click((screen.getByRole('radio', { name: '4 stars' }) as HTMLInputElement).labels![0]!);
    expect(onChange.mock.calls).toEqual([[4]]);
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
  });

  it('allows half steps when the business allows them', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Harness allowHalf onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: '3.5 stars' }));
    expect(onChange).toHaveBeenLastCalledWith(3.5);
    // "No rating" and ten half steps.
    expect(screen.getAllByRole('radio')).toHaveLength(11);
  });

  it('commits a rating chosen with the arrow keys, once per change', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: '2 stars' }));
    await user.keyboard('{ArrowRight}');
    expect(onChange.mock.calls).toEqual([[2], [3]]);
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
  });

  it.each([
    { count: undefined, value: 4, label: 'Rated 4 out of 5' },
    { count: 5, value: 3.5, label: 'Rated 3.5 out of 5' },
    { count: 10, value: 7, label: 'Rated 7 out of 10' },
  ])('shows a read-only rating as one image: $label', ({ count, value, label }) => {
    renderWithProviders(<Rating readOnly value={value} count={count} allowHalf />);
    expect(screen.getByRole('img', { name: label })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it.each([
    { layout: 'phone' as const, size: '--rating-size: var(--rating-size-xl)' },
    { layout: 'touch' as const, size: '--rating-size: calc(3rem * var(--mantine-scale))' },
  ])('gives stars a tappable size in the $layout layout', ({ layout, size }) => {
    renderWithProviders(<Rating value={0} onChange={() => {}} />, { layout });
    expect(screen.getByRole('radiogroup').getAttribute('style')).toContain(size);
  });
});
