/**
 * A language's name in its own language ("العربية", "日本語"), from the browser's Intl data rather
 * than a hand-kept table; falls back to the code when the runtime has no name for it.
 */
export function nativeLanguageName(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code);
    if (!name || name === code) return code;
    return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  } catch {
    return code;
  }
}
