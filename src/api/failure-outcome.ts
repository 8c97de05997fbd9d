import { isApiError } from './errors.ts';

// Apart from errors.ts, which the first load carries: only the submits (orders, reservations,
// purchases) ask this, and they load with their screens.
/**
 * Whether a failed call may still have been carried out by the server. `unknown`: no reply came
 * (network, timeout), the reply could not be read, or the server said it failed or is busy (5xx,
 * 408, 409 still in flight, 425, 429), so the same request may have been applied. `refused`: the
 * server answered and declined (any other 4xx, or a 2xx carrying `error: 1`); nothing was done.
 */
export function failureOutcome(error: unknown): 'unknown' | 'refused' {
  if (!isApiError(error)) return 'unknown';
  if (error.kind !== 'http') return error.kind === 'server-message' ? 'refused' : 'unknown';
  const status = error.status ?? 0;
  // A 409 is "still in flight" unless the server names another conflict (a table just taken).
  if (status === 409)
    return error.code === null || error.code === 'idempotency_key_in_flight' ? 'unknown' : 'refused';
  return status >= 500 || [408, 425, 429].includes(status) ? 'unknown' : 'refused';
}
