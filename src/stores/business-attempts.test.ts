import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { MemoryStorage } from '../../tests/support/test-root-store.ts';
import { BusinessAttempts } from './business-attempts.ts';

type Body = Record<string, unknown>;
const lostReply = new ApiError({ kind: 'network' });

function attemptsAt(storage: MemoryStorage, business: { id: number | null }) {
  let counter = 0;
  return new BusinessAttempts<Body, string>(
    storage,
    'order-attempt',
    () => business.id,
    () => `key-${++counter}`,
  );
}

describe('BusinessAttempts', () => {
  it('keeps each business its own open attempt, in memory and on the device', async () => {
    const storage = new MemoryStorage();
    const business = { id: 1 as number | null };
    const attempts = attemptsAt(storage, business);
    await expect(attempts.run({ a: 1 }, () => Promise.reject(lostReply))).rejects.toBe(lostReply);
    expect(attempts.outcomeUnknown).toBe(true);

    business.id = 2;
    expect([attempts.outcomeUnknown, attempts.current.openBody]).toEqual([false, null]);
    const sent: string[] = [];
    await attempts.run({ b: 1 }, async (key) => (sent.push(key), 'placed'));
    expect(sent).toEqual(['key-2']);

    // Another page load, back at the first business: the same body with the same key.
    business.id = 1;
    const reloaded = attemptsAt(storage, business);
    expect(reloaded.outcomeUnknown).toBe(true);
    expect(reloaded.current.openBody).toEqual({ a: 1 });
    expect(reloaded.current.currentKey).toBe('key-1');
  });

  it("gives an older build's single stored attempt to the first business that reads it", () => {
    const storage = new MemoryStorage();
    storage.setItem('order-attempt', JSON.stringify({ key: 'old', body: { a: 1 } }));
    const business = { id: 7 as number | null };
    expect(attemptsAt(storage, business).current.currentKey).toBe('old');
    expect(storage.json('order-attempt')).toEqual({ 7: { key: 'old', body: { a: 1 } } });
    business.id = 8;
    expect(attemptsAt(storage, business).current.currentKey).toBeNull();
  });

  it("forgets every business's attempt when the customer's session ends", async () => {
    const storage = new MemoryStorage();
    storage.setItem('order-attempt', JSON.stringify({ 9: { key: 'k', body: { c: 1 } } }));
    const business = { id: 1 as number | null };
    const attempts = attemptsAt(storage, business);
    await expect(attempts.run({ a: 1 }, () => Promise.reject(lostReply))).rejects.toBe(lostReply);
    attempts.forgetAll();
    expect(attempts.outcomeUnknown).toBe(false);
    expect(storage.entries.has('order-attempt')).toBe(false);
  });
});
