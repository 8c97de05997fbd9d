import { createTheme, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import { parseColor, shadesOf, toHex, WHITE, withContrast, type Rgb } from './color.ts';
import type { LayoutMode } from '../layouts/layout-mode.ts';

/** Spec §9 defaults, used for any colour the business leaves out or sets to something unreadable. */
export const DEFAULT_BRAND = {
  primary: 'rgb(109,85,124)',
  accent: 'rgba(180,81,76,1)',
  background: 'rgb(255,255,255)',
} as const;

export interface BrandColors {
  primary?: string | null;
  accent?: string | null;
  background?: string | null;
}

export interface ResolvedBrand {
  /** Readable as text and as a filled button on the page background. */
  primary: Rgb;
  accent: Rgb;
  background: Rgb;
}

export function resolveBrand(colors: BrandColors): ResolvedBrand {
  const background = parseColor(colors.background) ?? parseColor(DEFAULT_BRAND.background)!;
  const readable = (value: string | null | undefined, fallback: string) =>
    withContrast(
      parseColor(value) ?? parseColor(fallback)!,
      background.r + background.g + background.b > 382 ? background : WHITE,
    );
  return {
    primary: readable(colors.primary, DEFAULT_BRAND.primary),
    accent: readable(colors.accent, DEFAULT_BRAND.accent),
    background,
  };
}

const tuple = (rgb: Rgb) => shadesOf(rgb) as unknown as MantineColorsTuple;

/**
 * One theme for every screen; the large-touch layout (table tablets, kiosks) only raises default
 * sizes so that every target is at least 48 px, on the very same components.
 */
export function createAppTheme(colors: BrandColors, layout: LayoutMode): MantineThemeOverride {
  const brand = resolveBrand(colors);
  const touch = layout === 'touch';
  const control = touch ? 'lg' : 'md';
  return createTheme({
    primaryColor: 'brand',
    // The brand colour itself in both schemes: it was made readable with white text above.
    primaryShade: { light: 6, dark: 6 },
    colors: { brand: tuple(brand.primary), accent: tuple(brand.accent) },
    autoContrast: true,
    // The luminance where black and white text contrast equally: above it black reads better, so
    // every filled shade gets the text colour with the higher contrast (at least 4.58:1).
    luminanceThreshold: 0.179,
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", Tahoma, sans-serif',
    defaultRadius: 'md',
    // Mantine copies an explicit undefined over its defaults, so the key is left out for phones.
    // Touch screens are read from a step or two away: body text is at least 20 px.
    ...(touch ? { fontSizes: { xs: '16px', sm: '20px', md: '20px', lg: '22px', xl: '28px' } } : {}),
    other: { background: toHex(brand.background), layout },
    components: {
      Button: { defaultProps: { size: control } },
      ActionIcon: { defaultProps: { size: touch ? 'input-lg' : 'input-md' } },
      TextInput: { defaultProps: { size: control } },
      Textarea: { defaultProps: { size: control } },
      Select: { defaultProps: { size: control } },
      NumberInput: { defaultProps: { size: control } },
      SegmentedControl: { defaultProps: { size: control } },
      Checkbox: { defaultProps: { size: control } },
      Switch: { defaultProps: { size: control } },
      Radio: { defaultProps: { size: control } },
      Chip: { defaultProps: { size: control } },
      Tabs: { defaultProps: { variant: 'pills' } },
      // A loader is named ("Loading the menu"): a name needs a role (axe: aria-prohibited-attr).
      Loader: { defaultProps: { role: 'status' } },
    },
  });
}
