import { useEffect, useRef } from 'react';
import classes from './TouchShell.module.css';
import type { ShellProps } from '../shell-props.ts';

export function TouchShell({ header, children, aside, bottomBar }: ShellProps) {
  const shell = useRef<HTMLDivElement>(null);
  const bottom = useRef<HTMLDivElement>(null);
  const hasBottomBar = Boolean(bottomBar);
  // What sticks to the bottom of a page (the item's "Add") sits above the order bar, not under it.
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
  return (
    <div ref={shell} className={classes.shell} data-layout="touch">
      <header className={classes.header}>{header}</header>
      <main id="main" className={classes.main}>
        {children}
      </main>
      {aside && <aside className={classes.aside}>{aside}</aside>}
      {bottomBar && (
        <div ref={bottom} className={classes.bottom}>
          {bottomBar}
        </div>
      )}
    </div>
  );
}
