import { useEffect, useState } from 'react';
import { afterNextPaint } from './after-next-paint.ts';

/**
 * The values as they were at the last paint, caught up once the browser has painted the change
 * (afterNextPaint): for a part of the screen that may follow a tap one frame late, so the tap's
 * own answer paints first. A MobX observer re-renders inside the tap (React never defers a store
 * update), so a panel that mounts its lines, totals and suggestions there held back the tap's
 * paint (issue #34, the table tablet's "Add"). Compared one by one with Object.is.
 */
export function useShownAfterPaint<T extends readonly unknown[]>(values: T): T {
  const [shown, setShown] = useState(values);
  const behind =
    values.length !== shown.length || values.some((value, index) => !Object.is(value, shown[index]));
  useEffect(() => {
    if (!behind) return;
    return afterNextPaint(() => setShown(values));
  }, [behind, values]);
  return behind ? shown : values;
}
