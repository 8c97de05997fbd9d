/**
 * How long to wait before asking the server again about a submit whose outcome is unknown (the
 * reply was lost): 2 s, then doubling, never more than 30 s apart, and no more than six times on
 * its own; after that the customer asks with "Check again".
 */
export const AUTOMATIC_RESOLUTIONS = 6;
const FIRST_DELAY_MS = 2_000;
const LONGEST_DELAY_MS = 30_000;

/** The wait before automatic check number `tried + 1`; null once the automatic checks are spent. */
export function resolutionDelayMs(tried: number): number | null {
  if (!Number.isInteger(tried) || tried < 0 || tried >= AUTOMATIC_RESOLUTIONS) return null;
  return Math.min(FIRST_DELAY_MS * 2 ** tried, LONGEST_DELAY_MS);
}
