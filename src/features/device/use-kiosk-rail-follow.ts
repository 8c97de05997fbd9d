import { useEffect } from 'react';

/**
 * On a kiosk the menu's category rail is a column of picture tiles beside the dishes: as the menu
 * scrolls, its marked tile (the section being read) is kept in view inside the rail. The rail's
 * own code follows only sideways (the phone's bar, the tablet's rail): this part loads with the
 * device's chrome, so the menu's first load carries none of it.
 */
export function useKioskRailFollow(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const follow = () => {
      const tile = document.querySelector<HTMLElement>('[data-testid="category-nav"] [aria-current="true"]');
      const rail = tile?.closest('ul');
      if (!tile || !rail || rail.scrollHeight <= rail.clientHeight) return;
      const box = tile.getBoundingClientRect();
      const railBox = rail.getBoundingClientRect();
      if (box.top < railBox.top || box.bottom > railBox.bottom)
        rail.scrollBy({ top: box.top - railBox.top - (railBox.height - box.height) / 2 });
    };
    const observer = new MutationObserver(follow);
    observer.observe(document.body, { subtree: true, attributeFilter: ['aria-current'] });
    return () => observer.disconnect();
  }, [enabled]);
}
