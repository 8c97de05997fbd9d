import { normaliseSellingType } from './selling-type.ts';

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

/** Idle time before the kiosk asks "still here?", in seconds (VITE_KIOSK_IDLE_SECONDS, setup). */
export const DEFAULT_IDLE_SECONDS = 60;
export const MIN_IDLE_SECONDS = 20;
export const MAX_IDLE_SECONDS = 600;
/** A configured idle time within the allowed range; anything unusable is the default. */
export function idleSecondsFrom(value: unknown): number {
  const seconds = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds)) return DEFAULT_IDLE_SECONDS;
  return Math.min(MAX_IDLE_SECONDS, Math.max(MIN_IDLE_SECONDS, Math.round(seconds)));
}

/**
 * Screens a managed device never shows (guests only): logging in, accounts, the wallet, saved
 * places and reservations. `section` is the first path segment under /{referenceId}.
 */
const CUSTOMER_ONLY_SECTIONS = new Set(['login', 'profile', 'locations', 'orders', 'wallet', 'reservation']);

/**
 * Whether a managed device keeps guests away from a section. A table tablet also takes dine-in
 * orders only: pickup and delivery (in any spelling of their URL) are closed to it.
 */
export function isClosedToGuestDevice(mode: DeviceMode, section: string | undefined): boolean {
  if (mode === 'phone' || section === undefined) return false;
  if (CUSTOMER_ONLY_SECTIONS.has(section)) return true;
  const sellingType = normaliseSellingType(section);
  return mode === 'table' && sellingType !== null && sellingType !== 'dine_in';
}

/** How a kiosk customer eats: at the restaurant, or packed to take away (a flagged dine-in order). */
export type KioskDining = 'eat_here' | 'take_away';

/**
 * A payment terminal's id as staff type it from the terminal's label (issue 31): letters, digits
 * and dashes, at most 64; null for none (an empty field) or anything else.
 */
export function terminalIdFrom(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const id = value.trim().toUpperCase();
  return TERMINAL_ID.test(id) ? id : null;
}

/** The shape of a terminal's id once typed in (a stored setup is checked against it too). */
export const TERMINAL_ID = /^[A-Z0-9][A-Z0-9-]{0,63}$/;
