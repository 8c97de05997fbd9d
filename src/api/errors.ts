/**
 * One error type for every way a call can fail, so stores and screens branch on `kind` instead of
 * inspecting fetch internals (spec §8).
 */

export type ApiErrorKind =
  /** fetch itself failed (offline, DNS, connection reset), after the retry when one applies. */
  | 'network'
  /** No complete reply within the client's timeout. */
  | 'timeout'
  /** The server answered with a non-2xx status. */
  | 'http'
  /** The server answered 2xx but with the legacy `error: 1` and a message to show (menu). */
  | 'server-message';

export type FieldErrors = Record<string, string>;

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status?: number | null;
  serverMessage?: string | null;
  code?: string | null;
  fields?: FieldErrors;
  /** Seconds the server asks to wait before trying again (429). */
  retryAfter?: number | null;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status when the server answered, else null. */
  readonly status: number | null;
  /** The message the server sent, null when none; customers see it only with kind 'server-message'. */
  readonly serverMessage: string | null;
  /** The server's stable error code, e.g. `idempotency_key_in_flight`. */
  readonly code: string | null;
  /** Per-field validation messages, keyed by body field name. */
  readonly fields: FieldErrors;
  /** Seconds the server asks to wait before trying again (429), when it said. */
  readonly retryAfter: number | null;

  constructor(init: ApiErrorInit) {
    // For logs only: screens say a failed call in the customer's language (src/ui/failed-call-text.ts).
    super(init.serverMessage ?? init.kind, { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status ?? null;
    this.serverMessage = init.serverMessage ?? null;
    this.code = init.code ?? null;
    this.fields = init.fields ?? {};
    this.retryAfter = init.retryAfter ?? null;
  }
}

/** A failed call's kind and the server's message, as a store keeps them to report it later. */
export type FailedCall = Pick<ApiError, 'kind' | 'serverMessage'>;

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringFields(value: unknown): FieldErrors {
  if (!isRecord(value)) return {};
  const fields: FieldErrors = {};
  for (const [name, message] of Object.entries(value)) {
    if (typeof message === 'string') fields[name] = message;
    // Some servers send a list of messages per field; the first one is the one to show.
    else if (Array.isArray(message) && typeof message[0] === 'string') fields[name] = message[0];
  }
  return fields;
}

/** Builds the error for a non-2xx reply from whatever body came back (JSON Error, text or none). */
export function httpError(status: number, body: unknown): ApiError {
  if (isRecord(body)) {
    return new ApiError({
      kind: 'http',
      status,
      serverMessage: typeof body.message === 'string' ? body.message : null,
      code: typeof body.code === 'string' ? body.code : null,
      fields: stringFields(body.fields),
      retryAfter:
        typeof body.retry_after === 'number' && body.retry_after >= 0 ? Math.ceil(body.retry_after) : null,
    });
  }
  const text = typeof body === 'string' && body.trim() !== '' && body.length <= 300 ? body : null;
  return new ApiError({ kind: 'http', status, serverMessage: text });
}

/** The legacy failure style: 200 with `error: 1` (or any non-zero number) and a message. */
function legacyServerMessage(data: unknown, status: number): ApiError | null {
  if (!isRecord(data) || typeof data.error !== 'number' || data.error === 0) return null;
  return new ApiError({
    kind: 'server-message',
    status,
    serverMessage: typeof data.message === 'string' ? data.message : null,
  });
}

/** The two shapes an openapi-fetch call resolves to. */
export interface FetchResultLike {
  data?: unknown;
  error?: unknown;
  response: Response;
}

export type DataOf<R extends FetchResultLike> = Exclude<R['data'], undefined>;

/** Returns the data of an openapi-fetch result, or throws the ApiError it stands for. */
export function unwrapResult<R extends FetchResultLike>(result: R): DataOf<R> {
  const { response } = result;
  if (!response.ok) throw httpError(response.status, result.error);
  const legacy = legacyServerMessage(result.data, response.status);
  if (legacy) throw legacy;
  return result.data as DataOf<R>;
}

/** Awaits an openapi-fetch call and unwraps it: `const { user } = await unwrap(api.GET(...))`. */
export async function unwrap<R extends FetchResultLike>(pending: Promise<R>): Promise<DataOf<R>> {
  let result: R;
  try {
    result = await pending;
  } catch (error) {
    // A reply whose body is not JSON reached the server and came back broken: a server failure.
    if (error instanceof SyntaxError)
      throw new ApiError({ kind: 'http', status: 502, code: 'reply_unreadable', cause: error });
    throw error;
  }
  return unwrapResult(result);
}
