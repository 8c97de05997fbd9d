/**
 * The orders placed from this device, newest first, so a guest can find an order again on the
 * order-status page without an account. Only what identifies an order is kept, never its content.
 */
import type { Order } from '../api/types.ts';
import type { KeyValueStorage } from './deps.ts';
import { salvageJson } from './salvage-json.ts';

import { DEVICE_ORDERS_KEY } from './on-demand-keys.ts';

export { DEVICE_ORDERS_KEY };
/** Enough for "my last orders"; older ones are in the account's history. */
export const DEVICE_ORDERS_LIMIT = 10;

export interface DeviceOrder {
  id: number;
  number: string;
  business_id: number;
  created_at: string;
  /** Shows this order's personal fields to this device (X-Order-Secret); never in a URL. */
  access_secret?: string;
}

function isDeviceOrder(value: unknown): value is DeviceOrder {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.id === 'number' &&
    typeof entry.number === 'string' &&
    typeof entry.business_id === 'number' &&
    typeof entry.created_at === 'string' &&
    (entry.access_secret === undefined || typeof entry.access_secret === 'string')
  );
}

export function readDeviceOrders(storage: KeyValueStorage): DeviceOrder[] {
  let text: string | null;
  try {
    text = storage.getItem(DEVICE_ORDERS_KEY);
  } catch {
    return [];
  }
  // Damaged text (a cut-off write, a hand edit) costs the entries it touches, as in the cart, not
  // every order with its access secret.
  const parsed = text === null ? [] : salvageJson(text);
  return Array.isArray(parsed) ? parsed.filter(isDeviceOrder) : [];
}

/** The list with `order` first (once), cut to the limit; the list is also written to storage. */
export function rememberDeviceOrder(
  storage: KeyValueStorage,
  known: readonly DeviceOrder[],
  order: Order,
  accessSecret: string | null = null,
): DeviceOrder[] {
  const entry: DeviceOrder = {
    id: order.id,
    number: order.number,
    business_id: order.business_id,
    created_at: order.created_at,
    ...(accessSecret ? { access_secret: accessSecret } : {}),
  };
  const list = [entry, ...known.filter((saved) => saved.id !== order.id)].slice(0, DEVICE_ORDERS_LIMIT);
  try {
    storage.setItem(DEVICE_ORDERS_KEY, JSON.stringify(list));
  } catch {
    // A full storage only costs the shortcut on the status page.
  }
  return list;
}
