import { useCallback, useEffect } from 'react';
import { whenIdle } from '../../app/when-idle.ts';

const loadJump = () => import('./jump-to-section.ts');

/**
 * The category navigation's jump to a section. Its code (it keeps the section in place while the
 * menu mounts around it) is not needed for the first paint (issue #34): it is fetched when the
 * browser is idle after it, or by the first tap at the latest. Should it fail to arrive (offline,
 * a new version), the tap still scrolls to the section, without the following.
 */
export function useSectionJump(): (sectionId: string) => void {
  useEffect(
    () => whenIdle(() => void loadJump().catch(() => undefined), { timeoutMs: 2_000, fallbackMs: 1_000 }),
    [],
  );
  return useCallback((sectionId: string) => {
    const section = document.getElementById(sectionId);
    if (!section) return;
    loadJump().then(
      ({ jumpToSection }) => jumpToSection(section),
      () => section.scrollIntoView({ block: 'start' }),
    );
  }, []);
}
