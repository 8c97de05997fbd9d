/** The business's dark_mode setting (spec §4): auto follows the system, on/off force it. */
export type DarkModeSetting = 'auto' | 'on' | 'off';
export type ColorScheme = 'light' | 'dark';
/** The customer's appearance choice in settings; only where the business leaves it open (auto). */
export type AppearanceChoice = 'system' | ColorScheme;

export const APPEARANCE_CHOICES: readonly AppearanceChoice[] = ['system', 'light', 'dark'];

export function isAppearanceChoice(value: unknown): value is AppearanceChoice {
  return value === 'system' || value === 'light' || value === 'dark';
}

/** A business that forces its scheme (on/off) leaves the customer nothing to choose. */
export function appearanceIsChoosable(setting: DarkModeSetting | null | undefined): boolean {
  return setting !== 'on' && setting !== 'off';
}

export function colorSchemeFor(
  setting: DarkModeSetting | null | undefined,
  systemPrefersDark: boolean,
  choice: AppearanceChoice = 'system',
): ColorScheme {
  if (setting === 'on') return 'dark';
  if (setting === 'off') return 'light';
  if (choice !== 'system') return choice;
  return systemPrefersDark ? 'dark' : 'light';
}
