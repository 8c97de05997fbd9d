import { describe, expect, it } from 'vitest';
import {
  defaultTipPercentage,
  tipAmount,
  tipChoices,
  tipPresets,
  tipRefusal,
  tipsEnabled,
  type TipSettings,
} from './tips.ts';

const PRESETS: TipSettings = { percentages: [10, 15, 20], default_percentage: null };

describe('tipAmount: a percentage of the bill in whole minor units, halves up', () => {
  const cases: { name: string; amount: number; percentage: number; expected: number }[] = [
    { name: 'KWD 3.740 at 10 %', amount: 3_740, percentage: 10, expected: 374 },
    { name: 'KWD 3.740 at 15 % (561.0)', amount: 3_740, percentage: 15, expected: 561 },
    { name: 'KWD 1.235 at 10 % (123.5 rounds up)', amount: 1_235, percentage: 10, expected: 124 },
    { name: 'KWD 1.234 at 15 % (185.1 rounds down)', amount: 1_234, percentage: 15, expected: 185 },
    { name: 'KWD 1.233 at 15 % (184.95 rounds up)', amount: 1_233, percentage: 15, expected: 185 },
    { name: 'JPY 1,480 at 15 % (222)', amount: 1_480, percentage: 15, expected: 222 },
    { name: 'JPY 1,230 at 15 % (184.5 rounds up)', amount: 1_230, percentage: 15, expected: 185 },
    { name: 'USD 19.99 at 20 % (399.8)', amount: 1_999, percentage: 20, expected: 400 },
    { name: 'no tip', amount: 5_000, percentage: 0, expected: 0 },
    { name: 'a bill of nothing', amount: 0, percentage: 20, expected: 0 },
    { name: '100 %', amount: 777, percentage: 100, expected: 777 },
    { name: 'a large bill stays exact', amount: 123_456_789, percentage: 15, expected: 18_518_518 },
  ];
  it.each(cases)('$name → $expected', ({ amount, percentage, expected }) => {
    const tip = tipAmount(amount, percentage);
    expect(tip).toBe(expected);
    expect(Number.isInteger(tip)).toBe(true);
  });

  it.each([
    [1.5, 10],
    [-1, 10],
    [100, 12.5],
    [100, -5],
    [100, 101],
  ])('refuses %s at %s %%', (amount, percentage) => {
    expect(() => tipAmount(amount, percentage)).toThrow(RangeError);
  });
});

describe('tipPresets and tipsEnabled', () => {
  const cases: { name: string; settings: TipSettings | null | undefined; expected: number[] }[] = [
    { name: 'no setting: off', settings: undefined, expected: [] },
    { name: 'null: off', settings: null, expected: [] },
    { name: 'no presets: off', settings: { percentages: [] }, expected: [] },
    { name: 'the usual three', settings: PRESETS, expected: [10, 15, 20] },
    { name: 'sorted and once each', settings: { percentages: [20, 10, 20, 15] }, expected: [10, 15, 20] },
    {
      name: 'fractions, zero and >100 dropped',
      settings: { percentages: [12.5, 0, 101, 18] },
      expected: [18],
    },
    { name: 'at most four', settings: { percentages: [5, 10, 15, 20, 25] }, expected: [5, 10, 15, 20] },
  ];
  it.each(cases)('$name', ({ settings, expected }) => {
    expect(tipPresets(settings)).toEqual(expected);
    expect(tipsEnabled(settings)).toBe(expected.length > 0);
  });
});

describe('tipChoices: "No tip" first, then each preset with its amount', () => {
  it('KWD 3.740 with 10/15/20', () => {
    expect(tipChoices(PRESETS, 3_740)).toEqual([
      { percentage: 0, tip: 0 },
      { percentage: 10, tip: 374 },
      { percentage: 15, tip: 561 },
      { percentage: 20, tip: 748 },
    ]);
  });
  it('none where tips are off', () => {
    expect(tipChoices(null, 3_740)).toEqual([]);
    expect(tipChoices({ percentages: [] }, 3_740)).toEqual([]);
  });
});

describe('defaultTipPercentage', () => {
  const cases: { name: string; settings: TipSettings | null; expected: number }[] = [
    { name: 'tips off', settings: null, expected: 0 },
    { name: '"No tip" by default', settings: PRESETS, expected: 0 },
    { name: 'absent default: "No tip"', settings: { percentages: [10, 15] }, expected: 0 },
    { name: 'a preset by default', settings: { ...PRESETS, default_percentage: 15 }, expected: 15 },
    {
      name: 'a default that is no preset: "No tip"',
      settings: { ...PRESETS, default_percentage: 12 },
      expected: 0,
    },
  ];
  it.each(cases)('$name → $expected', ({ settings, expected }) => {
    expect(defaultTipPercentage(settings)).toBe(expected);
  });
});

describe('tipRefusal: the server takes no tip but one a tile showed', () => {
  const cases: {
    name: string;
    settings: TipSettings | null;
    amount: number;
    tip: number;
    expected: ReturnType<typeof tipRefusal>;
  }[] = [
    { name: 'no tip, tips off', settings: null, amount: 3_740, tip: 0, expected: null },
    { name: 'a tip, tips off', settings: null, amount: 3_740, tip: 374, expected: 'tips_disabled' },
    { name: 'no tip, tips on', settings: PRESETS, amount: 3_740, tip: 0, expected: null },
    { name: '10 %', settings: PRESETS, amount: 3_740, tip: 374, expected: null },
    { name: '20 %', settings: PRESETS, amount: 3_740, tip: 748, expected: null },
    { name: 'an amount no tile showed', settings: PRESETS, amount: 3_740, tip: 375, expected: 'invalid_tip' },
    { name: 'a negative tip', settings: PRESETS, amount: 3_740, tip: -374, expected: 'invalid_tip' },
    {
      name: 'a fraction of a minor unit',
      settings: PRESETS,
      amount: 3_740,
      tip: 374.5,
      expected: 'invalid_tip',
    },
    { name: 'a negative tip, tips off', settings: null, amount: 3_740, tip: -1, expected: 'invalid_tip' },
  ];
  it.each(cases)('$name → $expected', ({ settings, amount, tip, expected }) => {
    expect(tipRefusal(settings, amount, tip)).toBe(expected);
  });
});
