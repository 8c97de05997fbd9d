import { useEffect, useRef } from 'react';

/**
 * What sticks to the bottom of a page (the item's "Add", the "added" confirmation, the device
 * buttons) sits above the shell's order bar, not under it: the bar's height as `--bottom-bar-space`
 * on the shell, on phones and touch screens alike.
 */
export function useBottomBarSpace(hasBottomBar: boolean) {
  const shell = useRef<HTMLDivElement>(null);
  const bottom = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const bar = bottom.current;
    const root = shell.current;
    if (!bar || !root) return;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--bottom-bar-space', `${bar.getBoundingClientRect().height}px`),
    );
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--bottom-bar-space');
    };
  }, [hasBottomBar]);
  return { shell, bottom };
}
