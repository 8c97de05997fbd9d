import { describe, expect, it } from 'vitest';
import { keepShippingCountry, shippingApplies, shippingFee } from './shipping.ts';

describe('shippingApplies', () => {
  it.each([
    [true, 'SA', 'KW', true],
    [true, 'sa', 'KW', true],
    [true, 'KW', 'KW', false], // own country: ordinary delivery
    [true, 'kw', null, false], // the business country defaults to KW
    [true, 'SA', null, true],
    [false, 'SA', 'KW', false],
    [true, null, 'KW', false],
    [true, '', 'KW', false],
  ])('enabled %s, %j from %j → %s', (enabled, countryIso, businessCountry, expected) => {
    expect(shippingApplies({ enabled, countryIso, businessCountry })).toBe(expected);
  });
});

describe('shippingFee = Σ weight × count × fees_per_kg + fixed_fees', () => {
  it.each([
    // lines, fees per kg, fixed, fee
    [[], 1000, 2000, 2000],
    [[{ weight_kg: 1, quantity: 2 }], 1000, 2000, 4000], // KWD
    [
      [
        { weight_kg: 0.25, quantity: 3 },
        { weight_kg: 1.1, quantity: 1 },
      ],
      350,
      0,
      648,
    ], // USD 647.5 → 648
    [[{ weight_kg: 0.333, quantity: 1 }], 1000, 0, 333], // JPY
    [[{ weight_kg: 2, quantity: 0 }], 100, 0, 200], // a 0 count still counts 1
    [
      [
        { weight_kg: Number.NaN, quantity: 2 },
        { weight_kg: -1, quantity: 1 },
      ],
      100,
      50,
      50,
    ],
  ])('%j at %i/kg + %i → %i', (lines, fees_per_kg, fixed_fees, expected) => {
    expect(shippingFee(lines, { fees_per_kg, fixed_fees })).toBe(expected);
  });
});

describe('keepShippingCountry', () => {
  it.each([
    [true, { branch_id: 1 }, 1, true],
    [true, { branch_id: 2 }, 1, false],
    [false, { branch_id: 1 }, 1, false],
    [true, null, 1, false],
  ])('enabled %s, %j, branch %i → %s', (enabled, country, branchId, expected) => {
    expect(keepShippingCountry({ enabled, country, branchId })).toBe(expected);
  });
});
