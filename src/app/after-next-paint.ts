/**
 * Runs `work` once the browser has painted the current frame (the next animation frame, then a
 * task after it), and returns what cancels it. For work a tap starts but need not show in the
 * same frame as the tap's own answer: on a phone at 4x slower CPU, a dialog mounted in the tap's
 * task holds back the paint of everything else the tap changed (scripts/bench-interactions.mjs).
 * Where there are no animation frames (tests without a window) it runs in the next task.
 */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(work, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
