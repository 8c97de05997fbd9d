/**
 * Runs `work` when the browser is next idle, at the latest after `timeoutMs`, and returns what
 * cancels it: for code fetched ahead of a customer's likely next step (the cart page, the update
 * banner) and work done ahead of it (the search's folded menu), which must not compete with the
 * page for the network or the CPU. Where there is
 * no idle callback (Safari) it waits a fixed `fallbackMs` instead.
 */
export function whenIdle(
  work: () => void,
  { timeoutMs, fallbackMs }: { timeoutMs: number; fallbackMs: number },
): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const idle = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(idle);
  }
  const timer = window.setTimeout(work, fallbackMs);
  return () => window.clearTimeout(timer);
}
