export const CHECKED_LOCALES: string[];
export function catalogProblems(locale: string, po: string): string[];
