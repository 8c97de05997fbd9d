// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/support/render.tsx';
import { QuantityStepper } from './QuantityStepper.tsx';
import { PRESS_HOLD_DELAY_MS, PRESS_REPEAT_INTERVAL_MS } from './use-press-repeat.ts';

function Harness({
  initial = 1,
  min,
  max,
  onChange,
}: {
  initial?: number;
  min?: number;
  max?: number;
  onChange?: (n: number) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      value={value}
      min={min}
      max={max}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    />
  );
}

const shown = () => screen.getByRole('status').textContent;
const plus = () => screen.getByRole('button', { name: 'Increase quantity' });
const minus = () => screen.getByRole('button', { name: 'Decrease quantity' });

function holdFor(button: HTMLElement, ms: number) {
  fireEvent.pointerDown(button, { button: 0, pointerId: 1 });
  act(() => vi.advanceTimersByTime(ms));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('QuantityStepper', () => {
  it('steps by one per click and announces the value politely', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={2} />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    await user.click(plus());
    expect(shown()).toBe('3');
    await user.click(minus());
    await user.click(minus());
    expect(shown()).toBe('1');
  });

  it.each([
    { initial: 1, min: undefined, max: undefined, minusDisabled: true, plusDisabled: false },
    { initial: 3, min: 2, max: 3, minusDisabled: false, plusDisabled: true },
    { initial: 2, min: 2, max: 2, minusDisabled: true, plusDisabled: true },
    { initial: 999, min: 1, max: undefined, minusDisabled: false, plusDisabled: false },
  ])(
    'disables the buttons at the bounds: $initial in [$min, $max]',
    ({ initial, min, max, minusDisabled, plusDisabled }) => {
      renderWithProviders(<Harness initial={initial} min={min} max={max} />);
      expect(minus().hasAttribute('disabled')).toBe(minusDisabled);
      expect(plus().hasAttribute('disabled')).toBe(plusDisabled);
    },
  );

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={1} />);
    await user.tab();
    expect(plus()).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(shown()).toBe('3');
  });

  it('repeats every 200 ms while held and adds no extra step on release', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    renderWithProviders(<Harness initial={1} onChange={onChange} />);
    holdFor(plus(), PRESS_HOLD_DELAY_MS);
    expect(shown()).toBe('2');
    act(() => vi.advanceTimersByTime(PRESS_REPEAT_INTERVAL_MS * 3));
    expect(shown()).toBe('5');
    fireEvent.pointerUp(plus(), { button: 0, pointerId: 1 });
    fireEvent.click(plus());
    act(() => vi.advanceTimersByTime(2000));
    expect(shown()).toBe('5');
    expect(onChange.mock.calls.map(([n]) => n)).toEqual([2, 3, 4, 5]);
  });

  it('a short press is a single step', () => {
    vi.useFakeTimers();
    renderWithProviders(<Harness initial={4} />);
    holdFor(minus(), PRESS_HOLD_DELAY_MS - 50);
    fireEvent.pointerUp(minus(), { button: 0, pointerId: 1 });
    fireEvent.click(minus());
    act(() => vi.advanceTimersByTime(2000));
    expect(shown()).toBe('3');
  });

  it.each(['pointerLeave', 'pointerCancel'] as const)('stops repeating on %s', (event) => {
    vi.useFakeTimers();
    renderWithProviders(<Harness initial={1} />);
    holdFor(plus(), PRESS_HOLD_DELAY_MS + PRESS_REPEAT_INTERVAL_MS);
    expect(shown()).toBe('3');
    fireEvent[event](plus(), { pointerId: 1 });
    act(() => vi.advanceTimersByTime(2000));
    expect(shown()).toBe('3');
  });

  it('stops a hold at the bound', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    renderWithProviders(<Harness initial={5} min={3} onChange={onChange} />);
    holdFor(minus(), PRESS_HOLD_DELAY_MS + PRESS_REPEAT_INTERVAL_MS * 10);
    expect(shown()).toBe('3');
    expect(minus()).toBeDisabled();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('labels the group with what is counted', () => {
    renderWithProviders(<QuantityStepper value={1} onChange={() => {}} label="Quantity of Falafel wrap" />);
    expect(screen.getByRole('group', { name: 'Quantity of Falafel wrap' })).toBeInTheDocument();
  });

  it.each([
    { layout: 'phone' as const, size: 'input-md' },
    { layout: 'touch' as const, size: 'input-lg' },
  ])('uses the $layout layout’s control size ($size)', ({ layout, size }) => {
    renderWithProviders(<QuantityStepper value={2} onChange={() => {}} />, { layout });
    expect(plus()).toHaveAttribute('data-size', size);
    expect(minus()).toHaveAttribute('data-size', size);
  });
});
