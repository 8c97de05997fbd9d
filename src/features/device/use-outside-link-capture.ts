import { useEffect } from 'react';
import { leavesTheApp } from '../../domain/leaves-the-app.ts';

/**
 * On a kiosk or a table tablet no link leaves the app (the next customer would find a stranger's
 * page, or no way back): a tap on a link to another site, a phone number or an email address is
 * stopped and handed to `onOutside` (the device chrome shows it as a code to scan). It is armed
 * with the first paint, in the first load: the chrome itself loads lazily, and a tap in between
 * would otherwise open the link.
 */
export function useOutsideLinkCapture(enabled: boolean, onOutside: (href: string) => void): void {
  useEffect(() => {
    if (!enabled) return;
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      if (!leavesTheApp(anchor.href, window.location.origin)) return;
      event.preventDefault();
      event.stopPropagation();
      onOutside(anchor.href);
    };
    // Capturing: the app's own handlers (router links, new tabs) never see the tap.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [enabled, onOutside]);
}
