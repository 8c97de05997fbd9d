// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useShownAfterPaint } from './use-shown-after-paint.ts';

describe('useShownAfterPaint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** The browser paints (the next animation frame), then the task after it runs. */
  const paint = () =>
    act(() => {
      vi.advanceTimersToNextFrame();
      vi.advanceTimersByTime(1);
    });

  it('shows the values of the last paint until the browser has painted the change', () => {
    const lines = ['hummus'];
    const more = ['hummus', 'tea'];
    const { result, rerender } = renderHook(({ values }) => useShownAfterPaint(values), {
      initialProps: { values: [lines, 1] as readonly [string[], number] },
    });
    expect(result.current).toEqual([lines, 1]);
    rerender({ values: [more, 2] });
    expect(result.current).toEqual([lines, 1]);
    paint();
    expect(result.current[0]).toBe(more);
    expect(result.current[1]).toBe(2);
  });

  it('shows equal values at once, even in a new array', () => {
    const lines = ['hummus'];
    const { result, rerender } = renderHook(({ values }) => useShownAfterPaint(values), {
      initialProps: { values: [lines, 1] as const },
    });
    rerender({ values: [lines, 1] as const });
    expect(result.current[0]).toBe(lines);
  });

  it('catches up with the latest values when they change again before the paint', () => {
    const { result, rerender } = renderHook(({ values }) => useShownAfterPaint(values), {
      initialProps: { values: [1] as readonly number[] },
    });
    rerender({ values: [2] });
    rerender({ values: [3] });
    expect(result.current).toEqual([1]);
    paint();
    expect(result.current).toEqual([3]);
  });
});
