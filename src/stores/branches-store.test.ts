import { afterEach, describe, expect, it } from 'vitest';
import { scenarioFacts } from '../../mocks/test-support.ts';
import { createTestRootStore, setUpMockBackend } from '../../tests/support/test-root-store.ts';
import type { RootStore } from './root-store.ts';

const { backend } = setUpMockBackend();
const demo = scenarioFacts(backend, 'demo');
const [city, salmiya] = demo.seed.branches;
const cityOnly = demo.items.find((item) => item.branches.length === 1 && item.price_labels.length > 0)!;
const shared = demo.items.find((item) => item.branches.length > 1 && item.price_labels.length > 0)!;
const created: RootStore[] = [];

afterEach(() => created.splice(0).forEach((stores) => stores.dispose()));

async function demoStores(): Promise<RootStore> {
  const { stores } = createTestRootStore();
  created.push(stores);
  await stores.business.load('demo');
  return stores;
}

describe('BranchesStore', () => {
  it('loads every branch of the business with its place and hours', async () => {
    const stores = await demoStores();
    const branches = await stores.loadBranches();
    await branches.load();
    expect(branches.state).toBe('loaded');
    expect(branches.branches.map((branch) => branch.id)).toEqual([city!.id, salmiya!.id]);
    expect(branches.branches[1]).toMatchObject({ lat: salmiya!.lat, lng: salmiya!.lng });
    expect(branches.branches[1]!.opening_hours?.length).toBe(7);
  });

  it('a failed load says so, keeps the error for the notice, and may be tried again', async () => {
    const stores = await demoStores();
    const branches = await stores.loadBranches();
    backend.faults.add({ path: '/api/webapp/branches/*', networkError: true, times: 2 });
    await branches.load();
    expect(branches.state).toBe('failed');
    expect(branches.error).toBeTruthy();
    await branches.load();
    expect(branches.state).toBe('loaded');
    expect(branches.error).toBeNull();
  });

  it('names the cart lines another branch does not sell; the current branch loses none', async () => {
    const stores = await demoStores();
    const branches = await stores.loadBranches();
    stores.cart.add({ item: cityOnly, priceLabelId: cityOnly.price_labels[0]!.id, quantity: 2 });
    stores.cart.add({ item: shared, priceLabelId: shared.price_labels[0]!.id, quantity: 1 });
    expect(branches.linesLostBySwitchingTo(salmiya!.id).map((line) => line.item_id)).toEqual([cityOnly.id]);
    expect(branches.linesLostBySwitchingTo(city!.id)).toEqual([]);
  });

  it('only a phone may switch: kiosks and table tablets are bound to their branch', async () => {
    const stores = await demoStores();
    const branches = await stores.loadBranches();
    expect(branches.canSwitch).toBe(true);
    stores.device.applySetup({
      mode: 'kiosk',
      referenceId: 'demo',
      branchId: city!.id,
      tableId: null,
      pinHash: 'pbkdf2$1$00$00',
      idleSeconds: 60,
      terminalId: null,
    });
    expect(branches.canSwitch).toBe(false);
  });
});
