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
