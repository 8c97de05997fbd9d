import classes from './TouchShell.module.css';
import type { ShellProps } from '../shell-props.ts';

export function TouchShell({ header, children, aside }: ShellProps) {
  return (
    <div className={classes.shell} data-layout="touch">
      <header className={classes.header}>{header}</header>
      <main id="main" className={classes.main}>
        {children}
      </main>
      {aside && <aside className={classes.aside}>{aside}</aside>}
    </div>
  );
}
