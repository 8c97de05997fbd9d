import { describe, expect, it } from 'vitest';
import { sittingTotal, type SittingOrder } from './table-sitting.ts';

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
