/**
 * Shared pieces of every handler: the typed handler factories (one per server of the contract),
 * error replies in the contract's Error shape, body reading and the logged-in user.
 */
import { HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { ApiPaths, Schemas } from '../api-types.ts';
import type { MockBackend } from '../backend.ts';
import type { ScenarioSeed } from '../db/records.ts';
import type { StoredUser } from '../db/state.ts';

/** The contract's server is /api on any origin (dev server, preview, the mock HTTP server). */
export const api = createOpenApiHttp<ApiPaths>({ baseUrl: '*/api' });
/** Geocoding and the build manifest have their own servers in the contract. */
export const geocodeApi = createOpenApiHttp<ApiPaths>({ baseUrl: '*/geocode' });
export const originApi = createOpenApiHttp<ApiPaths>({ baseUrl: '*' });

/** A stored reply (idempotency replays, service refusals) as an HTTP response. */
export function replyResponse(reply: { status: number; body: unknown }): Response {
  return HttpResponse.json(reply.body as Schemas['Error'], { status: reply.status });
}

export function errorReply(
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
): HttpResponse<Schemas['Error']> {
  const body: Schemas['Error'] = { error: status, message, code, ...(fields ? { fields } : {}) };
  return HttpResponse.json(body, { status });
}

export const notFound = (what: string): HttpResponse<Schemas['Error']> =>
  errorReply(404, 'not_found', `${what} not found.`);

export const unauthorized = (): HttpResponse<Schemas['Error']> =>
  errorReply(401, 'unauthorized', 'Please log in again.');

export const invalid = (fields: Record<string, string>): HttpResponse<Schemas['Error']> =>
  errorReply(422, 'validation_failed', 'Please check the highlighted fields.', fields);

/** The JSON body as an object, or null when it is missing or not a JSON object. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown> | null> {
  const text = await request.text();
  if (!text.trim()) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Path parameters arrive as strings; ids must be positive integers. */
export function idParam(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header ? /^Bearer\s+(.+)$/i.exec(header.trim()) : null;
  return match?.[1] ?? null;
}

/** The user of the request's token, within the scenario whose seed is given. */
export function sessionUser(backend: MockBackend, seed: ScenarioSeed, request: Request): StoredUser | null {
  const token = bearerToken(request);
  if (!token) return null;
  const state = backend.db.scenario(seed.name);
  const session = state.sessions.find((s) => s.token === token);
  return session ? (state.users.find((u) => u.id === session.user_id) ?? null) : null;
}

/** The scenario a token belongs to (tokens carry the scenario name), for calls without ids. */
export function scenarioOfToken(token: string | null): string | null {
  return token?.startsWith('mock.') ? (token.split('.')[1] ?? null) : null;
}

export function requestLocale(request: Request, fallback: string): string {
  const header = request.headers.get('x-locale');
  return header?.trim() || fallback;
}

export function isoNow(backend: MockBackend): string {
  return backend.clock.now().toISOString();
}
