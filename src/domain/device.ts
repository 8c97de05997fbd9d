/**
 * Device modes (issue 17): a phone (anyone's own device), a self-order kiosk in a branch, or a
 * tablet fixed to a table. Kiosks and table tablets are "managed": staff set them up, guests only
 * use them, and leaving the mode needs the staff PIN.
 */

export const DEVICE_MODES = ['phone', 'kiosk', 'table'] as const;
export type DeviceMode = (typeof DEVICE_MODES)[number];

export function isDeviceMode(value: unknown): value is DeviceMode {
  return typeof value === 'string' && (DEVICE_MODES as readonly string[]).includes(value);
}

/** A staff PIN: 4 to 8 digits (a number pad on every kiosk browser). */
export const STAFF_PIN_PATTERN = /^\d{4,8}$/;

export type PinProblem = 'format' | 'mismatch';

/** What is wrong with a new PIN and its confirmation; null when it can be set. */
export function newPinProblem(pin: string, confirmation: string): PinProblem | null {
  if (!STAFF_PIN_PATTERN.test(pin)) return 'format';
  if (pin !== confirmation) return 'mismatch';
  return null;
}

/** Idle time before the kiosk asks "still here?", in seconds (VITE_KIOSK_IDLE_SECONDS, setup). */
export const DEFAULT_IDLE_SECONDS = 60;
export const MIN_IDLE_SECONDS = 20;
export const MAX_IDLE_SECONDS = 600;
/** How long the "still here?" dialog counts down before the session ends. */
export const IDLE_WARNING_SECONDS = 15;
/** After an order is placed on a kiosk, the order page goes back to the start by itself. */
export const ORDER_DONE_SECONDS = 30;
/** A crash screen on a device resets the session after this long. */
export const CRASH_RESET_SECONDS = 8;

/** A configured idle time within the allowed range; anything unusable is the default. */
export function idleSecondsFrom(value: unknown): number {
  const seconds = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds)) return DEFAULT_IDLE_SECONDS;
  return Math.min(MAX_IDLE_SECONDS, Math.max(MIN_IDLE_SECONDS, Math.round(seconds)));
}

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

/**
 * Screens a managed device never shows (guests only): logging in, accounts, the wallet, saved
 * places and reservations. `section` is the first path segment under /{referenceId}.
 */
const CUSTOMER_ONLY_SECTIONS = new Set(['login', 'profile', 'orders', 'wallet', 'reservation']);

export function isClosedToGuestDevice(mode: DeviceMode, section: string | undefined): boolean {
  if (mode === 'phone' || section === undefined) return false;
  return CUSTOMER_ONLY_SECTIONS.has(section);
}

/** How a kiosk customer eats: at the restaurant, or packed to take away (a flagged dine-in order). */
export type KioskDining = 'eat_here' | 'take_away';

/** The staff corner opens the PIN prompt after this many taps, each within this long of the last. */
export const STAFF_TAPS = 5;
export const STAFF_TAP_WINDOW_MS = 1500;

/** Counts taps in a row; returns the new run length (a slow tap starts a new run). */
export function nextTapRun(run: { count: number; lastMs: number | null }, nowMs: number) {
  const inRow = run.lastMs !== null && nowMs - run.lastMs <= STAFF_TAP_WINDOW_MS;
  return { count: inRow ? run.count + 1 : 1, lastMs: nowMs };
}
