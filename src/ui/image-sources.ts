/**
 * Image candidates for `srcset` (spec §9: widths xs 320 … xxl 1536 at densities 1 and 2, WebP).
 *
 * The image service contract we chose: any image URL accepts `w=<pixels>` (resize to that width,
 * keeping the aspect ratio) and `fm=webp` (encode as WebP) query parameters, in the style of common
 * image CDNs. A host that ignores them still serves the original image, so nothing breaks.
 */
export const IMAGE_WIDTHS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;
export const IMAGE_DENSITIES = [1, 2] as const;

/** Every width a browser may ask for: each breakpoint width at each density, ascending, once. */
export const IMAGE_CANDIDATE_WIDTHS: readonly number[] = [
  ...new Set(
    Object.values(IMAGE_WIDTHS).flatMap((width) => IMAGE_DENSITIES.map((density) => width * density)),
  ),
].sort((a, b) => a - b);

/** The width used for `src`, which only browsers without srcset support load. */
export const FALLBACK_IMAGE_WIDTH = IMAGE_WIDTHS.sm;

/** data: and blob: URLs are already bytes in the page: they cannot be resized by a query. */
export function isResizableImageUrl(url: string): boolean {
  return !/^(data|blob):/i.test(url.trim());
}

export function resizedImageUrl(url: string, width: number): string {
  if (!isResizableImageUrl(url)) return url;
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const separator = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${separator}w=${Math.round(width)}&fm=webp${hash}`;
}

/** The `srcset` value with `w` descriptors; empty for a URL that cannot be resized. */
export function imageSrcSet(url: string): string {
  if (!isResizableImageUrl(url)) return '';
  return IMAGE_CANDIDATE_WIDTHS.map((width) => `${resizedImageUrl(url, width)} ${width}w`).join(', ');
}
