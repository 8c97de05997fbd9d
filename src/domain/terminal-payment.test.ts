import { describe, expect, it } from 'vitest';
import {
  HELD_ORDER_RELEASE_MS,
  heldOrderReleased,
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

describe('heldOrderReleased: a held order is cancelled 15 minutes after its last activity', () => {
  const placed = 1_000_000;
  const H = HELD_ORDER_RELEASE_MS;
  const cases: {
    name: string;
    payments: { status: TerminalPaymentStatus; endedAtMs: number | null }[];
    now: number;
    expected: boolean;
  }[] = [
    { name: 'just placed', payments: [], now: placed, expected: false },
    { name: 'placed, no payment, a moment short', payments: [], now: placed + H - 1, expected: false },
    { name: 'placed, no payment, 15 minutes on', payments: [], now: placed + H, expected: true },
    {
      name: 'a payment waits on the terminal (long after)',
      payments: [{ status: 'pending', endedAtMs: null }],
      now: placed + 10 * H,
      expected: false,
    },
    {
      name: 'paid: never released',
      payments: [{ status: 'approved', endedAtMs: placed + 5_000 }],
      now: placed + 10 * H,
      expected: false,
    },
    {
      name: 'declined then nothing: 15 minutes after the decline',
      payments: [{ status: 'declined', endedAtMs: placed + 60_000 }],
      now: placed + 60_000 + H,
      expected: true,
    },
    {
      name: 'declined: the clock counts from the decline, not the order',
      payments: [{ status: 'declined', endedAtMs: placed + 60_000 }],
      now: placed + H,
      expected: false,
    },
    {
      name: 'timed out twice: from the last',
      payments: [
        { status: 'timed_out', endedAtMs: placed + 60_000 },
        { status: 'timed_out', endedAtMs: placed + 180_000 },
      ],
      now: placed + 180_000 + H - 1,
      expected: false,
    },
    {
      name: 'cancelled at the terminal, 15 minutes on',
      payments: [{ status: 'cancelled', endedAtMs: placed + 30_000 }],
      now: placed + 30_000 + H,
      expected: true,
    },
    {
      name: 'a decline then a pending payment holds it',
      payments: [
        { status: 'declined', endedAtMs: placed + 30_000 },
        { status: 'pending', endedAtMs: null },
      ],
      now: placed + 10 * H,
      expected: false,
    },
  ];
  it.each(cases)('$name → $expected', ({ payments, now, expected }) => {
    expect(heldOrderReleased({ placedAtMs: placed, payments }, now)).toBe(expected);
  });
});
