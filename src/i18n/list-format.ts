/**
 * A short list ("Brioche bun, Extra cheese") with the language's own separators, by Intl.ListFormat:
 * "،" in Urdu, "、" in Japanese and Chinese, "و" in Arabic, never a Latin comma in a script that
 * has its own. The narrow conjunction style keeps option lists short ("a, b, c" in English).
 */
const listFormats = new Map<string, Intl.ListFormat>();

export function formatList(items: readonly string[], language: string): string {
  const shown = items.filter((item) => item.trim() !== '');
  let format = listFormats.get(language);
  if (!format) {
    format = new Intl.ListFormat(language || 'en', { type: 'conjunction', style: 'narrow' });
    listFormats.set(language, format);
  }
  return format.format(shown);
}
