import { isApiError } from './errors.ts';
import type { SendRequest } from './transport.ts';

/** Methods that may be sent twice without doing twice (POST and PATCH may not). */
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/** Statuses that say "try again" (spec §8), plus 409 which our API uses for "still in flight". */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

export const DEFAULT_RETRY_DELAY_MS = 300;

export interface RetryOptions {
  delayMs?: number;
  /** Injected so tests need not wait; defaults to setTimeout. */
  sleep?: (ms: number) => Promise<void>;
}

const sleepWithTimer = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function isRetryableFailure(error: unknown): boolean {
  return isApiError(error) && error.kind === 'network';
}

/**
 * Retries an idempotent request once when the server says "try again" or the network failed.
 * A POST is never retried here: placing an order twice is worse than asking the user; the
 * checkout retries with the same Idempotency-Key instead. A timeout is not retried either: the
 * user has already waited the whole deadline. After the one retry its outcome is final.
 */
export function withRetry(send: SendRequest, options: RetryOptions = {}): SendRequest {
  const delayMs = options.delayMs ?? DEFAULT_RETRY_DELAY_MS;
  const sleep = options.sleep ?? sleepWithTimer;

  return async (request) => {
    if (!IDEMPOTENT_METHODS.has(request.method.toUpperCase())) return send(request);

    // A request's body can be read once; keep an unread copy for the second attempt.
    const secondAttempt = request.clone();
    try {
      const response = await send(request);
      if (!RETRY_STATUSES.has(response.status)) return response;
      await response.body?.cancel();
    } catch (error) {
      if (!isRetryableFailure(error)) throw error;
    }
    await sleep(delayMs);
    return send(secondAttempt);
  };
}
