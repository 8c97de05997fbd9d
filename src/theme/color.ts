/** Small colour arithmetic for building a theme from the business's colours (sRGB, 0–255). */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const RGB_FUNCTION =
  /^rgba?\(\s*(\d{1,3})\s*[, ]\s*(\d{1,3})\s*[, ]\s*(\d{1,3})\s*(?:[,/]\s*[\d.]+%?\s*)?\)$/i;
const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Parses rgb(), rgba() and #hex; anything else (a typo in the business's settings) is null. */
export function parseColor(input: string | null | undefined): Rgb | null {
  if (!input) return null;
  const text = input.trim();
  const fn = RGB_FUNCTION.exec(text);
  if (fn) {
    const [r, g, b] = [fn[1], fn[2], fn[3]].map(Number) as [number, number, number];
    return [r, g, b].every((c) => c <= 255) ? { r, g, b } : null;
  }
  const hex = HEX.exec(text)?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return {
    r: parseInt(full.slice(0, 2), 16),
    g: parseInt(full.slice(2, 4), 16),
    b: parseInt(full.slice(4, 6), 16),
  };
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** Mixes `color` toward `target` by `amount` (0 = color, 1 = target). */
export function mix(color: Rgb, target: Rgb, amount: number): Rgb {
  return {
    r: color.r + (target.r - color.r) * amount,
    g: color.g + (target.g - color.g) * amount,
    b: color.b + (target.b - color.b) * amount,
  };
}

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

export const WHITE: Rgb = { r: 255, g: 255, b: 255 };
export const BLACK: Rgb = { r: 0, g: 0, b: 0 };

/**
 * The nearest colour to `color` that reads on `background` with at least `ratio` contrast, moving
 * toward black or white, whichever the background is farther from. A business's pale brand colour
 * still becomes readable text instead of failing the contrast rule.
 */
export function withContrast(color: Rgb, background: Rgb, ratio = 4.5): Rgb {
  if (contrastRatio(color, background) >= ratio) return color;
  const target = relativeLuminance(background) > 0.4 ? BLACK : WHITE;
  for (let step = 1; step <= 20; step++) {
    const candidate = mix(color, target, step / 20);
    if (contrastRatio(candidate, background) >= ratio) return candidate;
  }
  return target;
}

/** Ten shades, lightest first, as Mantine expects; index 6 is the colour itself. */
export function shadesOf(color: Rgb): string[] {
  const tints = [0.92, 0.8, 0.65, 0.5, 0.35, 0.18].map((t) => mix(color, WHITE, t));
  const darker = [0.15, 0.3, 0.42].map((t) => mix(color, BLACK, t));
  return [...tints, color, ...darker].map(toHex);
}
