import { describe, expect, it } from 'vitest';
import {
  nextStepsAfterOrder,
  paymentKindOf,
  type NextStep,
  type PlacedOrderFacts,
} from './order-next-step.ts';

describe('nextStepsAfterOrder', () => {
  const cases: { name: string; order: PlacedOrderFacts; steps: NextStep[] }[] = [
    {
      name: 'cash, eat here, no table: pay at the counter, then we call your number',
      order: { sellingType: 'dine_in', paymentKind: 'cash', paymentStatus: 'unpaid', hasTable: false },
      steps: ['pay-at-counter', 'call-your-number'],
    },
    {
      name: 'cash at a table',
      order: { sellingType: 'dine_in', paymentKind: 'cash', paymentStatus: 'unpaid', hasTable: true },
      steps: ['pay-at-counter', 'brought-to-table'],
    },
    {
      name: 'cash at a table tablet: the bill is paid at the table, the food brought there',
      order: {
        sellingType: 'dine_in',
        paymentKind: 'cash',
        paymentStatus: 'unpaid',
        hasTable: true,
        paysAtTable: true,
      },
      steps: ['brought-to-table'],
    },
    {
      name: 'a table tablet without a known table: still the counter',
      order: {
        sellingType: 'dine_in',
        paymentKind: 'cash',
        paymentStatus: 'unpaid',
        hasTable: false,
        paysAtTable: true,
      },
      steps: ['pay-at-counter', 'call-your-number'],
    },
    {
      name: 'paid online, eat here',
      order: { sellingType: 'dine_in', paymentKind: 'online', paymentStatus: 'paid', hasTable: false },
      steps: ['call-your-number'],
    },
    {
      name: 'cash already taken by the staff',
      order: { sellingType: 'dine_in', paymentKind: 'cash', paymentStatus: 'paid', hasTable: true },
      steps: ['brought-to-table'],
    },
    {
      name: 'wallet, car pickup',
      order: { sellingType: 'car_pickup', paymentKind: 'wallet', paymentStatus: 'paid', hasTable: false },
      steps: ['brought-to-car'],
    },
    {
      name: 'cash on delivery',
      order: { sellingType: 'delivery', paymentKind: 'cash', paymentStatus: 'unpaid', hasTable: false },
      steps: ['pay-on-delivery', 'delivered'],
    },
    {
      name: 'online payment still pending: nothing to pay at the counter',
      order: { sellingType: 'dine_in', paymentKind: 'online', paymentStatus: 'pending', hasTable: false },
      steps: ['call-your-number'],
    },
    {
      name: 'failed payment: no steps',
      order: { sellingType: 'dine_in', paymentKind: 'online', paymentStatus: 'failed', hasTable: false },
      steps: [],
    },
  ];
  it.each(cases)('$name', ({ order, steps }) => {
    expect(nextStepsAfterOrder(order)).toEqual(steps);
  });
});

describe('paymentKindOf', () => {
  it.each([
    { type: 2, methods: [], kind: 'cash' },
    { type: 1, methods: [], kind: 'online' },
    { type: 7, methods: [{ payment_type: 7, kind: 'cash' as const }], kind: 'cash' },
    { type: 9, methods: [], kind: null },
  ])('payment type $type → $kind', ({ type, methods, kind }) => {
    expect(paymentKindOf(type, methods)).toBe(kind);
  });
});
