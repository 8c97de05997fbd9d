import { useEffect, useState } from 'react';

/**
 * The section (by element id) the customer is reading: the last one whose top has passed
 * `offset` pixels from the top of the screen (the sticky header and bar). Drives the marked entry
 * of the category navigation. Only the navigable sections are measured, once per frame.
 */
export function useActiveSection(ids: readonly string[], offset: number): string | null {
  const [active, setActive] = useState<string | null>(ids[0] ?? null);
  const key = ids.join('|');
  useEffect(() => {
    const sectionIds = key === '' ? [] : key.split('|');
    let frame = 0;
    const measure = () => {
      frame = 0;
      let current = sectionIds[0] ?? null;
      for (const id of sectionIds) {
        const element = document.getElementById(id);
        if (!element) continue;
        if (element.getBoundingClientRect().top - offset > 0) break;
        current = id;
      }
      setActive(current);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [key, offset]);
  return active;
}
