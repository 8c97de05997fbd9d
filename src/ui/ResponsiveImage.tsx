import { useState, type CSSProperties } from 'react';
import { FALLBACK_IMAGE_WIDTH, imageSrcSet, resizedImageUrl } from './image-sources.ts';
import classes from './ResponsiveImage.module.css';

export interface ResponsiveImageProps {
  src: string | null | undefined;
  /** Required: describe the image, or pass '' when it is only decoration. */
  alt: string;
  /** Intrinsic size in CSS pixels (only the ratio matters): it reserves the box so nothing shifts. */
  width: number;
  height: number;
  /** The `sizes` attribute: how wide the image is drawn, e.g. "(min-width: 768px) 33vw, 100vw". */
  sizes?: string;
  /** The page's main image (LCP): load it at once and with high priority instead of lazily. */
  priority?: boolean;
  fit?: 'cover' | 'contain';
  className?: string;
  style?: CSSProperties;
}

/**
 * A lazily loaded WebP image in a box of fixed aspect ratio on a neutral background. A missing or
 * broken image leaves that background (never the browser's broken-image icon).
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes = '100vw',
  priority = false,
  fit = 'cover',
  className,
  style,
}: ResponsiveImageProps) {
  // Keyed by URL, so a new src gets a fresh chance without an effect resetting state.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const url = src?.trim() || null;
  const showImage = url !== null && failedSrc !== url;
  const srcSet = url ? imageSrcSet(url) : '';
  const frameClass = className ? `${classes.frame} ${className}` : classes.frame;

  return (
    <div className={frameClass} style={{ aspectRatio: `${width} / ${height}`, ...style }}>
      {showImage ? (
        <img
          className={classes.image}
          data-fit={fit}
          src={resizedImageUrl(url, FALLBACK_IMAGE_WIDTH)}
          srcSet={srcSet || undefined}
          sizes={srcSet ? sizes : undefined}
          width={width}
          height={height}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          onError={() => setFailedSrc(url)}
        />
      ) : (
        // The placeholder still tells screen-reader users what the picture would have shown.
        alt !== '' && <span role="img" aria-label={alt} className={classes.placeholder} />
      )}
    </div>
  );
}
