import classes from './PhoneShell.module.css';
import type { ShellProps } from '../shell-props.ts';

export function PhoneShell({ header, children, aside, bottomBar }: ShellProps) {
  return (
    <div className={classes.shell} data-layout="phone">
      <header className={classes.header}>{header}</header>
      <main id="main" className={classes.main}>
        {children}
      </main>
      {aside}
      {bottomBar && <div className={classes.bottom}>{bottomBar}</div>}
    </div>
  );
}
