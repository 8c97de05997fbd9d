/**
 * The few replies a purchase depends on are checked for the shape the screens read before they
 * are used: a 200 whose body breaks the contract is a server failure (a 502 ApiError), which the
 * callers already turn into words and a way on, instead of a screen that breaks halfway. The
 * replies of the screens that load on demand are checked in later-reply-shapes.ts, so that their
 * checks stay out of the first load.
 */
import { ApiError } from './errors.ts';
import type { Coupon, User } from './types.ts';

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isCouponReply(value: unknown): value is { coupon: Coupon } {
  const coupon = isRecord(value) ? value.coupon : null;
  return (
    isRecord(coupon) &&
    typeof coupon.code === 'string' &&
    typeof coupon.discount_type === 'string' &&
    typeof coupon.discount_value === 'number' &&
    Array.isArray(coupon.item_ids)
  );
}

export function isUser(value: unknown): value is User {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.business_id === 'number' &&
    typeof value.phone === 'string'
  );
}

export function isUserReply(value: unknown): value is { user: User } {
  return isRecord(value) && isUser(value.user);
}

/** The value when it has the shape; otherwise the failure a broken server reply stands for. */
export function checkedReply<T>(value: unknown, hasShape: (value: unknown) => value is T): T {
  if (hasShape(value)) return value;
  throw new ApiError({ kind: 'http', status: 502, code: 'reply_breaks_contract' });
}
