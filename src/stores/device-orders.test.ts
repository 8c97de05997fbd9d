import { describe, expect, it } from 'vitest';
import type { Order } from '../api/types.ts';
import type { KeyValueStorage } from './deps.ts';
import {
  DEVICE_ORDERS_KEY,
  DEVICE_ORDERS_LIMIT,
  readDeviceOrders,
  rememberDeviceOrder,
} from './device-orders.ts';

function memoryStorage(initial?: string): KeyValueStorage {
  const data = new Map<string, string>(initial === undefined ? [] : [[DEVICE_ORDERS_KEY, initial]]);
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const order = (id: number) =>
  ({ id, number: `D-${id}`, business_id: 7, created_at: '2026-01-01T10:00:00Z' }) as Order;

describe('device orders', () => {
  it.each([
    ['nothing stored', undefined, []],
    ['broken JSON', '{', []],
    ['not a list', '{"id":1}', []],
    ['foreign entries dropped', '[{"id":1,"number":"D-1","business_id":7,"created_at":"x"},{"id":"2"}]', [1]],
  ])('reads %s', (_name, stored, ids) => {
    expect(readDeviceOrders(memoryStorage(stored)).map((entry) => entry.id)).toEqual(ids);
  });

  describe('damaged text keeps every entry that can be read, with its access secret', () => {
    // Three orders as the device writes them; each case damages the text, mostly by one character.
    const entry = (id: number) =>
      `{"id":${id},"number":"D-${id}","business_id":7,"created_at":"2026-01-01T10:00:00Z","access_secret":"s-${id}"}`;
    const stored = `[${entry(1)},${entry(2)},${entry(3)}]`;
    const damaged = (from: string, to: string) => stored.replace(from, to);
    it.each([
      ['a quote lost in the second entry', damaged('"D-2"', 'D-2"'), ['1:s-1', '3:s-3']],
      ['a quote added to the first entry', damaged('"D-1"', '"D"-1"'), ['2:s-2', '3:s-3']],
      ['a letter for a digit in an id', damaged('"id":2', '"id":x'), ['1:s-1', '3:s-3']],
      ['a comma for a colon', damaged('"business_id":7', '"business_id",7'), ['2:s-2', '3:s-3']],
      ['a control character inside a secret', damaged('"s-2"', '"s\u0001-2"'), ['1:s-1', '2:', '3:s-3']],
      ['the closing bracket lost', stored.slice(0, -1), ['1:s-1', '2:s-2', '3:s-3']],
      [
        'a write cut off in the last entry',
        stored.slice(0, stored.lastIndexOf('"number"') + 4),
        ['1:s-1', '2:s-2'],
      ],
    ])('%s', (_case, text, kept) => {
      expect(() => JSON.parse(text) as unknown).toThrow();
      const read = readDeviceOrders(memoryStorage(text));
      expect(read.map((saved) => `${saved.id}:${saved.access_secret ?? ''}`)).toEqual(kept);
    });
  });

  it('puts the newest first, once, and keeps at most the limit', () => {
    const storage = memoryStorage();
    let list = readDeviceOrders(storage);
    for (let id = 1; id <= DEVICE_ORDERS_LIMIT + 2; id++)
      list = rememberDeviceOrder(storage, list, order(id));
    list = rememberDeviceOrder(storage, list, order(5));
    expect(list.map((entry) => entry.id).slice(0, 3)).toEqual([5, 12, 11]);
    expect(list).toHaveLength(DEVICE_ORDERS_LIMIT);
    expect(readDeviceOrders(storage)).toEqual(list);
  });
});
