import { describe, expect, it } from 'vitest';
import { createAppTheme, resolveBrand } from './app-theme.ts';
import { appearanceIsChoosable, colorSchemeFor } from './color-scheme.ts';
import { contrastRatio, toHex } from './color.ts';
import { layoutModeForWidth } from '../layouts/layout-mode.ts';

describe('colorSchemeFor', () => {
  it.each([
    ['on', false, 'dark'],
    ['on', true, 'dark'],
    ['off', true, 'light'],
    ['auto', true, 'dark'],
    ['auto', false, 'light'],
    [null, true, 'dark'],
  ] as const)('dark_mode %s with system dark %s → %s', (setting, systemDark, expected) => {
    expect(colorSchemeFor(setting, systemDark)).toBe(expected);
  });

  it.each([
    ['auto', true, 'light', 'light'],
    ['auto', false, 'dark', 'dark'],
    ['auto', true, 'system', 'dark'],
    [null, false, 'dark', 'dark'],
    // The business's forced scheme beats the customer's choice.
    ['on', false, 'light', 'dark'],
    ['off', true, 'dark', 'light'],
  ] as const)(
    'dark_mode %s, system dark %s, customer chose %s → %s',
    (setting, systemDark, choice, expected) => {
      expect(colorSchemeFor(setting, systemDark, choice)).toBe(expected);
    },
  );
});

describe('appearanceIsChoosable', () => {
  it.each([
    ['auto', true],
    [null, true],
    ['on', false],
    ['off', false],
  ] as const)('dark_mode %s → %s', (setting, expected) => {
    expect(appearanceIsChoosable(setting)).toBe(expected);
  });
});

describe('layoutModeForWidth', () => {
  it.each([
    [375, 'phone'],
    [390, 'phone'],
    [767, 'phone'],
    [768, 'touch'],
    [1080, 'touch'],
    [1280, 'touch'],
  ] as const)('%i px → %s', (width, mode) => {
    expect(layoutModeForWidth(width)).toBe(mode);
  });
});

describe('createAppTheme', () => {
  it('uses the spec defaults when the business sets no colours', () => {
    const brand = resolveBrand({});
    expect(toHex(brand.primary)).toBe('#6d557c');
    expect(toHex(brand.background)).toBe('#ffffff');
  });

  it('darkens a pale brand colour until it reads on white', () => {
    const brand = resolveBrand({ primary: '#ffe066' });
    expect(contrastRatio(brand.primary, brand.background)).toBeGreaterThanOrEqual(4.5);
  });

  it('sets no key to undefined (Mantine would copy it over its defaults and crash)', () => {
    for (const layout of ['phone', 'touch'] as const) {
      const undefinedKeys = Object.entries(createAppTheme({}, layout)).filter(
        ([, value]) => value === undefined,
      );
      expect(undefinedKeys).toEqual([]);
    }
  });

  it('raises control sizes in the touch layout only', () => {
    const phone = createAppTheme({}, 'phone');
    const touch = createAppTheme({}, 'touch');
    expect(phone.components?.Button?.defaultProps).toEqual({ size: 'md' });
    expect(touch.components?.Button?.defaultProps).toEqual({ size: 'lg' });
    expect(touch.components?.ActionIcon?.defaultProps).toEqual({ size: 'input-lg' });
  });
});
