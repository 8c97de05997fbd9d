import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from '../../api/types.ts';
import { billOnTerminal, offeredPaymentMethods, paymentTypeToUse } from './payment-methods.ts';

const cash: PaymentMethod = { payment_type: 2, kind: 'cash', name: { en: 'Cash' } };
const card: PaymentMethod = { payment_type: 1, kind: 'online', name: { en: 'Card' } };
const wallet: PaymentMethod = { payment_type: 3, kind: 'wallet', name: { en: 'Wallet' } };
const pickupOnlyCard: PaymentMethod = { ...card, payment_type: 4, selling_types: ['car_pickup'] };
const all = [cash, card, wallet, pickupOnlyCard];

describe('offeredPaymentMethods', () => {
  it.each([
    ['dine-in', 'dine_in', null, [2, 1]],
    ['car pickup with its own method', 'car_pickup', null, [2, 1, 4]],
    ['delivery with cash and card', 'delivery', { cash: true, credit: true }, [2, 1]],
    ['delivery without cash', 'delivery', { cash: false, credit: true }, [1]],
    ['delivery without card', 'delivery', { cash: true, credit: false }, [2]],
  ] as const)('%s', (_name, type, config, expected) => {
    expect(offeredPaymentMethods(all, type, config).map((m) => m.payment_type)).toEqual(expected);
  });
});

describe('offeredPaymentMethods on a kiosk', () => {
  const kioskCard: PaymentMethod = { ...card, payment_type: 5, on_kiosk: true };
  const noKioskCash: PaymentMethod = { ...cash, payment_type: 6, on_kiosk: false };
  it.each([
    ['cash only by default', [cash, card, wallet], [2]],
    ['online when the business allows it on kiosks', [cash, card, kioskCard], [2, 5]],
    ['a cash method the business keeps off kiosks', [noKioskCash, cash], [2]],
    ['nothing when nothing is allowed', [card, noKioskCash], []],
  ] as const)('%s', (_name, methods, expected) => {
    expect(offeredPaymentMethods(methods, 'dine_in', null, true).map((m) => m.payment_type)).toEqual(
      expected,
    );
  });
});

describe('offeredPaymentMethods: a card on a terminal (issue 31)', () => {
  const terminal: PaymentMethod = {
    payment_type: 7,
    kind: 'terminal',
    name: { en: 'Pay by card' },
    on_kiosk: true,
  };
  const tableOnly: PaymentMethod = { ...terminal, payment_type: 8, on_kiosk: false, on_table: true };
  it.each([
    ['never on a phone', [cash, terminal], false, false, [2]],
    ['not on a kiosk without a paired terminal', [cash, terminal], true, false, [2]],
    ['on a kiosk with a paired terminal', [cash, terminal], true, true, [2, 7]],
    ['not where the business keeps it off kiosks', [cash, tableOnly], true, true, [2]],
  ] as const)('%s', (_name, methods, onKiosk, paired, expected) => {
    expect(
      offeredPaymentMethods(methods, 'dine_in', null, onKiosk, paired).map((m) => m.payment_type),
    ).toEqual(expected);
  });
});

describe('paymentTypeToUse', () => {
  it.each([
    ['keeps an offered choice', 1, [cash, card], 1],
    ['falls back to the default 2', 9, [card, cash], 2],
    ['falls back to the first without cash', 2, [card], 1],
    ['none offered', 2, [], null],
  ] as const)('%s', (_name, current, offered, expected) => {
    expect(paymentTypeToUse(current, offered)).toBe(expected);
  });
});

describe('billOnTerminal', () => {
  const terminal: PaymentMethod = { payment_type: 4, kind: 'terminal', name: { en: 'Card' }, on_kiosk: true };
  const onTable: PaymentMethod = { ...terminal, on_table: true };
  it.each([
    ['a table tablet with a terminal, the method on tables', [cash, onTable], true, true, true],
    ['no terminal paired', [cash, onTable], true, false, false],
    ['not a table tablet (kiosk or phone)', [cash, onTable], false, true, false],
    ['the business keeps its terminal method off tables', [cash, terminal], true, true, false],
    ['no terminal method at all', [cash, card], true, true, false],
  ] as const)('%s', (_name, methods, table, paired, expected) => {
    expect(billOnTerminal(methods, table, paired)).toBe(expected);
  });
});
