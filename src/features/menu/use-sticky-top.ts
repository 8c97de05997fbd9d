import { useEffect, useState } from 'react';

/**
 * Height of the app shell's sticky header, so the category bar sticks right under it and a
 * section scrolled to is not hidden behind it. Follows the header as it changes (language, font).
 */
export function useStickyTop(): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const header = document.querySelector<HTMLElement>('[data-layout] > header');
    if (!header) return;
    const measure = () => setHeight(header.getBoundingClientRect().height);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return height;
}
