import type { ReactNode } from 'react';
import classes from './GeneralLayout.module.css';

/** The "general" layout of spec §2 (landing, 404): no business chrome. */
export function GeneralLayout({ children }: { children: ReactNode }) {
  return (
    <main className={classes.main} id="main">
      {children}
    </main>
  );
}
