import { describe, expect, it } from 'vitest';
import { createTestRootStore, setUpMockBackend } from '../../tests/support/test-root-store.ts';
import { MessageError } from './message-error.ts';

const { backend } = setUpMockBackend();

describe('BusinessStore.load', () => {
  it('loads a business once and exposes its settings', async () => {
    const { stores } = createTestRootStore();
    expect(await stores.business.load('demo')).toEqual({ kind: 'ready' });
    expect(stores.business.referenceId).toBe('demo');
    expect(stores.business.currency).toBe('KWD');
    expect(stores.business.locales).toEqual(['en', 'ar']);
    expect(stores.business.sellingTypes).toEqual(
      expect.arrayContaining(['dine_in', 'car_pickup', 'delivery']),
    );
    expect(stores.business.timeZone).toBe('Asia/Kuwait');
    expect(stores.business.name).not.toBe('');
    expect(stores.menu.isFetched).toBe(true);
  });

  it('reports a redirect for a business that moved', async () => {
    const { stores } = createTestRootStore();
    const result = await stores.business.load('moved');
    expect(result.kind).toBe('redirect');
    expect(result.kind === 'redirect' && result.url).toMatch(/^http:\/\/localhost\/demo$/);
  });

  it("turns an unknown business into the server's message for the customer", async () => {
    const { stores } = createTestRootStore();
    const failure = await stores.business
      .load('no-such-place', 'Something Went Wrong')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MessageError);
    expect((failure as Error).message).toBe('Something Went Wrong');
  });

  it('hands a prefetched outcome to the first load only, failure included', async () => {
    const { stores } = createTestRootStore();
    backend.faults.add({ path: '/api/webapp/v5/restaurant/demo', status: 404, times: 1 });
    stores.business.prefetch('demo', () => 'Something Went Wrong');
    await new Promise((settled) => setTimeout(settled, 200)); // the prefetch has failed by now
    // The first load takes the prefetched failure instead of calling again…
    await expect(stores.business.load('demo')).rejects.toBeTruthy();
    // …and a retry asks the server again.
    expect(await stores.business.load('demo')).toEqual({ kind: 'ready' });
  });

  it('names the business in the active language', async () => {
    const { stores } = createTestRootStore();
    await stores.business.load('demo');
    const english = stores.business.name;
    await stores.preferences.chooseLanguage('ar');
    expect(stores.business.name).not.toBe(english);
    expect(stores.business.name).toMatch(/[\u0600-\u06FF]/);
  });

  it('records a visit once per session and branch', async () => {
    const { stores, sessionStorage } = createTestRootStore();
    await stores.business.load('demo');
    await stores.business.recordVisit();
    await stores.business.recordVisit();
    expect(sessionStorage.getItem(`visit-recorded:${stores.business.branchId}`)).toBe('1');
  });

  it('changes branch: the new menu, the cart kept to what the branch offers, and remembers the choice', async () => {
    const { stores, storage } = createTestRootStore();
    await stores.business.load('demo');
    const [first, second] = stores.business.business!.branches;
    expect(stores.business.branchId).toBe(first!.id);
    await stores.chooseBranch(second!.id);
    expect(stores.business.branchId).toBe(second!.id);
    expect(stores.menu.isFetched).toBe(true);
    expect(storage.getItem('chosen-branch:demo')).toBe(String(second!.id));

    // A new visit on this device opens the chosen branch again.
    const next = createTestRootStore({ storage });
    await next.stores.business.load('demo');
    expect(next.stores.business.branchId).toBe(second!.id);
  });

  it("ignores a branch that is not the business's", async () => {
    const { stores } = createTestRootStore();
    await stores.business.load('demo');
    const before = stores.business.branchId;
    await stores.chooseBranch(424242);
    expect(stores.business.branchId).toBe(before);
  });
});
