import { afterEach, describe, expect, it } from 'vitest';
import { isApiError } from '../api/errors.ts';
import {
  createTestRootStore,
  FixedClock,
  MemoryStorage,
  setUpMockBackend,
} from '../../tests/support/test-root-store.ts';
import type { RootStore } from './root-store.ts';

const { backend } = setUpMockBackend();
const PHONE = '+96550000001'; // Fatima, a seeded demo customer
const created: RootStore[] = [];

afterEach(() => created.splice(0).forEach((stores) => stores.dispose()));

async function demoStores(storage = new MemoryStorage(), clock = new FixedClock()): Promise<RootStore> {
  const { stores } = createTestRootStore({ storage, clock });
  created.push(stores);
  await stores.hydrated;
  await stores.business.load('demo');
  return stores;
}

async function loggedIn(storage?: MemoryStorage, clock?: FixedClock): Promise<RootStore> {
  const stores = await demoStores(storage, clock);
  await stores.signIn.sendOtp(PHONE);
  await stores.signIn.verifyOtp(stores.auth.debugCode!);
  return stores;
}

describe('SignInStore one-time code', () => {
  it('starts the resend timer from the injected clock', async () => {
    const clock = new FixedClock();
    const { auth, signIn } = await demoStores(undefined, clock);
    const sent = await signIn.sendOtp(PHONE);
    expect(auth.phoneNumber).toBe(PHONE);
    expect(auth.startOtpTime).toBe(clock.now());
    expect(auth.timerDuration).toBe(sent.resend_after);
    expect(signIn.resendSecondsLeft()).toBe(sent.resend_after);
    clock.advance(12_000);
    expect(signIn.resendSecondsLeft()).toBe(sent.resend_after - 12);
  });

  it('keeps the timer running across a reload', async () => {
    const storage = new MemoryStorage();
    const clock = new FixedClock();
    const before = await demoStores(storage, clock);
    await before.signIn.sendOtp(PHONE);
    clock.advance(10_000);

    const after = await demoStores(storage, clock);
    expect(after.auth.phoneNumber).toBe(PHONE);
    expect(after.signIn.resendSecondsLeft()).toBe(before.auth.timerDuration - 10);
  });

  it('sends again only once the timer has run out', async () => {
    const clock = new FixedClock();
    const { auth, signIn } = await demoStores(undefined, clock);
    await signIn.sendOtp(PHONE);
    expect(await signIn.resendOtp()).toBeNull();
    // Time passes for the customer and for the server alike.
    clock.advance(auth.timerDuration * 1000);
    backend.clock.advance(auth.timerDuration * 1000);
    expect((await signIn.resendOtp())?.sent).toBe(true);
    expect(auth.startOtpTime).toBe(clock.now());
  });

  it('logs in with the right code', async () => {
    const { auth } = await loggedIn();
    expect(auth.isAuthenticated).toBe(true);
    expect(auth.user?.phone).toBe(PHONE);
    expect(auth.verifiedPhones).toEqual([PHONE]);
    expect(auth.checked).toBe(true);
  });

  it('stays a guest with a wrong code', async () => {
    const { auth, signIn } = await demoStores();
    await signIn.sendOtp(PHONE);
    const failure = await signIn.verifyOtp('000000').catch((error: unknown) => error);
    expect(isApiError(failure) && failure.status).toBe(422);
    expect(auth.isAuthenticated).toBe(false);
    expect(auth.token).toBeNull();
  });
});

describe('AuthStore session', () => {
  it('restores the login after a reload and confirms it once with the profile', async () => {
    const storage = new MemoryStorage();
    const before = await loggedIn(storage);
    const after = await demoStores(storage);
    expect(after.auth.token).toBe(before.auth.token);
    expect(after.auth.checked).toBe(false);
    expect(await after.auth.ensureChecked()).toBe(true);
    expect(after.auth.checked).toBe(true);
  });

  it('logs out when the profile cannot be loaded, without the login redirect', async () => {
    const { auth } = await loggedIn();
    const redirects: string[] = [];
    auth.onUnauthorized(() => redirects.push('login'));
    backend.db.reset(); // the server forgets the session: the token is revoked
    expect(await auth.loadProfile()).toBe(false);
    expect([auth.user, auth.token, auth.verifiedPhones, auth.checked]).toEqual([null, null, [], false]);
    expect(redirects).toEqual([]);
    // The login page says why the customer has to log in again.
    expect(auth.loginLapsed).toBe(true);
  });

  it.each([
    ['a network error', { networkError: true }],
    ['a server error', { status: 500 }],
    ['a 503', { status: 503 }],
    ['a 404', { status: 404 }],
  ])(
    'keeps the login and the cart when the profile check fails with %s, and checks again',
    async (_case, fault) => {
      const storage = new MemoryStorage();
      const before = await loggedIn(storage);
      const pickupItem = before.menu.menu!.categories.flatMap((category) => category.items)[0]!;
      before.cart.add({ item: pickupItem, priceLabelId: pickupItem.price_labels[0]!.id });
      const after = await demoStores(storage);
      backend.faults.add({ method: 'GET', path: '/api/webapp/profile/*', ...fault });
      expect(await after.auth.ensureChecked()).toBe(true);
      expect([after.auth.isAuthenticated, after.auth.checked, after.cart.count]).toEqual([true, false, 1]);

      backend.faults.clear();
      expect(await after.auth.ensureChecked()).toBe(true);
      expect(after.auth.checked).toBe(true);
    },
  );

  it('runs the registered handlers and logs out on a 401 elsewhere', async () => {
    const stores = await loggedIn();
    const redirects: string[] = [];
    const unregister = stores.auth.onUnauthorized(() => redirects.push('login'));
    backend.db.reset();
    await expect(stores.orders.loadHistory()).rejects.toThrow();
    expect(redirects).toEqual(['login']);
    expect(stores.auth.token).toBeNull();
    unregister();
  });

  it('logout clears user, token, verified phones and the checked flag', async () => {
    const { auth } = await loggedIn();
    auth.setUseWallet(true);
    auth.logout();
    expect([auth.user, auth.token, auth.verifiedPhones, auth.checked]).toEqual([null, null, [], false]);
    expect(auth.isAuthenticated).toBe(false);
  });

  it('logout forgets a wallet purchase left unanswered even when the wallet was not loaded', async () => {
    const storage = new MemoryStorage();
    storage.setItem('wallet-purchase-attempt', JSON.stringify({ key: 'k-1', body: { package_id: 1 } }));
    const { stores } = createTestRootStore({ storage, options: { storesAtOnce: undefined } });
    created.push(stores);
    await stores.hydrated;
    await stores.business.load('demo');
    const signIn = await stores.loadSignIn();
    await signIn.sendOtp(PHONE);
    await signIn.verifyOtp(stores.auth.debugCode!);
    expect(stores.walletIfLoaded).toBeNull();
    stores.auth.logout();
    expect(storage.getItem('wallet-purchase-attempt')).toBeNull();
  });

  it('logout leaves nothing of the customer in storage but what is not theirs', async () => {
    const storage = new MemoryStorage();
    const stores = await loggedIn(storage);
    const item = stores.menu.visibleCategories('car_pickup')[0]!.items[0]!;
    stores.cart.add({ item, priceLabelId: item.price_labels[0]!.id });
    stores.cart.setContact('Fatima', PHONE);
    storage.setItem(
      'device-orders',
      JSON.stringify([{ id: 1, number: 'A1', business_id: 1, created_at: 'x' }]),
    );
    stores.auth.logout();
    await Promise.resolve();
    const everything = [...storage.entries].map(([key, value]) => `${key}=${value}`).join('\n');
    expect(everything).not.toContain('50000001');
    expect(everything).not.toContain('Fatima');
    expect(everything).not.toContain('mock.');
    expect(everything).not.toContain('device-orders');
    expect(stores.cart.isEmpty).toBe(true);
  });

  it('deleting the account logs out, and the phone then starts a new customer', async () => {
    const stores = await loggedIn();
    const oldId = stores.auth.user!.id;
    await stores.signIn.deleteAccount();
    expect(stores.auth.isAuthenticated).toBe(false);
    backend.clock.advance(31_000);
    await stores.signIn.sendOtp(PHONE);
    await stores.signIn.verifyOtp(stores.auth.debugCode!);
    expect(stores.auth.user?.id).not.toBe(oldId);
    expect(stores.auth.user?.name).toBe('');
  });

  it('does not count a customer of another business as logged in', async () => {
    const stores = await loggedIn();
    await stores.business.load('solo');
    expect(stores.auth.token).not.toBeNull();
    expect(stores.auth.isAuthenticated).toBe(false);
  });
});

describe('SignInStore on demand', () => {
  it('is not there before the login or profile screens load it', async () => {
    const { stores } = createTestRootStore({ options: { storesAtOnce: undefined } });
    created.push(stores);
    expect(() => stores.signIn).toThrow('before its route loaded it');
    expect(await stores.loadSignIn()).toBe(stores.signIn);
  });

  it('keeps the demo code only when the root store is asked to (keepDemoCodes)', async () => {
    for (const keepDemoCodes of [true, false]) {
      const { stores } = createTestRootStore({ options: { storesAtOnce: undefined, keepDemoCodes } });
      created.push(stores);
      await stores.hydrated;
      await stores.business.load('demo');
      const sent = await (await stores.loadSignIn()).sendOtp(PHONE);
      expect(stores.auth.debugCode).toBe(keepDemoCodes ? sent.debug_code : null);
      // The server's resend timer for this phone runs out before the next round asks again.
      backend.clock.advance(sent.resend_after * 1000);
    }
  });
});

describe('AuthStore registration flows and phone change', () => {
  async function storesOf(referenceId: string): Promise<RootStore> {
    const { stores } = createTestRootStore({ storage: new MemoryStorage(), clock: new FixedClock() });
    created.push(stores);
    await stores.hydrated;
    await stores.business.load(referenceId);
    return stores;
  }

  it('whatsapp flow: a new phone becomes a customer through register-whatsapp and verify-by-whatsapp', async () => {
    const { auth, signIn } = await storesOf('tokyo');
    expect(signIn.registrationFlow).toBe('whatsapp');
    await signIn.sendOtp('+819012345678');
    expect(await signIn.verifyOtp(auth.debugCode!)).toEqual({ isNewUser: true });
    expect(auth.isAuthenticated).toBe(true);
  });

  it('form flow: an unknown phone is not_registered; register then verify logs in with the name', async () => {
    const { auth, signIn } = await storesOf('shipper');
    const refused = await signIn.sendOtp('+96550007003').catch((error: unknown) => error);
    expect(isApiError(refused) && refused.code).toBe('not_registered');
    await signIn.register({ phone: '+96550007003', name: 'Huda', email: null });
    expect(auth.codePurpose).toBe('register');
    await signIn.verifyOtp(auth.debugCode!);
    expect(auth.user?.name).toBe('Huda');
  });

  it('a new number replaces the old one only once its code is checked, and the purpose survives a reload', async () => {
    const storage = new MemoryStorage();
    const clock = new FixedClock();
    const stores = await loggedIn(storage, clock);
    await stores.signIn.sendPhoneChangeCode('+96550007002');
    expect(stores.auth.user?.phone).toBe(PHONE);
    const wrong = await stores.signIn.confirmPhoneChange('0000').catch((error: unknown) => error);
    expect(isApiError(wrong) && wrong.code).toBe('otp_wrong');
    expect(stores.auth.user?.phone).toBe(PHONE);

    const code = stores.auth.debugCode!;
    const reloaded = await demoStores(storage, clock);
    expect(reloaded.auth.codePurpose).toBe('phone-change');
    const user = await reloaded.signIn.confirmPhoneChange(code);
    expect(user.phone).toBe('+96550007002');
    expect(reloaded.auth.user?.phone).toBe('+96550007002');
    expect(reloaded.auth.verifiedPhones).toEqual(['+96550007002']);
    expect(reloaded.auth.codePurpose).toBe('login');
  });

  it('logout forgets what the last code was for', async () => {
    const stores = await loggedIn();
    await stores.signIn.sendPhoneChangeCode('+96550007002');
    stores.auth.logout();
    expect(stores.auth.codePurpose).toBe('login');
    expect(stores.auth.phoneNumber).toBeNull();
  });
});
