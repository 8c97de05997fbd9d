import { describe, expect, it } from 'vitest';
import {
  isSittingPaid,
  sittingBill,
  sittingTotal,
  type BillOrder,
  type SittingOrder,
} from './table-sitting.ts';
import type { TipSettings } from './tips.ts';

const TIPS: TipSettings = { percentages: [10, 15, 20], default_percentage: null };

describe('sittingTotal', () => {
  const cases: { name: string; orders: SittingOrder[]; expected: number }[] = [
    { name: 'no order yet', orders: [], expected: 0 },
    { name: 'one order', orders: [{ status: 'pending', total: 2_750 }], expected: 2_750 },
    {
      name: 'two orders, KWD minor units (3 decimals)',
      orders: [
        { status: 'preparing', total: 1_250 },
        { status: 'pending', total: 3_125 },
      ],
      expected: 4_375,
    },
    {
      name: 'a cancelled order is not owed',
      orders: [
        { status: 'ready', total: 1_000 },
        { status: 'cancelled', total: 5_000 },
      ],
      expected: 1_000,
    },
    {
      name: 'completed orders are still owed (the bill is the whole sitting)',
      orders: [
        { status: 'completed', total: 900 },
        { status: 'accepted', total: 100 },
      ],
      expected: 1_000,
    },
    { name: 'JPY (no decimals)', orders: [{ status: 'ready', total: 1_480 }], expected: 1_480 },
  ];
  it.each(cases)('$name → $expected', ({ orders, expected }) => {
    expect(sittingTotal(orders)).toBe(expected);
  });
});

describe('sittingBill', () => {
  const o = (id: number, total: number, status = 'preparing', payment_status = 'unpaid'): BillOrder => ({
    id,
    total,
    status,
    payment_status,
  });
  const cases: {
    name: string;
    orders: BillOrder[];
    tips: TipSettings | null;
    tip?: number;
    expected: ReturnType<typeof sittingBill>;
  }[] = [
    { name: 'no order', orders: [], tips: null, expected: 'nothing_to_pay' },
    {
      name: 'two unpaid orders, oldest first',
      orders: [o(12, 3_125), o(11, 1_250)],
      tips: null,
      expected: { orderIds: [11, 12], amount: 4_375, tip: 0 },
    },
    {
      name: 'a cancelled order is not on the bill',
      orders: [o(1, 1_000), o(2, 5_000, 'cancelled')],
      tips: null,
      expected: { orderIds: [1], amount: 1_000, tip: 0 },
    },
    {
      name: 'an order paid already is not paid twice',
      orders: [o(1, 1_000, 'completed', 'paid'), o(2, 700)],
      tips: null,
      expected: { orderIds: [2], amount: 700, tip: 0 },
    },
    {
      name: 'the same order listed twice is billed once',
      orders: [o(3, 900), o(3, 900)],
      tips: null,
      expected: { orderIds: [3], amount: 900, tip: 0 },
    },
    {
      name: 'everything paid: nothing to pay',
      orders: [o(1, 1_000, 'ready', 'paid'), o(2, 50, 'cancelled')],
      tips: null,
      expected: 'nothing_to_pay',
    },
    {
      name: 'a 15 % tip where the business enables tips',
      orders: [o(1, 1_000)],
      tips: TIPS,
      tip: 150,
      expected: { orderIds: [1], amount: 1_000, tip: 150 },
    },
    {
      name: 'a tip no preset gives',
      orders: [o(1, 1_000)],
      tips: TIPS,
      tip: 120,
      expected: 'invalid_tip',
    },
    {
      name: 'the tip is of what is owed (a paid order left off)',
      orders: [o(1, 1_000), { ...o(2, 4_000), payment_status: 'paid' }],
      tips: TIPS,
      tip: 100,
      expected: { orderIds: [1], amount: 1_000, tip: 100 },
    },
    {
      name: 'a tip where tips are off',
      orders: [o(1, 1_000)],
      tips: null,
      tip: 100,
      expected: 'tips_disabled',
    },
    {
      name: 'a tip of 0 where tips are off',
      orders: [o(1, 10)],
      tips: null,
      tip: 0,
      expected: { orderIds: [1], amount: 10, tip: 0 },
    },
    { name: 'a negative tip', orders: [o(1, 1_000)], tips: TIPS, tip: -5, expected: 'invalid_tip' },
    { name: 'a fractional tip', orders: [o(1, 1_000)], tips: TIPS, tip: 1.5, expected: 'invalid_tip' },
  ];
  it.each(cases)('$name', ({ orders, tips, tip, expected }) => {
    expect(sittingBill(orders, { tips, tip })).toEqual(expected);
  });
});

describe('isSittingPaid', () => {
  const cases: { name: string; orders: BillOrder[]; expected: boolean }[] = [
    { name: 'no order: nothing was paid', orders: [], expected: false },
    {
      name: 'one unpaid order',
      orders: [{ id: 1, total: 5, status: 'ready', payment_status: 'unpaid' }],
      expected: false,
    },
    {
      name: 'every owed order paid, a cancelled one aside',
      orders: [
        { id: 1, total: 5, status: 'ready', payment_status: 'paid' },
        { id: 2, total: 5, status: 'cancelled', payment_status: 'unpaid' },
      ],
      expected: true,
    },
    {
      name: 'one paid, one still owed',
      orders: [
        { id: 1, total: 5, status: 'ready', payment_status: 'paid' },
        { id: 2, total: 5, status: 'pending', payment_status: 'pending' },
      ],
      expected: false,
    },
  ];
  it.each(cases)('$name → $expected', ({ orders, expected }) => {
    expect(isSittingPaid(orders)).toBe(expected);
  });
});
