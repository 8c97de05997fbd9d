import { describe, expect, it } from 'vitest';
import { charactersOver, isNearLimit, textLength, TEXT_LIMITS } from './text-limits.ts';
import { orderTextsOverLimit } from './order-text-limits.ts';

describe('text lengths', () => {
  it.each([
    ['', 0],
    ['Sara', 4],
    ['سارة', 4],
    ['🍕🍕', 2],
    ['e\u0301', 2],
  ])('%j has %i characters', (value, expected) => {
    expect(textLength(value)).toBe(expected);
  });

  it.each([
    ['a'.repeat(100), 100, 0, true],
    ['a'.repeat(101), 100, 1, true],
    ['a'.repeat(80), 100, 0, true],
    ['a'.repeat(79), 100, 0, false],
    ['a'.repeat(10_000), 100, 9_900, true],
    [null, 100, 0, false],
  ])('%#: over %i by %i, near: %s', (value, max, over, near) => {
    expect([charactersOver(value, max), isNearLimit(value, max)]).toEqual([over, near]);
  });
});

describe('orderTextsOverLimit', () => {
  it('accepts an order whose texts fit', () => {
    expect(
      orderTextsOverLimit({
        name: 'Sara',
        phone: '+96550001234',
        comment: 'x'.repeat(TEXT_LIMITS.orderNote),
        car: { plate: 'K 1', model: null, color: 'red' },
        address: { fields: { street: 'Gulf Road', lat: 29.3 } },
        order_lines: [{ comment: 'no onions' }, {}],
      }),
    ).toEqual({});
  });

  it.each([
    ['name', { name: 'x'.repeat(10_000) }, { name: TEXT_LIMITS.name }],
    ['car plate', { car: { plate: 'K'.repeat(21) } }, { 'car.plate': TEXT_LIMITS.plate }],
    ['order note', { comment: 'x'.repeat(501) }, { comment: TEXT_LIMITS.orderNote }],
    ['line note', { order_lines: [{}, { comment: 'x'.repeat(201) }] }, { 'order_lines.1.comment': 200 }],
    ['address field', { address: { fields: { street: 'x'.repeat(201) } } }, { 'address.fields.street': 200 }],
    ['driver note', { address: { fields: { note: 'x'.repeat(501) } } }, { 'address.fields.note': 500 }],
    ['gift message', { gift: { message: 'x'.repeat(301) } }, { 'gift.message': TEXT_LIMITS.giftMessage }],
  ])('names a %s that is too long', (_case, order, expected) => {
    expect(orderTextsOverLimit(order)).toEqual(expected);
  });
});
