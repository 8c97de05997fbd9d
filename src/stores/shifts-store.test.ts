import { describe, expect, it } from 'vitest';
import { businessStoresFactory, setUpMockBackend } from '../../tests/support/test-root-store.ts';

const demoStores = businessStoresFactory(setUpMockBackend(), 'demo');
/** 03:00 in Kuwait on Wednesday 2025-11-19: the demo city branch is closed (open 10:00–23:00). */
const NIGHT = '2025-11-19T00:00:00.000Z';

describe('ShiftsStore', () => {
  it('counts the shop as open until the shifts are fetched', async () => {
    const { shifts } = await demoStores(NIGHT);
    expect(shifts.state).toBe('not-fetched');
    expect(shifts.isOpen('dine_in')).toBe(true);
    await shifts.fetch();
    expect(shifts.state).toBe('fetched');
    expect(shifts.isOpen('dine_in')).toBe(false);
  });

  it('takes orders for now while open', async () => {
    const { shifts } = await demoStores();
    await shifts.fetch();
    expect(shifts.isOpen('dine_in')).toBe(true);
    expect(shifts.canOrder('dine_in')).toBe(true);
  });

  it('takes scheduled pickup and delivery orders while closed, but no dine-in', async () => {
    const { shifts } = await demoStores(NIGHT);
    await shifts.fetch();
    expect(shifts.canOrder('dine_in')).toBe(false);
    expect(shifts.canOrder('delivery')).toBe(true);
    // The slots themselves: features/checkout/checkout-schedule.test.ts.
  });

  it('forgets the shifts with the business', async () => {
    const stores = await demoStores(NIGHT);
    await stores.shifts.fetch();
    await stores.business.load('solo');
    expect(stores.shifts.state).toBe('not-fetched');
    expect(stores.shifts.isOpen('dine_in')).toBe(true);
  });
});
