import { describe, expect, it } from 'vitest';
import { ApiError, httpError } from '../api/errors.ts';
import type { KeyValueStorage } from './deps.ts';
import { MemoryStorage } from '../../tests/support/test-root-store.ts';
import { IdempotentAttempt, spillingStorage, storedAttempt } from './idempotent-attempt.ts';

type Body = Record<string, unknown>;

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

function keys(): () => string {
  let counter = 0;
  return () => `key-${++counter}`;
}

/** A send that records what went out and answers as told. */
function recorder(answer: (sent: number) => Promise<string> = async () => 'order') {
  const sent: { key: string; body: Body }[] = [];
  const send = (key: string, body: Body) => {
    sent.push({ key, body });
    return answer(sent.length);
  };
  return { sent, send };
}

const lostReply = new ApiError({ kind: 'network' });
const fail = (error: unknown) => () => Promise.reject(error);

describe('IdempotentAttempt', () => {
  it('sends a double tap once and gives both callers the same result', async () => {
    const attempt = new IdempotentAttempt<Body, string>(keys());
    const { sent, send } = recorder();
    const [first, second] = await Promise.all([attempt.run({ a: 1 }, send), attempt.run({ a: 1 }, send)]);
    expect([first, second, sent.map((s) => s.key)]).toEqual(['order', 'order', ['key-1']]);
  });

  it.each([
    ['no reply', lostReply],
    ['a timeout', new ApiError({ kind: 'timeout' })],
    ['a server error', httpError(500, null)],
    ['the first request still in flight', httpError(409, { code: 'idempotency_key_in_flight' })],
  ])(
    'after %s the outcome is unknown: a changed body is not sent, the first one is',
    async (_case, error) => {
      const attempt = new IdempotentAttempt<Body, string>(keys());
      await expect(attempt.run({ pay: 'cash' }, fail(error))).rejects.toBe(error);
      expect(attempt.unresolvedBody).toEqual({ pay: 'cash' });

      const { sent, send } = recorder();
      await attempt.run({ pay: 'card' }, send);
      expect(sent).toEqual([{ key: 'key-1', body: { pay: 'cash' } }]);
      expect(attempt.isUnresolved).toBe(false);
    },
  );

  it.each([
    ['invalid fields', httpError(422, { fields: { name: 'too long' } })],
    ['a reused key', httpError(422, { code: 'idempotency_key_reused' })],
    ['a refusal in a 200', new ApiError({ kind: 'server-message', status: 200 })],
  ])('after a refusal (%s) the next body is a new attempt with a new key', async (_case, error) => {
    const attempt = new IdempotentAttempt<Body, string>(keys());
    await expect(attempt.run({ name: 'x'.repeat(900) }, fail(error))).rejects.toBe(error);
    expect(attempt.isUnresolved).toBe(false);

    const { sent, send } = recorder();
    await attempt.run({ name: 'Sara' }, send);
    expect(sent).toEqual([{ key: 'key-2', body: { name: 'Sara' } }]);
  });

  it('keeps resending the first body until the server answers, then starts afresh', async () => {
    const attempt = new IdempotentAttempt<Body, string>(keys());
    const { sent, send } = recorder(async (count) => {
      if (count < 3) throw lostReply;
      return 'order';
    });
    await expect(attempt.run({ v: 1 }, send)).rejects.toBe(lostReply);
    await expect(attempt.run({ v: 2 }, send)).rejects.toBe(lostReply);
    expect(await attempt.run({ v: 3 }, send)).toBe('order');
    await attempt.run({ v: 4 }, send);
    expect(sent.map(({ key, body }) => [key, body.v])).toEqual([
      ['key-1', 1],
      ['key-1', 1],
      ['key-1', 1],
      ['key-2', 4],
    ]);
  });

  it('is not unresolved while its send is still in flight', async () => {
    const attempt = new IdempotentAttempt<Body, string>(keys());
    let release: (value: string) => void = () => undefined;
    const pending = attempt.run({ a: 1 }, () => new Promise((resolve) => (release = resolve)));
    expect([attempt.isInFlight, attempt.isUnresolved]).toEqual([true, false]);
    release('order');
    await pending;
    expect([attempt.isInFlight, attempt.currentKey]).toEqual([false, null]);
  });

  it('keeps an unresolved attempt, body and key, across a reload', async () => {
    const storage = memoryStorage();
    const beforeReload = new IdempotentAttempt<Body, string>(keys(), storedAttempt(storage, 'order-attempt'));
    await expect(beforeReload.run({ a: 1 }, fail(lostReply))).rejects.toBe(lostReply);

    const afterReload = new IdempotentAttempt<Body, string>(
      () => 'fresh-key',
      storedAttempt(storage, 'order-attempt'),
    );
    expect(afterReload.unresolvedBody).toEqual({ a: 1 });
    const { sent, send } = recorder();
    await afterReload.run({ a: 2 }, send);
    expect(sent).toEqual([{ key: 'key-1', body: { a: 1 } }]);
    // A success ends the attempt, on the device too.
    expect(storage.data.has('order-attempt')).toBe(false);
  });

  it.each([['not json'], ['{"key":1}'], ['null'], ['{"key":"old","fingerprint":"{}"}']])(
    'ignores stored data %s',
    async (stored) => {
      const storage = memoryStorage();
      storage.setItem('order-attempt', stored);
      const attempt = new IdempotentAttempt<Body, string>(
        () => 'fresh-key',
        storedAttempt(storage, 'order-attempt'),
      );
      const { sent, send } = recorder();
      await attempt.run({ a: 1 }, send);
      expect(sent).toEqual([{ key: 'fresh-key', body: { a: 1 } }]);
    },
  );
});

describe('spillingStorage', () => {
  it('keeps what a full localStorage refuses in sessionStorage, and reads and clears both', () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    const storage = spillingStorage(local, session);
    local.failures.write = true;
    storage.setItem('order-attempt', 'a');
    expect([local.getItem('order-attempt'), storage.getItem('order-attempt')]).toEqual([null, 'a']);
    local.failures.write = false;
    storage.setItem('order-attempt', 'b');
    expect([local.getItem('order-attempt'), session.getItem('order-attempt')]).toEqual(['b', null]);
    storage.removeItem('order-attempt');
    expect(storage.getItem('order-attempt')).toBeNull();
  });
});
