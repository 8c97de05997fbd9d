import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  businessStoresFactory,
  createTestRootStore,
  setUpMockBackend,
} from '../../tests/support/test-root-store.ts';
import type { RootStore } from './root-store.ts';

const mocks = setUpMockBackend();
const demoStores = businessStoresFactory(mocks, 'demo');
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
    const stores = await demoStores();
    await stores.shifts.fetch();
    expect(stores.shifts.isOpen('dine_in')).toBe(true);
    expect(stores.canOrder('dine_in')).toBe(true);
  });

  it('takes scheduled pickup and delivery orders while closed, but no dine-in', async () => {
    const stores = await demoStores(NIGHT);
    await stores.shifts.fetch();
    expect(stores.canOrder('dine_in')).toBe(false);
    expect(stores.canOrder('delivery')).toBe(true);
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

// The store loads on demand (issue #34): these roots are built as a browser builds them.
describe('the opening hours on demand', () => {
  const created: RootStore[] = [];
  afterEach(() => created.splice(0).forEach((stores) => stores.dispose()));

  async function onDemand(now = NIGHT): Promise<RootStore> {
    mocks.backend.clock.set(now, { frozen: true });
    const { stores } = createTestRootStore({ now, options: { storesAtOnce: undefined } });
    created.push(stores);
    await stores.business.load('demo');
    return stores;
  }

  it('before its store loads, says what the store says before its call: open', async () => {
    const stores = await onDemand();
    const fetchedAtOnce = await demoStores(NIGHT);
    expect(stores.shiftsIfLoaded).toBeNull();
    for (const type of ['dine_in', 'delivery', 'car_pickup'] as const) {
      expect(stores.isOpen(type)).toBe(fetchedAtOnce.isOpen(type));
      expect(stores.canOrder(type)).toBe(fetchedAtOnce.canOrder(type));
      expect(stores.isOpen(type)).toBe(true);
    }
    expect(() => stores.shifts).toThrow('The shifts store is used before its route loaded it.');
  });

  it('loads the store and fetches the hours, which then decide', async () => {
    const stores = await onDemand();
    await stores.fetchShifts();
    expect(stores.shiftsIfLoaded?.state).toBe('fetched');
    expect(stores.isOpen('dine_in')).toBe(false);
    expect(stores.canOrder('dine_in')).toBe(false);
    // Scheduled orders stay possible while closed.
    expect(stores.canOrder('delivery')).toBe(true);
  });

  it('survives a store that could not load: the shop counts as open, the next call loads it', async () => {
    const stores = await onDemand();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(stores, 'loadShifts').mockRejectedValueOnce(
      new TypeError('Failed to fetch dynamically imported module'),
    );
    await expect(stores.fetchShifts()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('The opening hours could not be loaded', expect.any(TypeError));
    expect(stores.shiftsIfLoaded).toBeNull();
    expect(stores.canOrder('dine_in')).toBe(true);
    await stores.fetchShifts();
    expect(stores.canOrder('dine_in')).toBe(false);
    warn.mockRestore();
  });

  it("forgets the hours of the business before, and fetches the new branch's", async () => {
    const stores = await onDemand();
    await stores.fetchShifts();
    await stores.business.load('solo');
    expect(stores.shiftsIfLoaded?.state).toBe('not-fetched');
    expect(stores.isOpen('dine_in')).toBe(true);
  });
});
