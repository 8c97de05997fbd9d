import { directionOf } from '../domain/locales.ts';

/** Sets <html lang dir> so screen readers, fonts and the browser's own mirroring follow. */
export function applyDocumentLanguage(locale: string, doc: Document = document): void {
  doc.documentElement.lang = locale;
  doc.documentElement.dir = directionOf(locale);
}
