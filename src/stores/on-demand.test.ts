import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { OnDemand } from './on-demand.ts';

describe('a store loaded on demand', () => {
  it('is created once however often it is asked for, and screens see it arrive', async () => {
    let created = 0;
    const slot = new OnDemand('orders', async () => ({ id: ++created }));
    const seen: (number | null)[] = [];
    const stop = autorun(() => seen.push(slot.loaded?.id ?? null));
    const [a, b] = await Promise.all([slot.load(), slot.load()]);
    stop();
    expect(a).toBe(b);
    expect(created).toBe(1);
    expect(seen).toEqual([null, 1]);
    expect(slot.current).toBe(a);
  });

  it('says which store was used too early, and can be tried again after a failed load', async () => {
    let attempts = 0;
    const slot = new OnDemand('reservation', async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return { ok: true };
    });
    expect(() => slot.current).toThrow('The reservation store is used before its route loaded it.');
    await expect(slot.load()).rejects.toThrow('offline');
    await expect(slot.load()).resolves.toEqual({ ok: true });
  });

  it('can be given its store at once', () => {
    const slot = new OnDemand<{ ok: boolean }>('wallet', async () => ({ ok: false }));
    slot.provide({ ok: true });
    expect(slot.current).toEqual({ ok: true });
  });
});
