import { useEffect, useState, type RefObject } from 'react';

export interface NearViewport {
  /** The element is within `margin` of the screen. */
  near: boolean;
  /** Its height when it last went far away, to keep its place while its content is unmounted. */
  farHeight: number | null;
}

/**
 * Whether the element is near the screen, following it both ways: a long menu mounts a section's
 * cards as the customer approaches and unmounts them once far away again, keeping its measured
 * height so nothing moves. Without IntersectionObserver (old browsers, jsdom) everything is near.
 */
export function useNearViewport(
  ref: RefObject<HTMLElement | null>,
  options: { eager: boolean; margin: string },
): NearViewport {
  const supported = typeof IntersectionObserver !== 'undefined';
  const [state, setState] = useState<NearViewport>({ near: options.eager || !supported, farHeight: null });
  useEffect(() => {
    const element = ref.current;
    if (!supported || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        if (entry.isIntersecting)
          setState((current) => (current.near ? current : { near: true, farHeight: current.farHeight }));
        // Measured before React unmounts the content: the placeholder takes exactly this height.
        else
          setState((current) =>
            current.near ? { near: false, farHeight: entry.boundingClientRect.height } : current,
          );
      },
      { rootMargin: options.margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, supported, options.margin]);
  return state;
}
