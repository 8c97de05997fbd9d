import { describe, expect, it } from 'vitest';
import {
  isFinalPaymentStatus,
  mayFollow,
  newPaymentRefusal,
  nextPollDelayMs,
  screenForPayment,
  TERMINAL_PAYMENT_STATUSES,
  type TerminalPaymentStatus,
} from './terminal-payment.ts';

describe('isFinalPaymentStatus', () => {
  const cases: [TerminalPaymentStatus, boolean][] = [
    ['pending', false],
    ['approved', true],
    ['declined', true],
    ['cancelled', true],
    ['timed_out', true],
  ];
  it.each(cases)('%s → final %s', (status, final) => {
    expect(isFinalPaymentStatus(status)).toBe(final);
  });
});

describe('mayFollow: every pair of states', () => {
  // Rows: from; columns in TERMINAL_PAYMENT_STATUSES order (pending, approved, declined, cancelled, timed_out).
  const table: Record<TerminalPaymentStatus, boolean[]> = {
    pending: [true, true, true, true, true],
    approved: [false, true, false, false, false],
    declined: [false, false, true, false, false],
    cancelled: [false, false, false, true, false],
    timed_out: [false, false, false, false, true],
  };
  const cases = TERMINAL_PAYMENT_STATUSES.flatMap((from) =>
    TERMINAL_PAYMENT_STATUSES.map((to, column) => ({ from, to, allowed: table[from][column]! })),
  );
  it('covers all 25 transitions', () => {
    expect(cases).toHaveLength(25);
  });
  it.each(cases)('$from → $to: $allowed', ({ from, to, allowed }) => {
    expect(mayFollow(from, to)).toBe(allowed);
  });
});

describe('newPaymentRefusal', () => {
  const cases: { name: string; earlier: TerminalPaymentStatus[]; expected: string | null }[] = [
    { name: 'the first payment', earlier: [], expected: null },
    { name: 'one is waiting on the terminal', earlier: ['pending'], expected: 'payment_in_progress' },
    { name: 'after a decline (another card)', earlier: ['declined'], expected: null },
    { name: 'after a cancel', earlier: ['cancelled'], expected: null },
    { name: 'after a time-out', earlier: ['timed_out'], expected: null },
    { name: 'after an approval', earlier: ['approved'], expected: 'order_already_paid' },
    { name: 'declined then pending', earlier: ['declined', 'pending'], expected: 'payment_in_progress' },
    { name: 'declined then approved', earlier: ['declined', 'approved'], expected: 'order_already_paid' },
  ];
  it.each(cases)('$name → $expected', ({ earlier, expected }) => {
    expect(newPaymentRefusal(earlier)).toBe(expected);
  });
});

describe('screenForPayment', () => {
  const cases: [TerminalPaymentStatus, string][] = [
    ['pending', 'waiting'],
    ['approved', 'paid'],
    ['declined', 'declined'],
    ['cancelled', 'choose-again'],
    ['timed_out', 'choose-again'],
  ];
  it.each(cases)('%s → %s', (status, screen) => {
    expect(screenForPayment(status)).toBe(screen);
  });
});

describe('nextPollDelayMs', () => {
  it.each([
    [0, 1_000],
    [9_999, 1_000],
    [10_000, 2_000],
    [60_000, 2_000],
  ])('%i ms in → %i ms', (elapsed, delay) => {
    expect(nextPollDelayMs(elapsed)).toBe(delay);
  });
});
