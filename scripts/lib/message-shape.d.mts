export function pluralCategoriesOf(locale: string, type?: 'cardinal' | 'ordinal'): string[];
export function translationProblems(
  source: string,
  translation: string | undefined,
  locale: string,
): string[];
