/**
 * The shapes of the replies that only screens and stores loaded on demand read (orders and their
 * amounts, reservations, table calls, wallet packages, a login, an acknowledgement, delivery
 * zones and tables), apart from
 * reply-shape.ts so that the first load does not carry them. A reply without its shape is a
 * server failure (checkedReply).
 */
import { isRecord } from './reply-shape.ts';
import type {
  AuthTokenResponse,
  CalcOrderResult,
  Order,
  Reservation,
  Table,
  TableRequest,
  WalletPackage,
  ZonesResponse,
} from './types.ts';

const AMOUNT_FIELDS = [
  'subtotal',
  'items_discount',
  'coupon_discount',
  'exclusive_taxes',
  'inclusive_taxes',
  'delivery_fee',
  'wallet_discount',
  'total',
] as const;

export function isCalcOrderResult(value: unknown): value is CalcOrderResult {
  return isRecord(value) && AMOUNT_FIELDS.every((field) => typeof value[field] === 'number');
}

export function isOrder(value: unknown): value is Order {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.number === 'string' &&
    typeof value.status === 'string' &&
    Array.isArray(value.status_history) &&
    Array.isArray(value.order_lines) &&
    isCalcOrderResult(value.amounts)
  );
}

export function isReservation(value: unknown): value is Reservation {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.status === 'string' &&
    typeof value.date === 'string' &&
    typeof value.time === 'string'
  );
}

/** A table tablet's call: the tablet reads its id and status. */
export function isTableRequest(value: unknown): value is TableRequest {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    (value.status === 'pending' || value.status === 'acknowledged' || value.status === 'cancelled')
  );
}

/** The wallet packages on offer: their screen lists them. */
export function isPackagesReply(value: unknown): value is { packages: WalletPackage[] } {
  return isRecord(value) && Array.isArray(value.packages);
}

export function isAuthTokenResponse(value: unknown): value is AuthTokenResponse {
  return (
    isRecord(value) &&
    typeof value.token === 'string' &&
    isRecord(value.user) &&
    typeof value.user.id === 'number'
  );
}

/** An acknowledgement that says the thing was done; anything else is not taken as done. */
export function isDoneAck(value: unknown): value is { success: true } {
  return isRecord(value) && value.success === true;
}

/** A branch's delivery zones: the checkout's area picker and map walk the list. */
export function isZonesReply(value: unknown): value is ZonesResponse {
  return isRecord(value) && Array.isArray(value.zones);
}

/** A branch's tables: the dine-in picker lists them. */
export function isTablesReply(value: unknown): value is { tables: Table[] } {
  return isRecord(value) && Array.isArray(value.tables);
}
