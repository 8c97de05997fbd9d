/**
 * Jumps to a menu section and keeps it in place while the sections around it mount and take
 * their real size (a long menu reserves estimated heights): the jump is repeated each frame until
 * the section stops moving, for at most half a second, or until the customer scrolls by hand.
 */
const MAX_FRAMES = 30;

export function jumpToSection(section: HTMLElement): void {
  section.scrollIntoView({ block: 'start' });
  // Screen readers continue from the section; the jump itself shows sighted users where they are.
  section.setAttribute('tabindex', '-1');
  section.focus({ preventScroll: true });

  let frames = 0;
  let steady = 0;
  let lastTop = section.getBoundingClientRect().top;
  let cancelled = false;
  const cancel = () => {
    cancelled = true;
  };
  const stopListening = () => {
    window.removeEventListener('wheel', cancel);
    window.removeEventListener('touchstart', cancel);
    window.removeEventListener('keydown', cancel);
  };
  window.addEventListener('wheel', cancel, { passive: true, once: true });
  window.addEventListener('touchstart', cancel, { passive: true, once: true });
  window.addEventListener('keydown', cancel, { once: true });

  const settle = () => {
    if (cancelled || frames >= MAX_FRAMES) return stopListening();
    frames += 1;
    const top = section.getBoundingClientRect().top;
    if (Math.abs(top - lastTop) < 1) steady += 1;
    else steady = 0;
    if (steady >= 3) return stopListening();
    section.scrollIntoView({ block: 'start' });
    lastTop = section.getBoundingClientRect().top;
    requestAnimationFrame(settle);
  };
  requestAnimationFrame(settle);
}
