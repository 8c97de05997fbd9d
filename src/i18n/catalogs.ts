import type { I18n, Messages } from '@lingui/core';

// One lazily loaded chunk per language: only the active catalog is ever downloaded.
const catalogLoaders = import.meta.glob<{ messages: Messages }>('../../locales/*/messages.po');

function loaderFor(locale: string) {
  return catalogLoaders[`../../locales/${locale}/messages.po`];
}

export function hasCatalog(locale: string): boolean {
  return loaderFor(locale) !== undefined;
}

/**
 * Loads and activates a language. When its catalog cannot be loaded (offline, a failed chunk) the
 * language stays unloaded and the current one stays active (spec §8), so the caller learns `false`.
 */
export async function activateLanguage(i18n: I18n, locale: string): Promise<boolean> {
  if (!(locale in i18n.messages) || Object.keys(i18n.messages[locale] ?? {}).length === 0) {
    const load = loaderFor(locale);
    if (!load) return false;
    try {
      const { messages } = await load();
      i18n.load(locale, messages);
    } catch (error) {
      console.warn(`Language ${locale} could not be loaded`, error);
      return false;
    }
  }
  i18n.activate(locale);
  return true;
}
