/**
 * The timing and input rules of a kiosk's session (issue 17): the idle countdown, the staff
 * corner's taps, a new staff PIN. Apart from device.ts so they load with the device screens only.
 */

/** A staff PIN: 4 to 8 digits (a number pad on every kiosk browser). */
export const STAFF_PIN_PATTERN = /^\d{4,8}$/;

export type PinProblem = 'format' | 'mismatch';

/** What is wrong with a new PIN and its confirmation; null when it can be set. */
export function newPinProblem(pin: string, confirmation: string): PinProblem | null {
  if (!STAFF_PIN_PATTERN.test(pin)) return 'format';
  if (pin !== confirmation) return 'mismatch';
  return null;
}

/** How long the "still here?" dialog counts down before the session ends. */
export const IDLE_WARNING_SECONDS = 15;
/** After an order is placed on a kiosk, the order page goes back to the start by itself. */
export const ORDER_DONE_SECONDS = 30;
/** A crash screen on a device resets the session after this long. */
export const CRASH_RESET_SECONDS = 8;

export type IdlePhase = { kind: 'active' } | { kind: 'warning'; secondsLeft: number } | { kind: 'expired' };

/**
 * Where an idle kiosk stands: active until `idleSeconds` have passed since the last touch, then a
 * warning counting down `warningSeconds`, then expired (the session ends).
 */
export function idlePhase(input: {
  nowMs: number;
  lastActivityMs: number;
  idleSeconds: number;
  warningSeconds?: number;
}): IdlePhase {
  const warning = input.warningSeconds ?? IDLE_WARNING_SECONDS;
  const idleMs = Math.max(0, input.nowMs - input.lastActivityMs);
  if (idleMs < input.idleSeconds * 1000) return { kind: 'active' };
  const leftMs = (input.idleSeconds + warning) * 1000 - idleMs;
  if (leftMs <= 0) return { kind: 'expired' };
  return { kind: 'warning', secondsLeft: Math.ceil(leftMs / 1000) };
}

/** The staff corner opens the PIN prompt after this many taps, each within this long of the last. */
export const STAFF_TAPS = 5;
export const STAFF_TAP_WINDOW_MS = 1500;

/** Counts taps in a row; returns the new run length (a slow tap starts a new run). */
export function nextTapRun(run: { count: number; lastMs: number | null }, nowMs: number) {
  const inRow = run.lastMs !== null && nowMs - run.lastMs <= STAFF_TAP_WINDOW_MS;
  return { count: inRow ? run.count + 1 : 1, lastMs: nowMs };
}
