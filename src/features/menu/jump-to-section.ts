import { MOUNTING_ATTRIBUTE, UNMOUNTED_ATTRIBUTE } from './section-mount-marks.ts';

const STEADY_FRAMES = 3;
const MAX_SETTLE_MS = 3000;

/**
 * Whether cards near the screen are still to mount or being mounted: those within two screens
 * (MenuBlockSection's margin) mount and take their real height in the next frames.
 */
export function cardsMountingNearScreen(doc: Document = document): boolean {
  if (doc.querySelector(`[${MOUNTING_ATTRIBUTE}]`)) return true;
  const screen = doc.defaultView?.innerHeight ?? 0;
  for (const unmounted of doc.querySelectorAll(`[${UNMOUNTED_ATTRIBUTE}]`)) {
    const box = unmounted.getBoundingClientRect();
    if (box.bottom > -2 * screen && box.top < 3 * screen) return true;
  }
  return false;
}

/**
 * Jumps to a menu section and keeps it in place while the sections around it mount and take
 * their real size. A long menu reserves estimated heights, and the section just above the one
 * jumped to mounts its cards a few per frame after the jump: once complete it may be a screen
 * taller than reserved, which would push the section out of view half a second after it arrived
 * (the browser's scroll anchoring does not follow it there). So the jump is made again whenever
 * the sections' box changes size, after the layout and before the paint (a ResizeObserver), for
 * 3 s or until the customer scrolls by hand, and checked once a frame until the section has kept
 * its place for a few frames with nothing near the screen still mounting.
 */
export function jumpToSection(section: HTMLElement, mounting: () => boolean = cardsMountingNearScreen): void {
  section.scrollIntoView({ block: 'start' });
  // Screen readers continue from the section; the jump itself shows sighted users where they are.
  section.setAttribute('tabindex', '-1');
  section.focus({ preventScroll: true });

  let steady = 0;
  let lastTop = section.getBoundingClientRect().top;
  let stopped = false;
  const keepInPlace = () => {
    if (stopped) return;
    section.scrollIntoView({ block: 'start' });
    lastTop = section.getBoundingClientRect().top;
  };
  // Its callbacks run after a layout and before that frame paints: a growth above is never seen.
  // It watches until the time is up, after the frames' following: a section settled on the screen
  // can still grow above it (its picture cards laid out once near).
  const resizes =
    typeof ResizeObserver === 'undefined'
      ? null
      : new ResizeObserver(() => {
          if (Math.abs(section.getBoundingClientRect().top - lastTop) >= 1) keepInPlace();
        });
  resizes?.observe(section.parentElement ?? section);
  const stop = () => {
    stopped = true;
    window.clearTimeout(timeUp);
    resizes?.disconnect();
    window.removeEventListener('wheel', stop);
    window.removeEventListener('touchstart', stop);
    window.removeEventListener('keydown', stop);
  };
  const timeUp = window.setTimeout(stop, MAX_SETTLE_MS);
  // The customer scrolls by hand: the page is theirs again.
  window.addEventListener('wheel', stop, { passive: true, once: true });
  window.addEventListener('touchstart', stop, { passive: true, once: true });
  window.addEventListener('keydown', stop, { once: true });

  const settle = () => {
    if (stopped) return;
    if (!section.isConnected) return stop();
    const top = section.getBoundingClientRect().top;
    if (Math.abs(top - lastTop) < 1) steady += 1;
    else steady = 0;
    if (steady >= STEADY_FRAMES && !mounting()) return;
    if (steady === 0) keepInPlace();
    requestAnimationFrame(settle);
  };
  requestAnimationFrame(settle);
}
