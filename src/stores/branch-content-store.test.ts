import { describe, expect, it } from 'vitest';
import { createTestRootStore, setUpMockBackend } from '../../tests/support/test-root-store.ts';

const { backend } = setUpMockBackend();

describe('BranchContentStore', () => {
  it('loads on demand: not there for the menu, there once a screen that shows it asks', async () => {
    const { stores } = createTestRootStore({ options: { storesAtOnce: undefined } });
    await stores.business.load('demo');
    expect(stores.branchContentIfLoaded).toBeNull();
    expect(() => stores.branchContent).toThrow('before its route loaded it');
    const content = await stores.loadBranchContent();
    expect(stores.branchContentIfLoaded).toBe(content);
    expect(await content.loadTables()).not.toBeNull();
    stores.dispose();
  });

  it("loads today's banners of the current branch and reports their reach once", async () => {
    const { stores } = createTestRootStore();
    await stores.business.load('demo');
    await stores.branchContent.loadBanners();
    const banners = stores.branchContent.banners;
    expect(banners.length).toBeGreaterThan(0);
    await stores.branchContent.loadBanners();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const reach = backend.db.scenario('demo').banner_reach;
    expect(banners.map((banner) => reach[String(banner.id)])).toEqual(banners.map(() => 1));
  });

  it('shows no banners when they cannot be loaded, and keeps the page working', async () => {
    const { stores } = createTestRootStore();
    await stores.business.load('demo');
    backend.faults.add({ path: '/api/webapp/banners/*', status: 500 });
    await stores.branchContent.loadBanners();
    expect(stores.branchContent.banners).toEqual([]);
  });

  it("loads the branch's tables, and forgets them when the branch changes", async () => {
    const { stores } = createTestRootStore();
    await stores.business.load('demo');
    const tables = await stores.branchContent.loadTables();
    expect(tables?.length).toBeGreaterThan(0);
    expect(stores.branchContent.tables).toEqual(tables);
    const other = stores.business.business!.branches.find(
      (branch) => branch.id !== stores.business.branchId,
    )!;
    await stores.chooseBranch(other.id);
    expect(stores.branchContent.tables).toBeNull();
  });

  it('answers null for tables when the server cannot be asked', async () => {
    const { stores } = createTestRootStore();
    await stores.business.load('demo');
    backend.faults.add({ path: '/api/webapp/tables/*', networkError: true });
    expect(await stores.branchContent.loadTables()).toBeNull();
  });

  it('says the tables failed until a second try loads them (the checkout\'s "Try again")', async () => {
    const { stores } = createTestRootStore();
    await stores.business.load('demo');
    expect(stores.branchContent.tablesFailed).toBe(false);
    backend.faults.add({ path: '/api/webapp/tables/*', status: 500 });
    await stores.branchContent.loadTables();
    expect(stores.branchContent.tablesFailed).toBe(true);
    backend.faults.clear();
    await stores.branchContent.loadTables();
    expect(stores.branchContent.tablesFailed).toBe(false);
    expect(stores.branchContent.tables?.length).toBeGreaterThan(0);
  });
});
