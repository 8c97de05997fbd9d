import { describe, expect, it } from 'vitest';
import { failureOutcome } from './failure-outcome.ts';
import {
  isAuthTokenResponse,
  isCalcOrderResult,
  isDoneAck,
  isOrder,
  isReservation,
} from './later-reply-shapes.ts';
import { isShiftsSchedule } from '../stores/shifts-store.ts';
import { checkedReply, isCouponReply, isUserReply } from './reply-shape.ts';

const amounts = {
  subtotal: 1000,
  items_discount: 0,
  coupon_discount: 0,
  exclusive_taxes: 50,
  inclusive_taxes: 0,
  delivery_fee: 0,
  wallet_discount: 0,
  total: 1050,
};
const coupon = { code: 'WELCOME10', discount_type: 'percent', discount_value: 10, item_ids: [] };
const schedule = { time_zone: 'Asia/Kuwait', today: { date: '2025-11-18' }, days: [] };
const order = { id: 7, number: 'D-1007', status: 'pending', status_history: [], order_lines: [], amounts };

describe('reply shapes', () => {
  const user = { id: 501, business_id: 12, name: 'Sara', phone: '+96550001234', locations: [] };
  const reservation = { id: 7, status: 'pending', date: '2025-11-18', time: '19:30', guests: 4 };

  it.each([
    ['amounts', isCalcOrderResult, amounts, true],
    ['amounts with a text total', isCalcOrderResult, { ...amounts, total: '1050' }, false],
    ['an order', isOrder, order, true],
    ['an order without amounts', isOrder, { ...order, amounts: null }, false],
    ['a word where an order belongs', isOrder, 'nope', false],
    ['nothing', isOrder, undefined, false],
    ['opening hours', isShiftsSchedule, schedule, true],
    ['opening hours without days', isShiftsSchedule, { ...schedule, days: null }, false],
    ['a coupon', isCouponReply, { coupon }, true],
    ['a coupon without its value', isCouponReply, { coupon: { ...coupon, discount_value: null } }, false],
    ['a coupon at the top level', isCouponReply, coupon, false],
    ['a login', isAuthTokenResponse, { token: 't', user: { id: 1 } }, true],
    ['a login without a user', isAuthTokenResponse, { token: 't' }, false],
    ['a login with a numeric token', isAuthTokenResponse, { token: 1, user: { id: 1 } }, false],
    ['a profile', isUserReply, { user }, true],
    ['a profile without a phone', isUserReply, { user: { ...user, phone: null } }, false],
    ['a profile at the top level', isUserReply, user, false],
    ['a done acknowledgement', isDoneAck, { success: true, message: 'Account deleted' }, true],
    ['an acknowledgement of failure', isDoneAck, { success: false }, false],
    ['a word where an acknowledgement belongs', isDoneAck, 'ok', false],
    ['a reservation', isReservation, reservation, true],
    ['a reservation without its time', isReservation, { ...reservation, time: undefined }, false],
  ] as const)('%s: %s', (_case, check, value, expected) => {
    expect(check(value)).toBe(expected);
  });

  it('turns a reply that breaks the contract into a server failure whose outcome is unknown', () => {
    let thrown: unknown = null;
    try {
      checkedReply({ order: 'nope' }, isOrder);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ status: 502, code: 'reply_breaks_contract' });
    expect(failureOutcome(thrown)).toBe('unknown');
  });
});
