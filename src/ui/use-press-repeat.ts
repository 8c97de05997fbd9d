import { useCallback, useEffect, useRef, type PointerEvent } from 'react';

/** Spec §9: while a stepper button is held, it steps again every 200 ms. */
export const PRESS_REPEAT_INTERVAL_MS = 200;
/**
 * How long a press must last before it counts as a hold. Without a delay a slightly slow tap
 * (200+ ms on some phones) would step twice; 400 ms is well below the OS long-press menu.
 */
export const PRESS_HOLD_DELAY_MS = 400;

export interface PressRepeatHandlers {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: () => void;
  onPointerLeave: () => void;
  onPointerCancel: () => void;
  onKeyDown: () => void;
  onClick: () => void;
  onContextMenu: (event: { preventDefault: () => void }) => void;
}

/**
 * A button that steps once per click (mouse, touch or keyboard) and keeps stepping while held.
 * `step` returns false when it cannot go further (a bound was reached), which ends the hold: a
 * button disabled at its bound gets no pointerup, so the hold could not be ended otherwise.
 */
export function usePressRepeat(step: () => boolean): PressRepeatHandlers {
  const stepRef = useRef(step);
  useEffect(() => {
    stepRef.current = step;
  });
  // Cancels whatever is pending: the hold delay, or the repeat that follows it.
  const cancel = useRef<(() => void) | null>(null);
  // Set once a hold has stepped: the click that ends the press must not add one more step.
  const held = useRef(false);

  const stop = useCallback(() => {
    cancel.current?.();
    cancel.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const startHold = () => {
    stop();
    const hold = setTimeout(() => {
      held.current = true;
      cancel.current = null;
      if (!stepRef.current()) return;
      const repeat = setInterval(() => {
        if (!stepRef.current()) stop();
      }, PRESS_REPEAT_INTERVAL_MS);
      cancel.current = () => clearInterval(repeat);
    }, PRESS_HOLD_DELAY_MS);
    cancel.current = () => clearTimeout(hold);
  };

  return {
    onPointerDown: (event) => {
      if (event.button !== 0) return;
      held.current = false;
      startHold();
    },
    onPointerUp: stop,
    // On touch screens pointerleave comes after pointerup but before click, so `held` stays set
    // here and is cleared by the next press instead.
    onPointerLeave: stop,
    onPointerCancel: stop,
    onKeyDown: () => {
      held.current = false;
    },
    onClick: () => {
      if (held.current) {
        held.current = false;
        return;
      }
      stepRef.current();
    },
    // A long touch would otherwise open the browser's context menu (copy, share) over the stepper.
    onContextMenu: (event) => event.preventDefault(),
  };
}
