import { useEffect, useReducer } from 'react';

/** Re-reads a countdown every second (the clock itself is not observable). */
export function useSecondsLeft(read: () => number, active: boolean): number {
  const [, tick] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [active]);
  return read();
}
