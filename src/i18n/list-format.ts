/**
 * A short list ("Brioche bun, Extra cheese") with the language's own separators, by Intl.ListFormat:
 * "،" in Urdu, "、" in Japanese and Chinese, "و" in Arabic, never a Latin comma in a script that
 * has its own. The narrow conjunction style keeps option lists short ("a, b, c" in English).
 */
const listFormats = new Map<string, Intl.ListFormat>();

/** Each list format is built once per language and kind: a page renders its lists many times. */
function listFormat(language: string, options: Intl.ListFormatOptions): Intl.ListFormat {
  const key = `${language} ${options.type ?? ''} ${options.style ?? ''}`;
  let format = listFormats.get(key);
  if (!format) {
    format = new Intl.ListFormat(language, options);
    listFormats.set(key, format);
  }
  return format;
}

export function formatList(items: readonly string[], language: string): string {
  const shown = items.filter((item) => item.trim() !== '');
  return listFormat(language || 'en', { type: 'conjunction', style: 'narrow' }).format(shown);
}

/** Names of things an item holds ("wheat, milk, eggs"), as Intl's unit list in the language. */
export function formatUnitList(items: readonly string[], language: string): string {
  return listFormat(language, { type: 'unit' }).format(items);
}
