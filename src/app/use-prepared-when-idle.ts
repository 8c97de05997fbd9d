import { useEffect, useMemo } from 'react';
import { whenIdle } from './when-idle.ts';

/**
 * A value that is costly to compute and needed only after the customer's next step (the search's
 * folded menu, needed at the first key): computed when the browser is next idle after the screen
 * has painted, or at once if it is asked for sooner. Returns its getter. `prepare` should be
 * memoised (useCallback): a new one is computed again.
 */
export function usePreparedWhenIdle<T>(prepare: () => T): () => T {
  const get = useMemo(() => {
    let prepared: { value: T } | null = null;
    return () => (prepared ??= { value: prepare() }).value;
  }, [prepare]);
  useEffect(() => whenIdle(() => void get(), { timeoutMs: 1_000, fallbackMs: 300 }), [get]);
  return get;
}
