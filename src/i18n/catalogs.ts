import type { I18n, Messages } from '@lingui/core';
import { readCatalogManifest } from './catalog-files.ts';

// Production builds: each language in two files (scripts/vite-split-catalogs.ts), the words of the
// first load and the rest, listed in index.html. Development and tests: one lazily loaded chunk
// per language, compiled from its .po (the literal test lets the build drop these chunks).
const manifest = import.meta.env.PROD ? readCatalogManifest() : null;
const splitFiles = manifest?.files ?? null;
const wholeCatalogs = import.meta.env.PROD
  ? {}
  : import.meta.glob<{ messages: Messages }>('../../locales/*/messages.po');

function wholeLoaderFor(locale: string) {
  return wholeCatalogs[`../../locales/${locale}/messages.po`];
}

export function hasCatalog(locale: string): boolean {
  return splitFiles ? locale in splitFiles : wholeLoaderFor(locale) !== undefined;
}

async function fetchMessages(url: string): Promise<Messages> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as Messages;
}

const firstLoaded = new Set<string>();
const restLoads = new Map<string, Promise<void>>();
let active: { i18n: I18n; locale: string } | null = null;

/** The rest of a language's messages, fetched once; a failed fetch is tried again when next asked. */
function loadRest(i18n: I18n, locale: string): Promise<void> {
  const url = splitFiles?.[locale]?.rest;
  if (!url) return Promise.resolve();
  let load = restLoads.get(locale);
  if (!load) {
    load = fetchMessages(url).then((messages) => {
      // Merged without a "change": nothing on screen uses these yet (every screen that does waits
      // for them, see whenAllMessagesLoaded), and a change would re-render a long menu for nothing.
      if (i18n.locale === locale) Object.assign(i18n.messages, messages);
      else i18n.load(locale, messages);
    });
    load.catch(() => restLoads.delete(locale));
    restLoads.set(locale, load);
  }
  return load;
}

/**
 * Resolves once the active language's messages are all loaded: lazily loaded screens wait for it
 * (the router's root route and `lazyWithMessages`), the first load's own screens do not.
 */
export function whenAllMessagesLoaded(): Promise<void> {
  return active ? loadRest(active.i18n, active.locale) : Promise.resolve();
}

/**
 * Loads and activates a language. When its catalog cannot be loaded (offline, a failed chunk) the
 * language stays unloaded and the current one stays active (spec §8), so the caller learns `false`.
 * `firstPaint`: the language the app starts in needs only its first-load words before it shows the
 * menu; a language chosen later is loaded whole before it replaces the one on screen.
 */
export async function activateLanguage(
  i18n: I18n,
  locale: string,
  { firstPaint = false }: { firstPaint?: boolean } = {},
): Promise<boolean> {
  try {
    if (splitFiles) {
      const files = splitFiles[locale];
      if (!files) return false;
      const rest = loadRest(i18n, locale);
      if (!firstLoaded.has(locale)) {
        const inline = manifest?.inlineFirst[locale] as Messages | undefined;
        i18n.load(locale, inline ?? (await fetchMessages(files.first)));
        firstLoaded.add(locale);
      }
      if (firstPaint) rest.catch(() => undefined);
      else await rest;
    } else if (!(locale in i18n.messages) || Object.keys(i18n.messages[locale] ?? {}).length === 0) {
      const load = wholeLoaderFor(locale);
      if (!load) return false;
      const { messages } = await load();
      i18n.load(locale, messages);
    }
  } catch (error) {
    console.warn(`Language ${locale} could not be loaded`, error);
    return false;
  }
  i18n.activate(locale);
  active = { i18n, locale };
  return true;
}
