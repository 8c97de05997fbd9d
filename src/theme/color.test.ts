import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColor, shadesOf, toHex, WHITE, withContrast } from './color.ts';

describe('parseColor', () => {
  it.each([
    ['rgb(109,85,124)', { r: 109, g: 85, b: 124 }],
    ['rgba(180,81,76,1)', { r: 180, g: 81, b: 76 }],
    ['rgb(10 20 30 / 50%)', { r: 10, g: 20, b: 30 }],
    ['#fff', { r: 255, g: 255, b: 255 }],
    ['#6D557C', { r: 109, g: 85, b: 124 }],
    ['rgb(300,0,0)', null],
    ['blue', null],
    ['', null],
    [null, null],
  ])('%j → %j', (input, expected) => {
    expect(parseColor(input)).toEqual(expected);
  });
});

describe('contrast', () => {
  it('black on white is 21:1', () => {
    expect(contrastRatio({ r: 0, g: 0, b: 0 }, WHITE)).toBeCloseTo(21, 5);
  });

  it.each(['#ffe066', '#a5d8ff', 'rgb(109,85,124)', '#ffffff'])('makes %s readable on white', (input) => {
    const readable = withContrast(parseColor(input)!, WHITE);
    expect(contrastRatio(readable, WHITE)).toBeGreaterThanOrEqual(4.5);
  });

  it('leaves a colour that already reads unchanged', () => {
    const plum = parseColor('rgb(109,85,124)')!;
    expect(toHex(withContrast(plum, WHITE))).toBe(toHex(plum));
  });
});

describe('shadesOf', () => {
  it('gives ten shades from light to dark with the colour at index 6', () => {
    const shades = shadesOf({ r: 109, g: 85, b: 124 });
    expect(shades).toHaveLength(10);
    expect(shades[6]).toBe('#6d557c');
    const luminances = shades.map((s) => contrastRatio(parseColor(s)!, WHITE));
    expect([...luminances].sort((a, b) => a - b)).toEqual(luminances);
  });
});
