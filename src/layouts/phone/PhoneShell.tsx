import classes from './PhoneShell.module.css';
import type { ShellProps } from '../shell-props.ts';
import { useBottomBarSpace } from '../use-bottom-bar-space.ts';

export function PhoneShell({ header, children, aside, bottomBar }: ShellProps) {
  const { shell, bottom } = useBottomBarSpace(Boolean(bottomBar));
  return (
    <div ref={shell} className={classes.shell} data-layout="phone">
      <header className={classes.header}>{header}</header>
      <main id="main" className={classes.main}>
        {children}
      </main>
      {aside}
      {bottomBar && (
        <div ref={bottom} className={classes.bottom}>
          {bottomBar}
        </div>
      )}
    </div>
  );
}
