import { HEADER } from './header-names.ts';

/**
 * A fresh Idempotency-Key for one checkout (or reservation) attempt. The checkout keeps the key
 * for the whole attempt and sends the same key when the user retries it, so the server replays
 * the first reply instead of placing a second order.
 */
export function createIdempotencyKey(): string {
  return crypto.randomUUID();
}

/**
 * The header parameter the contract requires on POST /webapp/order and /webapp/reserve-table:
 * `api.POST('/webapp/order', { params: { header: idempotencyHeader(key) }, body })`.
 */
export function idempotencyHeader(key: string): { [HEADER.idempotencyKey]: string } {
  return { [HEADER.idempotencyKey]: key };
}
