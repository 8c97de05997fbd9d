/**
 * Spec §4, §8, §9: who counts as logged in, when the server refuses the session, and the OTP resend
 * timer's default (its countdown, otpSecondsLeft, belongs to the sign-in flow: login-flow.ts; when
 * the wallet is used, usesWallet, to the wallet's rules: wallet.ts).
 */
import type { AuthUser } from './model.ts';

/** Spec §9: seconds before a one-time code may be sent again, when the server gives no duration. */
export const DEFAULT_OTP_TIMER_SECONDS = 30;

/**
 * Authenticated only with a token and a user id, and only for this business: a customer account
 * belongs to one business, so a token from another shop's session must not count here.
 */
export function isAuthenticated(input: {
  token: string | null | undefined;
  user: Pick<AuthUser, 'id' | 'business_id'> | null | undefined;
  businessOwnerId: number | null | undefined;
}): boolean {
  const { token, user, businessOwnerId } = input;
  if (!token || user == null || user.id == null) return false;
  return businessOwnerId != null && user.business_id === businessOwnerId;
}

/**
 * Spec §8: the server refusing the session (401, 403) logs the customer out. A check that could
 * not be made (no answer, a 5xx, a garbled reply: `status` null or another code) does not: the
 * customer and their cart stay, and the next page that needs the login asks again.
 */
export function isSessionRefusal(status: number | null): boolean {
  return status === 401 || status === 403;
}
