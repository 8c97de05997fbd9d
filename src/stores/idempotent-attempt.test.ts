import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from './deps.ts';
import { IdempotentAttempt, storedAttempt } from './idempotent-attempt.ts';

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

const failing = () => Promise.reject(new Error('lost reply'));

describe('IdempotentAttempt', () => {
  it('sends a double tap once and gives both callers the same result', async () => {
    const attempt = new IdempotentAttempt<string>(keys());
    const sent: string[] = [];
    const send = async (key: string) => {
      sent.push(key);
      return 'order';
    };
    const [first, second] = await Promise.all([attempt.run({ a: 1 }, send), attempt.run({ a: 1 }, send)]);
    expect([first, second, sent]).toEqual(['order', 'order', ['key-1']]);
  });

  it.each([
    ['the same body keeps the key', { a: 1 }, 'key-1'],
    ['another body takes a new key', { a: 2 }, 'key-2'],
  ])('after a failure %s', async (_name, retryBody, expectedKey) => {
    const attempt = new IdempotentAttempt<string>(keys());
    await expect(attempt.run({ a: 1 }, failing)).rejects.toThrow('lost reply');
    const sent: string[] = [];
    await attempt.run(retryBody, async (key) => (sent.push(key), 'ok'));
    expect(sent).toEqual([expectedKey]);
  });

  it('keeps the key of a failed attempt across a reload when given a storage', async () => {
    const storage = memoryStorage();
    const beforeReload = new IdempotentAttempt<string>(keys(), storedAttempt(storage, 'order-attempt'));
    await expect(beforeReload.run({ a: 1 }, failing)).rejects.toThrow();

    const afterReload = new IdempotentAttempt<string>(
      () => 'fresh-key',
      storedAttempt(storage, 'order-attempt'),
    );
    const sent: string[] = [];
    await afterReload.run({ a: 1 }, async (key) => (sent.push(key), 'ok'));
    expect(sent).toEqual(['key-1']);
    // A success ends the attempt, on the device too.
    expect(storage.data.has('order-attempt')).toBe(false);
  });

  it.each([['not json'], ['{"key":1}'], ['null']])('ignores stored data %s', async (stored) => {
    const storage = memoryStorage();
    storage.setItem('order-attempt', stored);
    const attempt = new IdempotentAttempt<string>(() => 'fresh-key', storedAttempt(storage, 'order-attempt'));
    const sent: string[] = [];
    await attempt.run({ a: 1 }, async (key) => (sent.push(key), 'ok'));
    expect(sent).toEqual(['fresh-key']);
  });
});
