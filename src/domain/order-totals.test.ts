import { describe, expect, it } from 'vitest';
import type { Discount, Discounts, MenuItem, Tax } from './model.ts';
import { computeOrderTotals, pricedLineFor, type OrderTotalsInput, type PricedLine } from './order-totals.ts';
import { testCoupon as coupon } from './menu-test-fixtures.ts';

const vat = (rate: number, id = 1): Tax => ({ id, name: { en: `VAT ${rate}` }, rate });

function line(overrides: Partial<PricedLine> = {}): PricedLine {
  return {
    key: 'l1',
    item_id: 1,
    category_id: 10,
    grand_category_id: 100,
    price_label_id: 1000,
    unit_price: 1000,
    modifiers_price: 0,
    quantity: 1,
    taxes: [],
    inclusive_taxes: [],
    weight_kg: 0,
    ...overrides,
  };
}

function input(overrides: Partial<OrderTotalsInput> = {}): OrderTotalsInput {
  return {
    currency: 'KWD',
    sellingType: 'delivery',
    lines: [line()],
    discounts: null,
    coupon: null,
    isAuthenticated: false,
    deliveryFee: 0,
    walletBalance: null,
    ...overrides,
  };
}

const pct = (value: number, id = 1): Discount => ({ id, type: 'percent', value });
const fixed = (value: number, id = 1): Discount => ({ id, type: 'fixed', value });

describe('computeOrderTotals: subtotal and counted quantity', () => {
  it.each([
    // currency, unit, modifiers, quantity, subtotal
    ['KWD', 1250, 250, 2, 3000],
    ['USD', 499, 0, 3, 1497],
    ['JPY', 500, 100, 1, 600],
    ['KWD', 1000, 0, 0, 1000], // a quantity of 0 still counts 1
    ['USD', 1000, 0, -2, 1000], // so does a negative one
  ])('%s %i + %i modifiers × %i = %i', (currency, unit_price, modifiers_price, quantity, subtotal) => {
    const totals = computeOrderTotals(
      input({ currency, lines: [line({ unit_price, modifiers_price, quantity })] }),
    );
    expect(totals.subtotal).toBe(subtotal);
    expect(totals.total).toBe(subtotal);
  });
});

describe('computeOrderTotals: item discounts', () => {
  const discounts = (set: Partial<NonNullable<Discounts['delivery']>>): Discounts => ({
    delivery: { items: {}, categories: {}, allMenuDiscount: null, ...set },
  });
  it.each([
    ['item beats category', discounts({ items: { '1': pct(50) }, categories: { '10': pct(10) } }), 500],
    ['category beats grand category', discounts({ categories: { '10': pct(20), '100': pct(10) } }), 200],
    [
      'grand category beats all-menu',
      discounts({ categories: { '100': pct(30) }, allMenuDiscount: pct(5) }),
      300,
    ],
    ['all-menu alone', discounts({ allMenuDiscount: pct(5) }), 50],
    ['fixed per unit', discounts({ items: { '1': fixed(150) } }), 150],
    ['fixed capped at the unit price', discounts({ items: { '1': fixed(5000) } }), 1000],
    ['percent above 100 capped', discounts({ items: { '1': pct(150) } }), 1000],
    ['no discount for this selling type', { dinein: discounts({ allMenuDiscount: pct(50) }).delivery }, 0],
  ])('%s', (_name, discountSet, expected) => {
    const totals = computeOrderTotals(input({ discounts: discountSet as Discounts }));
    expect(totals.itemsDiscount).toBe(expected);
    expect(totals.total).toBe(1000 - expected);
  });

  it('discounts the unit price only; modifiers are paid in full', () => {
    const totals = computeOrderTotals(
      input({
        lines: [line({ modifiers_price: 300, quantity: 2 })],
        discounts: discounts({ items: { '1': fixed(5000) } }),
      }),
    );
    expect(totals.subtotal).toBe(2600);
    expect(totals.itemsDiscount).toBe(2000);
    expect(totals.total).toBe(600);
  });

  it.each([
    // currency, unit price, percent, quantity, discount (rounded once per line, half away from zero)
    ['KWD', 375, 10, 3, 113], // 37.5 × 3 = 112.5 → 113
    ['USD', 125, 10, 1, 13], // 12.5 → 13
    ['JPY', 333, 15, 1, 50], // 49.95 → 50
    ['JPY', 330, 15, 1, 50], // 49.5 → 50
  ])('%s %i at %i %% × %i → %i', (currency, unit_price, percent, quantity, expected) => {
    const totals = computeOrderTotals(
      input({
        currency,
        lines: [line({ unit_price, quantity })],
        discounts: discounts({ allMenuDiscount: pct(percent) }),
      }),
    );
    expect(totals.itemsDiscount).toBe(expected);
  });

  it('uses the discount key of the selling type (car_pickup files under pickup)', () => {
    const totals = computeOrderTotals(
      input({
        sellingType: 'car_pickup',
        discounts: { pickup: { items: {}, categories: {}, allMenuDiscount: pct(25) } },
      }),
    );
    expect(totals.itemsDiscount).toBe(250);
  });
});

describe('computeOrderTotals: coupons', () => {
  it.each([
    ['guest coupon, guest', 'guests', false, null, 100],
    ['guest coupon, logged in', 'guests', true, 'guests-only', 0],
    ['members coupon, guest', 'auth_users', false, 'members-only', 0],
    ['members coupon, logged in', 'auth_users', true, null, 100],
    ['everyone', 'all', true, null, 100],
  ] as const)('%s', (_name, user_type, isAuthenticated, rejection, discount) => {
    const totals = computeOrderTotals(input({ coupon: coupon({ user_type }), isAuthenticated }));
    expect(totals.couponRejection).toBe(rejection);
    expect(totals.couponDiscount).toBe(discount);
  });

  it('rejects a coupon whose items are not in the cart', () => {
    const totals = computeOrderTotals(input({ coupon: coupon({ all_menu: false, item_ids: [99] }) }));
    expect(totals.couponRejection).toBe('no-eligible-items');
    expect(totals.couponDiscount).toBe(0);
  });

  it('discounts only the listed items', () => {
    const totals = computeOrderTotals(
      input({
        lines: [line({ key: 'a', item_id: 1 }), line({ key: 'b', item_id: 2, unit_price: 2000 })],
        coupon: coupon({ all_menu: false, item_ids: [2], discount_value: 50 }),
      }),
    );
    expect(totals.lines.map((l) => l.couponDiscount)).toEqual([0, 1000]);
  });

  it('caps a fixed coupon worth more than the item at the item price', () => {
    const totals = computeOrderTotals(
      input({
        lines: [line({ unit_price: 400, modifiers_price: 100, quantity: 2 })],
        coupon: coupon({ discount_type: 'fixed', discount_value: 1000 }),
      }),
    );
    expect(totals.couponDiscount).toBe(800);
    expect(totals.lines[0]?.net).toBe(200); // the modifiers stay paid
  });

  it('applies the coupon after the item discount, never below 0', () => {
    const totals = computeOrderTotals(
      input({
        discounts: { delivery: { items: { '1': pct(80) }, categories: {}, allMenuDiscount: null } },
        coupon: coupon({ discount_type: 'fixed', discount_value: 500 }),
      }),
    );
    expect(totals.itemsDiscount).toBe(800);
    expect(totals.couponDiscount).toBe(200);
    expect(totals.total).toBe(0);
  });

  it.each([
    // max units, expected coupon per line [cheap ×3 at 1000, dear ×2 at 3000] with 10 %
    [null, [300, 600]],
    [0, [300, 600]],
    [1, [0, 300]],
    [2, [0, 600]],
    [3, [100, 600]],
    [10, [300, 600]],
  ])('max_allowed_items %s discounts the most expensive units first', (max, expected) => {
    const totals = computeOrderTotals(
      input({
        lines: [
          line({ key: 'cheap', item_id: 1, unit_price: 1000, quantity: 3 }),
          line({ key: 'dear', item_id: 2, unit_price: 3000, quantity: 2 }),
        ],
        coupon: coupon({ max_allowed_items: max }),
      }),
    );
    expect(totals.lines.map((l) => l.couponDiscount)).toEqual(expected);
  });

  it.each([
    ['free-delivery coupon', coupon({ free_delivery: true, discount_value: 0 }), 0, null],
    [
      'free delivery with no eligible items still frees delivery',
      coupon({ free_delivery: true, all_menu: false }),
      0,
      null,
    ],
    [
      'rejected free-delivery coupon keeps the fee',
      coupon({ free_delivery: true, user_type: 'auth_users' }),
      750,
      'members-only',
    ],
    ['ordinary coupon keeps the fee', coupon(), 750, null],
  ])('%s', (_name, given, fee, rejection) => {
    const totals = computeOrderTotals(input({ coupon: given, deliveryFee: 750 }));
    expect(totals.deliveryFee).toBe(fee);
    expect(totals.couponRejection).toBe(rejection);
  });
});

describe('computeOrderTotals: taxes', () => {
  it.each([
    // currency, unit, exclusive rates, inclusive rates, exclusive tax, inclusive tax
    ['KWD', 1000, [5], [], 50, 0],
    ['KWD', 1000, [5, 10], [], 150, 0],
    ['USD', 999, [7.5], [], 75, 0], // 74.925 → 75
    ['JPY', 1100, [], [10], 0, 100], // 1100 × 10 / 110
    ['USD', 105, [], [5], 0, 5],
  ])('%s %i with %j / %j', (currency, unit_price, exclusive, inclusive, exclusiveTax, inclusiveTax) => {
    const totals = computeOrderTotals(
      input({
        currency,
        lines: [
          line({
            unit_price,
            taxes: exclusive.map((rate, i) => vat(rate, i + 1)),
            inclusive_taxes: inclusive.map((rate, i) => vat(rate, i + 10)),
          }),
        ],
      }),
    );
    expect(totals.exclusiveTaxes).toBe(exclusiveTax);
    expect(totals.inclusiveTaxes).toBe(inclusiveTax);
    expect(totals.total).toBe(unit_price + exclusiveTax);
  });

  it('computes exclusive tax on the discounted amount', () => {
    const totals = computeOrderTotals(
      input({ lines: [line({ taxes: [vat(10)] })], coupon: coupon({ discount_value: 50 }) }),
    );
    expect(totals.exclusiveTaxes).toBe(50);
    expect(totals.total).toBe(550);
  });
});

describe('computeOrderTotals: delivery fee and wallet', () => {
  it.each([
    // wallet balance, delivery fee, wallet discount, total
    [null, 500, 0, 1500],
    [300, 500, 300, 1200],
    [5000, 500, 1500, 0], // capped by the order total
    [0, 0, 0, 1000],
    [-100, 0, 0, 1000], // a negative balance never adds to the bill
  ])('wallet %s with fee %i', (walletBalance, deliveryFee, walletDiscount, total) => {
    const totals = computeOrderTotals(input({ walletBalance, deliveryFee }));
    expect(totals.walletDiscount).toBe(walletDiscount);
    expect(totals.deliveryFee).toBe(deliveryFee);
    expect(totals.total).toBe(total);
  });

  it('returns zeros for an empty cart', () => {
    const totals = computeOrderTotals(input({ lines: [] }));
    expect(totals).toMatchObject({ subtotal: 0, total: 0, lines: [] });
  });
});

describe('pricedLineFor', () => {
  const item: MenuItem = {
    id: 7,
    category_id: 70,
    name: { en: 'Burger' },
    visible: true,
    types: ['delivery'],
    branches: [1],
    price_labels: [
      { id: 1, label: { en: 'Single' }, price: 1500, weight: 0.4 },
      { id: 2, label: { en: 'Double' }, price: 2500, weight: 0.6, shippingWeight: 0.8 },
    ],
    modifier_groups: [
      {
        id: 1,
        name: { en: 'Extras' },
        min: 0,
        max: 0,
        modifiers: [
          { id: 11, name: { en: 'Cheese' }, price: 250, taxes: [vat(5)], max_quantity: 3 },
          { id: 12, name: { en: 'Sauce' }, price: 100, taxes: [vat(8, 2)] },
        ],
      },
    ],
    taxes: [vat(5)],
    inclusive_taxes: [],
  };

  it('prices modifiers per unit, flattens taxes once, and picks the shipping weight', () => {
    const priced = pricedLineFor(
      item,
      2,
      [
        { id: 11, quantity: 2 },
        { id: 12, quantity: 1 },
      ],
      3,
      'k',
      700,
    );
    expect(priced).toMatchObject({
      key: 'k',
      item_id: 7,
      category_id: 70,
      grand_category_id: 700,
      price_label_id: 2,
      unit_price: 2500,
      modifiers_price: 600,
      quantity: 3,
      weight_kg: 0.8,
    });
    expect(priced?.taxes.map((tax) => tax.id)).toEqual([1, 2]);
  });

  it.each([
    ['an unknown price label', 9, [], 1],
    ['an unknown modifier', 1, [{ id: 99, quantity: 1 }], 1],
    ['a modifier above its max quantity', 1, [{ id: 12, quantity: 2 }], 1],
    ['a zero modifier quantity', 1, [{ id: 11, quantity: 0 }], 1],
    ['a zero line quantity', 1, [], 0],
  ])('returns null for %s', (_name, priceLabelId, modifiers, quantity) => {
    expect(pricedLineFor(item, priceLabelId, modifiers, quantity, 'k')).toBeNull();
  });

  it('falls back to weight, then 0, and to no grand category', () => {
    expect(pricedLineFor(item, 1, [], 1, 'k')).toMatchObject({ weight_kg: 0.4, grand_category_id: null });
  });
});
