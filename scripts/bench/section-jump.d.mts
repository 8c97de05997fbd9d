export interface SectionJump {
  /** From the tap to the last frame that painted the section somewhere else (ms). */
  settledMs: number | null;
  label: string | null;
  /** Whether the jump focused a section to follow. */
  found: boolean;
  /** Each frame that painted the section somewhere else: [ms after the tap, its top on the screen]. */
  moves: [number, number][];
}

export function jumpAndSettle(options: { fromEnd: number; watchMs: number }): Promise<SectionJump>;
