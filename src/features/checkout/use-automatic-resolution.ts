import { useEffect, useRef, useState } from 'react';
import { resolutionDelayMs } from '../../domain/retry-backoff.ts';

/**
 * While a submit's outcome is unknown, asks again on its own with growing pauses (2 s, 4 s …),
 * so a customer who only waits still lands on the order that was placed. Returns whether the
 * automatic checks are spent (the screen then leaves it to the "Check again" button).
 */
export function useAutomaticResolution(
  unresolved: boolean,
  busy: boolean,
  resolve: () => Promise<unknown>,
): { exhausted: boolean } {
  const [tried, setTried] = useState(0);
  const [wasUnresolved, setWasUnresolved] = useState(unresolved);
  if (wasUnresolved !== unresolved) {
    // A new unknown outcome starts its own series of checks.
    setWasUnresolved(unresolved);
    setTried(0);
  }
  const resolveRef = useRef(resolve);
  useEffect(() => {
    resolveRef.current = resolve;
  });

  const delay = unresolved && !busy ? resolutionDelayMs(tried) : null;
  useEffect(() => {
    if (delay === null) return;
    const timer = setTimeout(() => {
      setTried((count) => count + 1);
      void resolveRef.current();
    }, delay);
    return () => clearTimeout(timer);
  }, [delay, tried]);

  return { exhausted: unresolved && resolutionDelayMs(tried) === null };
}
