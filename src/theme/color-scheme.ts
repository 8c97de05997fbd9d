/** The business's dark_mode setting (spec §4): auto follows the system, on/off force it. */
export type DarkModeSetting = 'auto' | 'on' | 'off';
export type ColorScheme = 'light' | 'dark';

export function colorSchemeFor(
  setting: DarkModeSetting | null | undefined,
  systemPrefersDark: boolean,
): ColorScheme {
  if (setting === 'on') return 'dark';
  if (setting === 'off') return 'light';
  return systemPrefersDark ? 'dark' : 'light';
}
