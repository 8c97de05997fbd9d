import { notFound, redirect } from '@tanstack/react-router';
import { isClosedToGuestDevice } from '../domain/device.ts';
import { isProfileComplete } from '../domain/profile-complete.ts';
import { normaliseSellingType } from '../domain/selling-type.ts';
import type { OrderSellingType } from '../domain/model.ts';
import type { RouterContext } from './router-context.ts';

/** one-type (spec §2): a business with a single selling type opens straight on its menu. */
export function oneTypeGuard({ stores }: RouterContext, referenceId: string): void {
  const types = stores.business.sellingTypes;
  if (types.length === 1) {
    throw redirect({ to: '/$referenceId/$type', params: { referenceId, type: types[0]! }, replace: true });
  }
}

/**
 * selling-type (spec §2): the URL's type must be one the business offers; other spellings of it
 * (pickup, dinein …) are redirected to the canonical one, anything else is a 404.
 */
export function sellingTypeGuard(
  { stores }: RouterContext,
  referenceId: string,
  rawType: string,
  pathRest = '',
): OrderSellingType {
  const type = normaliseSellingType(rawType);
  if (!type || !stores.business.sellingTypes.includes(type)) throw notFound();
  if (type !== rawType) {
    throw redirect({ href: `/${encodeURIComponent(referenceId)}/${type}${pathRest}`, replace: true });
  }
  return type;
}

/**
 * auth (spec §2): pages that need a login (locations, profile, history, wallet) send a guest to the
 * business's login page, which returns them here afterwards.
 */
export async function authGuard(
  { stores }: RouterContext,
  referenceId: string,
  returnTo: string,
): Promise<void> {
  if (await stores.auth.ensureChecked()) return;
  throw redirect({
    href: `/${encodeURIComponent(referenceId)}/login?redirect=${encodeURIComponent(returnTo)}`,
    replace: true,
  });
}

/**
 * guest (spec §2): the login page is for guests; a logged-in customer goes back or home. The
 * return address rule loads only then (src/app/outside-navigation.ts).
 */
export async function guestGuard(
  { stores }: RouterContext,
  referenceId: string,
  returnTo: unknown,
): Promise<void> {
  if (!(await stores.auth.ensureChecked())) return;
  const { safeReturnPath } = await import('./outside-navigation.ts');
  throw redirect({ href: safeReturnPath(returnTo, `/${encodeURIComponent(referenceId)}`), replace: true });
}

/**
 * check-profile (spec §2): a logged-in customer without a name completes the profile first (orders
 * and reservations carry the name); guests pass, the checkout asks them for it.
 */
export function checkProfileGuard({ stores }: RouterContext, referenceId: string, returnTo: string): void {
  const user = stores.auth.isAuthenticated ? stores.auth.user : null;
  if (!isProfileComplete(user)) {
    throw redirect({
      href: `/${encodeURIComponent(referenceId)}/profile?redirect=${encodeURIComponent(returnTo)}`,
      replace: true,
    });
  }
}

/** Why the checkout sent the customer back to the cart; the cart page shows it. */
export type CartNotice = 'closed';

/**
 * How long a checkout waits for the opening hours before it opens without them. A slow or stalled
 * shifts call would otherwise hold the customer on a spinner for its whole deadline and retry
 * (15 s each); without the hours the shop counts as open (spec §4), the checkout takes the hours
 * when they arrive, and the server still refuses an order the hours do not allow.
 */
export const SHIFTS_WAIT_MS = 3_000;

/** The branch's opening hours, or what is known of them after SHIFTS_WAIT_MS. */
function shiftsOrLater(stores: RouterContext['stores']): Promise<void> {
  return new Promise((resolve) => {
    const late = setTimeout(resolve, SHIFTS_WAIT_MS);
    // Loading the hours' code counts in the wait too; a failed load leaves the shop open.
    void stores.fetchShifts().finally(() => {
      clearTimeout(late);
      resolve();
    });
  });
}

/**
 * can-checkout (spec §2): the checkout needs a non-empty cart and a selling type that takes orders
 * now or for later (shifts' canOrder). An empty cart goes to the cart page (its empty state leads
 * back to the menu); a closed type goes to the cart with a notice saying so. The persisted cart
 * and the shifts (SHIFTS_WAIT_MS at most) are awaited first, so a reload on the checkout is judged
 * on the real cart.
 */
export async function canCheckoutGuard(
  { stores }: RouterContext,
  referenceId: string,
  type: OrderSellingType,
): Promise<void> {
  await stores.hydrated;
  const cartPath = `/${encodeURIComponent(referenceId)}/${type}/cart`;
  if (stores.cart.isEmpty) throw redirect({ href: cartPath, replace: true });
  await shiftsOrLater(stores);
  if (!stores.canOrder(type)) {
    const notice: CartNotice = 'closed';
    throw redirect({ href: `${cartPath}?notice=${notice}`, replace: true });
  }
}

/**
 * fast-checkout (spec §2): a business with fast_checkout skips the cart page, so the cart route
 * goes straight on to the checkout when the checkout would accept the cart. `edit` (the
 * checkout's "edit cart" link) keeps the customer on the cart.
 */
export async function fastCheckoutGuard(
  { stores }: RouterContext,
  referenceId: string,
  type: OrderSellingType,
  edit: boolean,
): Promise<void> {
  if (edit || !stores.business.business?.fast_checkout) return;
  await stores.hydrated;
  if (stores.cart.isEmpty) return;
  await shiftsOrLater(stores);
  if (!stores.canOrder(type)) return;
  throw redirect({ href: `/${encodeURIComponent(referenceId)}/${type}/checkout`, replace: true });
}

/**
 * device (issue 17): a kiosk or table tablet serves guests only, so the customer screens (login,
 * profile, saved places, history, wallet, reservations) send it back to its start, and so do a
 * table tablet's other selling types; a kiosk's start is the attract screen and a table tablet's
 * the dine-in menu, which stand in for the business's home.
 */
export async function deviceGuard(
  { stores }: RouterContext,
  referenceId: string,
  pathname: string,
): Promise<void> {
  await stores.device.hydrated;
  const { device } = stores;
  const start = device.startPath(referenceId);
  if (start === null) return;
  const section = pathname.split('/').filter(Boolean)[1];
  const home = section === undefined;
  if (isClosedToGuestDevice(device.mode, section) || (home && device.isManagedDevice)) {
    throw redirect({ href: start, replace: true });
  }
}
