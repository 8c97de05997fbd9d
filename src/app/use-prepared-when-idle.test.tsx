// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { useCallback } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePreparedWhenIdle } from './use-prepared-when-idle.ts';

describe('usePreparedWhenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  function idleCallbacks() {
    const pending: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => pending.push(work));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    return pending;
  }

  it('prepares nothing during the render, then once when the browser is idle', () => {
    const pending = idleCallbacks();
    const prepare = vi.fn(() => 'folded');
    const { result } = renderHook(() => usePreparedWhenIdle(prepare));
    expect(prepare).not.toHaveBeenCalled();
    act(() => pending.forEach((work) => work()));
    expect(prepare).toHaveBeenCalledOnce();
    expect(result.current()).toBe('folded');
    expect(prepare).toHaveBeenCalledOnce();
  });

  it('prepares at once when asked before the browser was idle, and not again when idle', () => {
    const pending = idleCallbacks();
    const prepare = vi.fn(() => 'folded');
    const { result } = renderHook(() => usePreparedWhenIdle(prepare));
    expect(result.current()).toBe('folded');
    act(() => pending.forEach((work) => work()));
    expect(prepare).toHaveBeenCalledOnce();
  });

  it('prepares again when a dependency changes', () => {
    idleCallbacks();
    const { result, rerender } = renderHook(
      ({ language }) => usePreparedWhenIdle(useCallback(() => `menu in ${language}`, [language])),
      {
        initialProps: { language: 'en' },
      },
    );
    expect(result.current()).toBe('menu in en');
    rerender({ language: 'ar' });
    expect(result.current()).toBe('menu in ar');
  });

  it('forgets an idle preparation when unmounted before it ran', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const prepare = vi.fn(() => 'folded');
    const { unmount } = renderHook(() => usePreparedWhenIdle(prepare));
    unmount();
    vi.advanceTimersByTime(1_000);
    expect(prepare).not.toHaveBeenCalled();
  });
});
