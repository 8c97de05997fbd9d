import { afterEach, describe, expect, it } from 'vitest';
import { scenarioFacts } from '../../mocks/test-support.ts';
import { createTestRootStore, MemoryStorage, setUpMockBackend } from '../../tests/support/test-root-store.ts';
import type { RootStore } from './root-store.ts';
import { cartTotals } from './cart-totals.ts';

const { backend } = setUpMockBackend();
const demo = scenarioFacts(backend, 'demo');
const fatima = demo.seed.users[0]!; // seeded with wallet credit
const created: RootStore[] = [];

afterEach(() => created.splice(0).forEach((stores) => stores.dispose()));

async function demoStores(): Promise<RootStore> {
  const { stores } = createTestRootStore();
  created.push(stores);
  await stores.hydrated;
  await stores.business.load('demo');
  return stores;
}

async function loggedIn(): Promise<RootStore> {
  const stores = await demoStores();
  await stores.signIn.sendOtp(fatima.phone);
  await stores.signIn.verifyOtp(stores.auth.debugCode!);
  return stores;
}

describe('WalletStore', () => {
  it('loads the balance, packages and history of the logged-in customer', async () => {
    const { wallet } = await loggedIn();
    expect(await wallet.fetch()).toBe(true);
    expect(wallet.featureEnabled).toBe(true);
    expect(wallet.total).toBe(fatima.wallet_balance);
    expect(wallet.availablePackages.length).toBeGreaterThan(0);
    expect(wallet.creditHistory.map((entry) => entry.amount)).toEqual([fatima.wallet_balance]);
  });

  it('has no wallet for a guest', async () => {
    const { wallet } = await demoStores();
    expect(await wallet.fetch()).toBe(false);
    expect(wallet.state).toBe('not-fetched');
    expect(wallet.balanceForOrder).toBeNull();
  });

  it('pays part of an order only when the customer chose the wallet', async () => {
    const { wallet, auth, cart } = await loggedIn();
    await wallet.fetch();
    // Enough of one item that the order costs more than the wallet holds.
    const item = demo.items[0]!;
    const quantity = Math.ceil(fatima.wallet_balance / item.price_labels[0]!.price) + 1;
    cart.add({ item, priceLabelId: item.price_labels[0]!.id, quantity });
    expect(wallet.balanceForOrder).toBeNull();
    expect(cartTotals(cart, 'car_pickup').walletDiscount).toBe(0);
    auth.setUseWallet(true);
    expect(wallet.balanceForOrder).toBe(fatima.wallet_balance);
    const totals = cartTotals(cart, 'car_pickup');
    expect(totals.walletDiscount).toBe(fatima.wallet_balance);
    expect(totals.total).toBeGreaterThan(0);
  });

  it('adds a package bought in cash to the balance', async () => {
    const { wallet } = await loggedIn();
    await wallet.fetch();
    const pack = wallet.availablePackages[0]!;
    expect(await wallet.buyPackage(pack.id, 2)).toEqual({ paymentUrl: null });
    expect(wallet.total).toBe(fatima.wallet_balance + pack.credit);
  });

  it('asks about a purchase whose answer was lost with the same key, and so buys it once', async () => {
    const { wallet } = await loggedIn();
    await wallet.fetch();
    const pack = wallet.availablePackages[0]!;
    backend.faults.add({
      method: 'POST',
      path: '/api/webapp/wallet/*/packages/*/buy',
      status: 503,
      message: 'Busy',
      times: 1,
    });
    expect(await wallet.buyPackage(pack.id, 2)).toBeUndefined();
    expect([wallet.purchaseOutcomeUnknown, wallet.buyError]).toEqual([true, null]);
    expect(await wallet.buyPackage(pack.id, 2)).toEqual({ paymentUrl: null });
    expect(wallet.purchaseOutcomeUnknown).toBe(false);
    await wallet.history.reload();
    expect(wallet.history.items.filter((entry) => entry.package_id === pack.id)).toHaveLength(1);
  });

  it('buys once however often Buy is tapped while the purchase is on its way', async () => {
    const { wallet } = await loggedIn();
    await wallet.fetch();
    const pack = wallet.availablePackages[0]!;
    const taps = await Promise.all([wallet.buyPackage(pack.id), wallet.buyPackage(pack.id)]);
    expect(taps[0]?.paymentUrl).toMatch(new RegExp(`/demo/wallet/${pack.id}\\?purchase=paid`));
    expect(taps[1]).toEqual(taps[0]);
    await wallet.history.reload();
    expect(wallet.history.items.filter((entry) => entry.package_id === pack.id)).toHaveLength(1);
    expect(wallet.history.items[0]).toMatchObject({
      type: 'credit',
      balance_after: fatima.wallet_balance + pack.credit,
    });
  });

  it('pages the credit history, newest first, without repeating an entry', async () => {
    const { wallet } = await loggedIn();
    await wallet.fetch();
    const pack = wallet.availablePackages[0]!;
    for (let i = 0; i < 11; i++) await wallet.buyPackage(pack.id, 2);
    await wallet.history.reload();
    expect(wallet.history.items).toHaveLength(10);
    expect(wallet.history.hasMore).toBe(true);
    await wallet.history.loadMore();
    expect(wallet.history.items).toHaveLength(12);
    expect(wallet.history.hasMore).toBe(false);
    expect(new Set(wallet.history.items.map((entry) => entry.id)).size).toBe(12);
    expect(wallet.history.items.map((entry) => entry.balance_after)).toEqual(
      Array.from({ length: 12 }, (_, i) => fatima.wallet_balance + (11 - i) * pack.credit),
    );
  });

  it('credits nothing when the card is declined', async () => {
    const stores = await demoStores();
    await stores.signIn.sendOtp('+96599999999');
    await stores.signIn.verifyOtp(stores.auth.debugCode!);
    await stores.wallet.fetch();
    const pack = stores.wallet.availablePackages[0]!;
    const started = await stores.wallet.buyPackage(pack.id);
    expect(started?.paymentUrl).toContain('purchase=failed');
    const declined = demo.seed.users[3]!;
    expect(stores.wallet.total).toBe(declined.wallet_balance);
    await stores.wallet.history.reload();
    expect(stores.wallet.history.items.map((entry) => entry.type)).toEqual(['credit']);
  });

  it('does not count credit past its expiry', async () => {
    const stores = await demoStores();
    const noura = demo.seed.users[2]!;
    await stores.signIn.sendOtp(noura.phone);
    await stores.signIn.verifyOtp(stores.auth.debugCode!);
    await stores.wallet.fetch();
    expect(stores.wallet.total).toBe(noura.wallet_balance);
    backend.clock.set(Date.parse(noura.wallet_expires_at!) + 1, { frozen: true });
    await stores.wallet.fetch();
    expect(stores.wallet.balance).toEqual([]);
    await stores.wallet.history.reload();
    expect(stores.wallet.history.items.map((entry) => entry.type)).toEqual(['expiry', 'credit']);
  });

  it("forgets the customer's wallet and an unanswered purchase at logout", async () => {
    const storage = new MemoryStorage();
    storage.setItem(
      'wallet-purchase-attempt',
      JSON.stringify({ key: 'k-1', body: { package_id: 1, payment_type: 1 } }),
    );
    const { stores } = createTestRootStore({ storage });
    created.push(stores);
    await stores.hydrated;
    await stores.business.load('demo');
    await stores.signIn.sendOtp(fatima.phone);
    await stores.signIn.verifyOtp(stores.auth.debugCode!);
    await stores.wallet.fetch();
    stores.auth.logout();
    expect([stores.wallet.state, stores.wallet.total, stores.wallet.history.items]).toEqual([
      'not-fetched',
      0,
      [],
    ]);
    expect(storage.getItem('wallet-purchase-attempt')).toBeNull();
  });

  it('resets with the business', async () => {
    const stores = await loggedIn();
    await stores.wallet.fetch();
    await stores.business.load('solo');
    expect([stores.wallet.state, stores.wallet.total, stores.wallet.availablePackages]).toEqual([
      'not-fetched',
      0,
      [],
    ]);
  });
});
