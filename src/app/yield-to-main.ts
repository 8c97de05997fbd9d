/**
 * Ends the current task so the browser can paint and answer input before the next piece of work:
 * boot's steps each run in a task of their own instead of one long one (a phone at 4x slower CPU
 * feels every long task as a frozen screen). `scheduler.yield` where the browser has it (Chromium,
 * which kiosks and tablets run), else a zero timeout.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
