import { Button } from '@mantine/core';
import { Plural, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { ORDER_DONE_SECONDS } from '../../domain/kiosk-session.ts';
import { useStores } from '../../stores/store-context.tsx';
import classes from './KioskBar.module.css';

/** Taps on these keep the customer on the order page (following a link, the code's dialog). */
const STAYS = 'button, a, input, select, textarea, [role="button"], [role="dialog"]';

/**
 * A kiosk's order page: the next customer's start comes back by itself after 30 s, at once on a tap
 * anywhere that is not one of the page's own controls, or on "Start over".
 */
export function OrderDoneReturn({ onDone }: { onDone: () => void }) {
  const { deps } = useStores();
  const { t } = useLingui();
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
    <div className={classes.done}>
      <span role="status" data-testid="kiosk-order-done">
        <Plural
          value={secondsLeft}
          one="Tap anywhere to finish. Starting over in # second."
          other="Tap anywhere to finish. Starting over in # seconds."
        />
      </span>
      <Button size="xl" className={classes.control} onClick={onDone} data-testid="kiosk-start-over">
        {t`Start over`}
      </Button>
    </div>
  );
}
