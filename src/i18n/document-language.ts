import { SOURCE_LOCALE } from '../domain/locale-codes.ts';
import { directionOf } from '../domain/locales.ts';

/**
 * Sets <html lang dir> so screen readers, fonts and the browser's own mirroring follow, and loads
 * the font of the language's script when the system may lack it (src/i18n/script-fonts.ts, itself
 * lazy: English loads neither the table nor any font).
 */
export function applyDocumentLanguage(locale: string, doc: Document = document): void {
  doc.documentElement.lang = locale;
  doc.documentElement.dir = directionOf(locale);
  if (locale !== SOURCE_LOCALE)
    void import('./script-fonts.ts').then((fonts) => fonts.loadScriptFont(locale));
}
