import { isNotFound, isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { authGuard, checkProfileGuard, guestGuard, oneTypeGuard, safeReturnPath, sellingTypeGuard } from './guards.ts';
import type { RouterContext } from './router-context.ts';

interface FakeState {
  sellingTypes?: string[];
  authenticated?: boolean;
  userName?: string;
}

function contextWith(state: FakeState): RouterContext {
  const auth = {
    isAuthenticated: state.authenticated ?? false,
    user: state.authenticated ? { id: 1, business_id: 9, name: state.userName ?? 'Sara', phone: '+96550000000', locations: [] } : null,
    ensureChecked: async () => state.authenticated ?? false,
  };
  return { stores: { business: { sellingTypes: state.sellingTypes ?? [] }, auth }, i18n: {} } as unknown as RouterContext;
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
    expect(await thrown(() => authGuard(contextWith({ authenticated: true }), 'demo', '/demo/profile'))).toBeUndefined();
  });

  it('sends a logged-in customer away from the login page, to where they were going', async () => {
    const error = await thrown(() => guestGuard(contextWith({ authenticated: true }), 'demo', '/demo/wallet/home'));
    expect(hrefOf(error)).toBe('/demo/wallet/home');
  });

  it('never returns to another site', async () => {
    const error = await thrown(() => guestGuard(contextWith({ authenticated: true }), 'demo', 'https://evil.test'));
    expect(hrefOf(error)).toBe('/demo');
  });

  it('shows the login page to a guest', async () => {
    expect(await thrown(() => guestGuard(contextWith({}), 'demo', undefined))).toBeUndefined();
  });
});

describe('checkProfileGuard', () => {
  it('asks a customer without a name to complete the profile first', async () => {
    const error = await thrown(() => checkProfileGuard(contextWith({ authenticated: true, userName: ' ' }), 'demo', '/demo/dine_in/checkout'));
    expect(hrefOf(error)).toBe('/demo/profile?redirect=%2Fdemo%2Fdine_in%2Fcheckout');
  });

  it.each([[{ authenticated: true }], [{}]])('lets %j through', async (state) => {
    expect(await thrown(() => checkProfileGuard(contextWith(state), 'demo', '/demo'))).toBeUndefined();
  });
});

describe('safeReturnPath', () => {
  it.each([
    ['/demo/cart', '/demo/cart'],
    ['//evil.test', '/x'],
    ['https://evil.test', '/x'],
    [42, '/x'],
  ])('%j → %j', (value, expected) => {
    expect(safeReturnPath(value, '/x')).toBe(expected);
  });
});
