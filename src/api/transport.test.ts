import { describe, expect, it } from 'vitest';
import { withTimeout } from './transport.ts';

const request = () => new Request('http://localhost/api/webapp/v5/shifts/31');
const never = () => new Promise<Response>(() => {});

describe('withTimeout', () => {
  it('passes a timely reply on with its status, headers and body', async () => {
    const send = async () => new Response('{"ok":true}', { status: 201, headers: { 'X-Trace': 'abc' } });
    const response = await withTimeout(send, 1000)(request());
    expect(response.status).toBe(201);
    expect(response.headers.get('X-Trace')).toBe('abc');
    expect(await response.json()).toEqual({ ok: true });
  });

  it('keeps a 204 body-less', async () => {
    const response = await withTimeout(async () => new Response(null, { status: 204 }), 1000)(request());
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });

  it('ends a wait for headers with a timeout ApiError', async () => {
    await expect(withTimeout(never, 20)(request())).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'timeout',
    });
  });

  it('ends a body that stalls after the headers with a timeout ApiError', async () => {
    const stalled = async () => new Response(new ReadableStream({ start() {} }), { status: 200 });
    await expect(withTimeout(stalled, 20)(request())).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('aborts the request it sent when the deadline passes', async () => {
    let sent: Request | undefined;
    const send = (r: Request) => {
      sent = r;
      return never();
    };
    await expect(withTimeout(send, 20)(request())).rejects.toMatchObject({ kind: 'timeout' });
    expect(sent?.signal.aborted).toBe(true);
  });

  it('turns a fetch TypeError into a network ApiError', async () => {
    const offline = async () => {
      throw new TypeError('fetch failed');
    };
    await expect(withTimeout(offline, 1000)(request())).rejects.toMatchObject({ kind: 'network' });
  });

  it("passes the caller's own abort through, not as a timeout", async () => {
    const caller = new AbortController();
    const pending = withTimeout(
      never,
      1000,
    )(new Request('http://localhost/api/x', { signal: caller.signal }));
    caller.abort(new DOMException('left the page', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sends nothing when the caller had already given up', async () => {
    const caller = new AbortController();
    caller.abort(new DOMException('left the page', 'AbortError'));
    let sent = 0;
    const send = async () => {
      sent++;
      return new Response('{}');
    };
    await expect(
      withTimeout(send, 1000)(new Request('http://localhost/api/x', { signal: caller.signal })),
    ).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(sent).toBe(0);
  });
});
