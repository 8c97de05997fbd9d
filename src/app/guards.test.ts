import { isNotFound, isRedirect } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  authGuard,
  canCheckoutGuard,
  checkProfileGuard,
  fastCheckoutGuard,
  guestGuard,
  oneTypeGuard,
  sellingTypeGuard,
  SHIFTS_WAIT_MS,
} from './guards.ts';
import type { RouterContext } from './router-context.ts';

interface FakeState {
  sellingTypes?: string[];
  authenticated?: boolean;
  userName?: string;
}

function contextWith(state: FakeState): RouterContext {
  const auth = {
    isAuthenticated: state.authenticated ?? false,
    user: state.authenticated
      ? { id: 1, business_id: 9, name: state.userName ?? 'Sara', phone: '+96550000000', locations: [] }
      : null,
    ensureChecked: async () => state.authenticated ?? false,
  };
  return {
    stores: { business: { sellingTypes: state.sellingTypes ?? [] }, auth },
    i18n: {},
  } as unknown as RouterContext;
}

async function thrown(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  return undefined;
}

function hrefOf(error: unknown): string | undefined {
  if (!isRedirect(error)) return undefined;
  const options = error.options as { href?: string; to?: string; params?: Record<string, string> };
  return options.href ?? `${options.to}|${JSON.stringify(options.params)}`;
}

describe('oneTypeGuard', () => {
  it('opens the menu of a business with a single selling type', async () => {
    const error = await thrown(() => oneTypeGuard(contextWith({ sellingTypes: ['dine_in'] }), 'solo'));
    expect(hrefOf(error)).toBe('/$referenceId/$type|{"referenceId":"solo","type":"dine_in"}');
  });

  it.each([[[]], [['dine_in', 'delivery']]])('stays on the home page with types %j', async (types) => {
    expect(await thrown(() => oneTypeGuard(contextWith({ sellingTypes: types }), 'demo'))).toBeUndefined();
  });
});

describe('sellingTypeGuard', () => {
  const offered = contextWith({ sellingTypes: ['dine_in', 'car_pickup'] });

  it('accepts an offered type in its canonical spelling', () => {
    expect(sellingTypeGuard(offered, 'demo', 'car_pickup')).toBe('car_pickup');
  });

  it.each([
    ['pickup', '/cart', '/demo/car_pickup/cart'],
    ['dinein', '', '/demo/dine_in'],
  ])('redirects the spelling %s to the canonical type', async (raw, rest, href) => {
    expect(hrefOf(await thrown(() => sellingTypeGuard(offered, 'demo', raw, rest)))).toBe(href);
  });

  it.each(['delivery', 'nonsense', ''])('answers 404 for %j', async (raw) => {
    expect(isNotFound(await thrown(() => sellingTypeGuard(offered, 'demo', raw)))).toBe(true);
  });
});

describe('authGuard and guestGuard', () => {
  it('sends a guest to the login page and back afterwards', async () => {
    const error = await thrown(() => authGuard(contextWith({}), 'demo', '/demo/orders/history?page=2'));
    expect(hrefOf(error)).toBe('/demo/login?redirect=%2Fdemo%2Forders%2Fhistory%3Fpage%3D2');
  });

  it('lets a logged-in customer through', async () => {
    expect(
      await thrown(() => authGuard(contextWith({ authenticated: true }), 'demo', '/demo/profile')),
    ).toBeUndefined();
  });

  it('sends a logged-in customer away from the login page, to where they were going', async () => {
    const error = await thrown(() =>
      guestGuard(contextWith({ authenticated: true }), 'demo', '/demo/wallet/home'),
    );
    expect(hrefOf(error)).toBe('/demo/wallet/home');
  });

  it('never returns to another site', async () => {
    const error = await thrown(() =>
      guestGuard(contextWith({ authenticated: true }), 'demo', 'https://evil.test'),
    );
    expect(hrefOf(error)).toBe('/demo');
  });

  it('shows the login page to a guest', async () => {
    expect(await thrown(() => guestGuard(contextWith({}), 'demo', undefined))).toBeUndefined();
  });
});

describe('checkProfileGuard', () => {
  it('asks a customer without a name to complete the profile first', async () => {
    const error = await thrown(() =>
      checkProfileGuard(
        contextWith({ authenticated: true, userName: ' ' }),
        'demo',
        '/demo/dine_in/checkout',
      ),
    );
    expect(hrefOf(error)).toBe('/demo/profile?redirect=%2Fdemo%2Fdine_in%2Fcheckout');
  });

  it.each([[{ authenticated: true }], [{}]])('lets %j through', async (state) => {
    expect(await thrown(() => checkProfileGuard(contextWith(state), 'demo', '/demo'))).toBeUndefined();
  });
});

interface CheckoutState {
  cartEmpty: boolean;
  canOrder: boolean;
  fastCheckout?: boolean;
  /** The shifts call never answers (a stalled connection). */
  shiftsStall?: boolean;
}

/** Fake stores for the checkout guards; `calls` records what the guard waited for. */
function checkoutContext(state: CheckoutState) {
  const calls: string[] = [];
  const stores = {
    hydrated: Promise.resolve().then(() => void calls.push('hydrated')),
    cart: { isEmpty: state.cartEmpty },
    // RootStore.fetchShifts loads the hours' store, then fetches them (it never rejects).
    fetchShifts: () =>
      state.shiftsStall ? new Promise<void>(() => undefined) : Promise.resolve(void calls.push('shifts')),
    canOrder: (type: string) => (calls.push(`canOrder:${type}`), state.canOrder),
    business: { business: { fast_checkout: state.fastCheckout ?? false } },
  };
  return { context: { stores, i18n: {} } as unknown as RouterContext, calls };
}

describe('canCheckoutGuard', () => {
  it.each([
    ['an empty cart goes to the cart page', { cartEmpty: true, canOrder: true }, '/demo/delivery/cart'],
    [
      'a closed type goes to the cart with a notice',
      { cartEmpty: false, canOrder: false },
      '/demo/delivery/cart?notice=closed',
    ],
    ['a cart that can be ordered stays', { cartEmpty: false, canOrder: true }, undefined],
  ])('%s', async (_name, state, href) => {
    const { context } = checkoutContext(state);
    expect(hrefOf(await thrown(() => canCheckoutGuard(context, 'demo', 'delivery')))).toBe(href);
  });

  it('judges the restored cart and fresh shifts', async () => {
    const { context, calls } = checkoutContext({ cartEmpty: false, canOrder: true });
    await canCheckoutGuard(context, 'demo', 'car_pickup');
    expect(calls).toEqual(['hydrated', 'shifts', 'canOrder:car_pickup']);
  });

  it('opens without the opening hours when their call stalls, after SHIFTS_WAIT_MS', async () => {
    vi.useFakeTimers();
    try {
      const { context, calls } = checkoutContext({ cartEmpty: false, canOrder: true, shiftsStall: true });
      let passed = false;
      const guard = canCheckoutGuard(context, 'demo', 'car_pickup').then(() => (passed = true));
      await vi.advanceTimersByTimeAsync(SHIFTS_WAIT_MS - 1);
      expect(passed).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await guard;
      expect(calls).toEqual(['hydrated', 'canOrder:car_pickup']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('fastCheckoutGuard', () => {
  it.each([
    [
      'skips the cart of a fast-checkout business',
      { cartEmpty: false, canOrder: true, fastCheckout: true },
      false,
      '/demo/dine_in/checkout',
    ],
    [
      'keeps the cart when asked to edit it',
      { cartEmpty: false, canOrder: true, fastCheckout: true },
      true,
      undefined,
    ],
    ['keeps an empty cart', { cartEmpty: true, canOrder: true, fastCheckout: true }, false, undefined],
    [
      'keeps the cart while the type takes no orders',
      { cartEmpty: false, canOrder: false, fastCheckout: true },
      false,
      undefined,
    ],
    [
      'keeps the cart of other businesses',
      { cartEmpty: false, canOrder: true, fastCheckout: false },
      false,
      undefined,
    ],
  ])('%s', async (_name, state, edit, href) => {
    const { context } = checkoutContext(state);
    expect(hrefOf(await thrown(() => fastCheckoutGuard(context, 'demo', 'dine_in', edit)))).toBe(href);
  });
});
