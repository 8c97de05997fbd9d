import { ApiError, isApiError } from './errors.ts';

/** What openapi-fetch calls to send a request. */
export type SendRequest = (request: Request) => Promise<Response>;

export const DEFAULT_TIMEOUT_MS = 15_000;

/** Statuses whose replies carry no body; `new Response(body, …)` rejects a body for them. */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * Sends one attempt with a deadline. The whole reply, body included, must arrive within
 * `timeoutMs`: the body is read here and handed on buffered, so a server that sends headers and
 * then stalls still ends in a timeout instead of hanging the screen. fetch's own failures
 * (TypeError: offline, DNS, reset) become ApiError 'network'; the deadline becomes 'timeout'.
 * An abort by the caller's own signal is passed through untouched.
 */
export function withTimeout(send: SendRequest, timeoutMs: number = DEFAULT_TIMEOUT_MS): SendRequest {
  return async (request) => {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const callerSignal = request.signal;
    // A signal already aborted fires no further event: honour it before anything is sent.
    if (callerSignal.aborted) {
      clearTimeout(timer);
      throw callerSignal.reason;
    }
    const onCallerAbort = () => controller.abort(callerSignal.reason);
    callerSignal.addEventListener('abort', onCallerAbort, { once: true });

    // Raced as well as passed on: a fetch stand-in that ignores the signal must not hang us.
    const aborted = new Promise<never>((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
    });

    try {
      const response = await Promise.race([
        send(new Request(request, { signal: controller.signal })),
        aborted,
      ]);
      const body = NULL_BODY_STATUSES.has(response.status)
        ? null
        : await Promise.race([response.arrayBuffer(), aborted]);
      return new Response(body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    } catch (error) {
      if (timedOut) {
        throw new ApiError({ kind: 'timeout', cause: error });
      }
      if (callerSignal.aborted || isApiError(error)) throw error;
      if (error instanceof TypeError) {
        throw new ApiError({ kind: 'network', cause: error });
      }
      throw error;
    } finally {
      clearTimeout(timer);
      callerSignal.removeEventListener('abort', onCallerAbort);
    }
  };
}
