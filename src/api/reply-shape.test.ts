import { describe, expect, it } from 'vitest';
import { failureOutcome } from './errors.ts';
import { checkedReply, isCalcOrderResult, isOrder } from './reply-shape.ts';

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
const order = { id: 7, number: 'D-1007', status: 'pending', status_history: [], order_lines: [], amounts };

describe('reply shapes', () => {
  it.each([
    ['amounts', isCalcOrderResult, amounts, true],
    ['amounts with a text total', isCalcOrderResult, { ...amounts, total: '1050' }, false],
    ['an order', isOrder, order, true],
    ['an order without amounts', isOrder, { ...order, amounts: null }, false],
    ['a word where an order belongs', isOrder, 'nope', false],
    ['nothing', isOrder, undefined, false],
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
