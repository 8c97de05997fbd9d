import { isApiError, type FieldErrors } from '../api/errors.ts';
import { failureOutcome } from '../api/failure-outcome.ts';

/**
 * Why placing an order (or a reservation) failed, as a kind the screens turn into a translated
 * message. The server's own message and field errors come along when it sent them.
 */
export type OrderErrorKind =
  | 'empty-cart'
  | 'missing-contact'
  | 'closed'
  | 'below-minimum'
  | 'invalid-address'
  /** No answer (offline, timeout) to a call that places nothing (calc-order): safe to try again. */
  | 'network'
  /** The device has no network at all (a kiosk whose connection dropped): nothing was sent. */
  | 'offline'
  /**
   * The order (or reservation) was sent but no answer says whether it was placed: it is being
   * asked about again, same body and key, before anything else may be sent.
   */
  | 'unknown-outcome'
  /** The first submit is still being processed by the server; try again shortly. */
  | 'in-flight'
  /** The server refused the order's content (422); `fields` says where. */
  | 'invalid'
  | 'unauthorized'
  | 'server';

export interface OrderError {
  kind: OrderErrorKind;
  message: string | null;
  fields: FieldErrors;
}

export function orderError(
  kind: OrderErrorKind,
  message: string | null = null,
  fields: FieldErrors = {},
): OrderError {
  return { kind, message, fields };
}

/** No answer, and nothing sent: the device's own connection says whether it is offline. */
export function connectionError(): OrderError {
  return orderError(typeof navigator !== 'undefined' && !navigator.onLine ? 'offline' : 'network');
}

/**
 * A lazily loaded module that did not arrive (the order's payload, fetched while placing). Every
 * browser rejects such an import with a TypeError, each in its own words.
 */
export function isCodeLoadFailure(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|module script failed|failed to fetch/i.test(error.message)
  );
}

/** Reads any failure of the order calls as an OrderError. */
export function orderErrorFrom(error: unknown): OrderError {
  if (!isApiError(error)) return isCodeLoadFailure(error) ? connectionError() : orderError('server');
  if (error.kind === 'network' || error.kind === 'timeout') return connectionError();
  if (error.status === 409) return orderError('in-flight', error.serverMessage);
  if (error.status === 401 || error.status === 403) return orderError('unauthorized', error.serverMessage);
  if (error.status === 422 || error.status === 400)
    return orderError('invalid', error.serverMessage, error.fields);
  return orderError('server', error.serverMessage);
}

/** Reads a failed submit (order, reservation): a failure that may have been applied is unknown. */
export function submitErrorFrom(error: unknown): OrderError {
  return failureOutcome(error) === 'unknown' ? orderError('unknown-outcome') : orderErrorFrom(error);
}
