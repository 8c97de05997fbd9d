import { useEffect, useState } from 'react';

/**
 * How many of `total` children to render: `step` at first, then `step` more each animation frame,
 * so mounting a section of many cards is spread over frames instead of one long task.
 * Where the page cannot observe the viewport (jsdom, old browsers) everything renders at once.
 */
export function useProgressiveCount(total: number, step: number): number {
  const animated = typeof requestAnimationFrame === 'function' && typeof IntersectionObserver !== 'undefined';
  const [count, setCount] = useState(() => (animated ? Math.min(total, Math.max(1, step)) : total));
  useEffect(() => {
    if (count >= total) return;
    const frame = requestAnimationFrame(() =>
      setCount((current) => Math.min(total, current + Math.max(1, step))),
    );
    return () => cancelAnimationFrame(frame);
  }, [count, total, step]);
  return Math.min(count, total);
}
