import type { ReactNode } from 'react';

/** What every shell arranges: the same pieces, placed for a phone or for a large touch screen. */
export interface ShellProps {
  header: ReactNode;
  children: ReactNode;
  /** Content kept in view beside the page on touch screens (the cart, later), below it on phones. */
  aside?: ReactNode;
  /** Kept along the bottom of the screen (the order bar). */
  bottomBar?: ReactNode;
}
