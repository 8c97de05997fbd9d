import { Plural } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { ORDER_DONE_SECONDS } from '../../domain/kiosk-session.ts';
import { useStores } from '../../stores/store-context.tsx';
import classes from './DeviceChrome.module.css';

/** Taps on these keep the customer on the order page (printing the receipt, following a link). */
const STAYS = 'button, a, input, select, textarea, [role="button"], [role="dialog"]';

/**
 * A kiosk's order page: the next customer's start comes back by itself after 30 s, or at once on a
 * tap anywhere that is not one of the page's own controls.
 */
export function OrderDoneReturn({ onDone }: { onDone: () => void }) {
  const { deps } = useStores();
  const [startedAt] = useState(() => deps.clock.now());
  const [secondsLeft, setSecondsLeft] = useState(ORDER_DONE_SECONDS);

  useEffect(() => {
    const tick = () => {
      const left = ORDER_DONE_SECONDS - Math.floor((deps.clock.now() - startedAt) / 1000);
      setSecondsLeft(Math.max(0, left));
      if (left <= 0) onDone();
    };
    const timer = setInterval(tick, 1000);
    const tapped = (event: PointerEvent) => {
      if (event.target instanceof Element && event.target.closest(STAYS)) return;
      onDone();
    };
    window.addEventListener('pointerdown', tapped);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pointerdown', tapped);
    };
  }, [deps, startedAt, onDone]);

  return (
    <div className={classes.orderDone} role="status" data-testid="kiosk-order-done">
      <Plural
        value={secondsLeft}
        one="Tap anywhere to finish. Starting over in # second."
        other="Tap anywhere to finish. Starting over in # seconds."
      />
    </div>
  );
}
