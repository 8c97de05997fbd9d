import { describe, expect, it } from 'vitest';
import { ApiError, httpError } from './errors.ts';
import { failureOutcome } from './failure-outcome.ts';

describe('failureOutcome', () => {
  it.each([
    ['no reply at all', new ApiError({ kind: 'network' }), 'unknown'],
    ['a timeout', new ApiError({ kind: 'timeout' }), 'unknown'],
    ['a reply that could not be read', new SyntaxError('Unexpected end of JSON input'), 'unknown'],
    ['a server failure', httpError(500, null), 'unknown'],
    ['a gateway failure', httpError(503, 'Service Unavailable'), 'unknown'],
    ['a request timeout', httpError(408, null), 'unknown'],
    ['the same key still in flight', httpError(409, { code: 'idempotency_key_in_flight' }), 'unknown'],
    ['too early', httpError(425, null), 'unknown'],
    ['a conflict without a code', httpError(409, null), 'unknown'],
    [
      'another conflict the server names (a table just taken)',
      httpError(409, { code: 'reservation_taken' }),
      'refused',
    ],
    ['too many requests', httpError(429, null), 'unknown'],
    ['invalid fields', httpError(422, { fields: { name: 'too long' } }), 'refused'],
    ['a reused key', httpError(422, { code: 'idempotency_key_reused' }), 'refused'],
    ['a bad request', httpError(400, null), 'refused'],
    ['a missing login', httpError(401, null), 'refused'],
    ['an unknown branch', httpError(404, null), 'refused'],
    ['a 200 carrying error: 1', new ApiError({ kind: 'server-message', status: 200 }), 'refused'],
  ])('%s is %s', (_case, error, expected) => {
    expect(failureOutcome(error)).toBe(expected);
  });
});
