import { describe, expect, it } from 'vitest';
import { businessStoresFactory, setUpMockBackend } from '../../../tests/support/test-root-store.ts';
import { checkoutDefaultSchedule, checkoutSlots } from './checkout-schedule.ts';

const demoStores = businessStoresFactory(setUpMockBackend(), 'demo');
/** 03:00 in Kuwait on Wednesday 2025-11-19: the demo city branch is closed (open 10:00–23:00). */
const NIGHT = '2025-11-19T00:00:00.000Z';

describe('the checkout schedule from the shifts store', () => {
  it('takes orders for now while open', async () => {
    const stores = await demoStores();
    await stores.shifts.fetch();
    expect(stores.shifts.isOpen('dine_in')).toBe(true);
    expect(checkoutDefaultSchedule(stores, 'delivery')).toEqual({ kind: 'now' });
  });

  it('offers the next slots while closed, the first one by default', async () => {
    const stores = await demoStores(NIGHT);
    await stores.shifts.fetch();
    const slots = checkoutSlots(stores, 'delivery');
    expect(slots.length).toBeGreaterThan(0);
    expect(checkoutDefaultSchedule(stores, 'delivery')).toEqual({
      kind: 'later',
      date: slots[0]!.date,
      slot: slots[0]!.slot,
    });
    expect(slots[0]!.startsAt > '2025-11-19T03:00').toBe(true);
  });

  it('offers no slot while the shifts are unknown', async () => {
    const stores = await demoStores(NIGHT);
    expect(stores.shifts.state).toBe('not-fetched');
    expect(checkoutSlots(stores, 'delivery')).toEqual([]);
  });
});
