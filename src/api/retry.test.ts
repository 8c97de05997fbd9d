import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import { RETRY_STATUSES, withRetry } from './retry.ts';

type Outcome = number | 'network' | 'timeout';

/** A send function that plays the given outcomes in order and records what it was sent. */
function scripted(outcomes: Outcome[]) {
  const seen: Request[] = [];
  const send = async (request: Request) => {
    seen.push(request);
    const next = outcomes[seen.length - 1] ?? 200;
    if (next === 'network') throw new ApiError({ kind: 'network', cause: new TypeError('fetch failed') });
    if (next === 'timeout') throw new ApiError({ kind: 'timeout' });
    return new Response(JSON.stringify({ attempt: seen.length }), { status: next });
  };
  return { send, seen };
}

const noWait = { delayMs: 0, sleep: async () => {} };
const request = (method: string) =>
  new Request('http://localhost/api/x', { method, ...(method === 'PUT' ? { body: '{"a":1}' } : {}) });

describe('withRetry', () => {
  it.each(
    [...RETRY_STATUSES].flatMap((status) =>
      ['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'].map((method) => ({ method, status })),
    ),
  )('retries $method once after $status', async ({ method, status }) => {
    const { send, seen } = scripted([status, 200]);
    const response = await withRetry(send, noWait)(request(method));
    expect(response.status).toBe(200);
    expect(seen).toHaveLength(2);
  });

  it.each(['POST', 'PATCH'])('never retries %s', async (method) => {
    const { send, seen } = scripted([503, 200]);
    const response = await withRetry(send, noWait)(request(method));
    expect(response.status).toBe(503);
    expect(seen).toHaveLength(1);
  });

  it.each([400, 401, 403, 404, 422, 501])('does not retry a GET answered %i', async (status) => {
    const { send, seen } = scripted([status, 200]);
    expect((await withRetry(send, noWait)(request('GET'))).status).toBe(status);
    expect(seen).toHaveLength(1);
  });

  it('retries only once: the second failure is final', async () => {
    const { send, seen } = scripted([503, 502, 200]);
    expect((await withRetry(send, noWait)(request('GET'))).status).toBe(502);
    expect(seen).toHaveLength(2);
  });

  it('retries a GET after a network error, then gives up with the network ApiError', async () => {
    const recovered = scripted(['network', 200]);
    expect((await withRetry(recovered.send, noWait)(request('GET'))).status).toBe(200);

    const down = scripted(['network', 'network']);
    await expect(withRetry(down.send, noWait)(request('GET'))).rejects.toMatchObject({ kind: 'network' });
    expect(down.seen).toHaveLength(2);
  });

  it('does not retry a network error on POST, nor a timeout on GET', async () => {
    const post = scripted(['network', 200]);
    await expect(withRetry(post.send, noWait)(request('POST'))).rejects.toMatchObject({ kind: 'network' });
    expect(post.seen).toHaveLength(1);

    const slow = scripted(['timeout', 200]);
    await expect(withRetry(slow.send, noWait)(request('GET'))).rejects.toMatchObject({ kind: 'timeout' });
    expect(slow.seen).toHaveLength(1);
  });

  it('sends an unread body again on the retry of a PUT', async () => {
    const { send, seen } = scripted([503, 200]);
    await withRetry(send, noWait)(request('PUT'));
    expect(await seen[1]?.text()).toBe('{"a":1}');
  });

  it('waits the retry delay before the second attempt', async () => {
    const waits: number[] = [];
    const { send } = scripted([503, 200]);
    await withRetry(send, { delayMs: 250, sleep: async (ms) => void waits.push(ms) })(request('GET'));
    expect(waits).toEqual([250]);
  });
});
