/**
 * The menu a kiosk's orders use (issue 30): take away is a dine-in order flagged take_away, so the
 * dine-in menu when the business has it. Apart from kiosk-paths.ts: the shell's logo needs only this.
 */
export function kioskMenuType(sellingTypes: readonly string[]): string | null {
  return sellingTypes.includes('dine_in') ? 'dine_in' : (sellingTypes[0] ?? null);
}
