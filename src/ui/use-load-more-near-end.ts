import { useEffect, useRef } from 'react';

/** Spec §9: the next page is asked for this many pixels before the end of the list. */
export const LIST_LOADING_OFFSET_PX = 300;

/**
 * A sentinel ref placed after a list: `loadMore` runs when it comes within the offset of the
 * viewport (and again after each page, while it stays in reach).
 */
export function useLoadMoreNearEnd(loadMore: () => void, enabled: boolean, pageCount: number) {
  const sentinel = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: `0px 0px ${LIST_LOADING_OFFSET_PX}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [loadMore, enabled, pageCount]);
  return sentinel;
}
