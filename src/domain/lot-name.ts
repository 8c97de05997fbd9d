// Apart from wallet.ts, which the first load carries: only the wallet's screens need this.
/**
 * A credit lot's name as the business wrote it, capitalised only when it was written all in lower
 * case ("welcome" → "Welcome"; "iPhone promo" and "VIP" stay): issue #32. Scripts without case
 * (Arabic) are unchanged.
 */
export function lotName(source: string, language: string): string {
  const name = source.trim();
  if (name === '' || name !== name.toLocaleLowerCase(language)) return name;
  const [first = '', ...rest] = [...name];
  return first.toLocaleUpperCase(language) + rest.join('');
}
