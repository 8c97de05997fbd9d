/**
 * Client-side menu search: the visible menu is already in memory, so typing filters it at once
 * without a server round trip (and never shows an item the menu itself would hide).
 */
import { localized } from '../../domain/locales.ts';
import type { Category, MenuItem } from '../../domain/model.ts';

export interface SearchHit {
  item: MenuItem;
  /** The category the item sits in (for its page link). */
  categoryId: number;
}

export interface SearchOptions {
  /** The active interface language. */
  locale: string;
  /** The business's languages, tried when the item has no text in the active one. */
  fallbacks: readonly string[];
  /** At most this many hits (the best ones). */
  limit?: number;
}

// Arabic alef forms and the tatweel differ in spelling habits, not in meaning; Latin accents too.
const ALEF_FORMS = /[\u0622\u0623\u0625\u0671]/g;
const TATWEEL = /\u0640/g;
const COMBINING_MARKS = /\p{M}/gu;

/** Lower case without accents, Arabic diacritics or alef variants, so "cafe" finds "Café". */
export function foldForSearch(text: string, locale: string): string {
  return text
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(ALEF_FORMS, '\u0627')
    .replace(TATWEEL, '')
    .toLocaleLowerCase(locale)
    .trim();
}

function wordsOf(query: string, locale: string): string[] {
  return foldForSearch(query, locale)
    .split(/\s+/u)
    .filter((word) => word !== '');
}

/** 0 = name starts with the query, 1 = every word in the name, 2 = every word in name or description. */
function rankOf(
  item: MenuItem,
  phrase: string,
  words: readonly string[],
  options: SearchOptions,
): number | null {
  const name = foldForSearch(localized(item.name, options.locale, options.fallbacks), options.locale);
  if (name.startsWith(phrase)) return 0;
  if (words.every((word) => name.includes(word))) return 1;
  const description = foldForSearch(
    localized(item.description, options.locale, options.fallbacks),
    options.locale,
  );
  const both = `${name} ${description}`;
  if (words.every((word) => both.includes(word))) return 2;
  return null;
}

function* itemsWithCategory(categories: readonly Category[]): Generator<SearchHit> {
  for (const category of categories) {
    for (const item of category.items) yield { item, categoryId: category.id };
    yield* itemsWithCategory(category.subcategories);
  }
}

/** Items whose name or description holds every word of the query; best matches first, menu order within. */
export function searchMenu(
  categories: readonly Category[],
  query: string,
  options: SearchOptions,
): SearchHit[] {
  const words = wordsOf(query, options.locale);
  if (words.length === 0) return [];
  const phrase = words.join(' ');
  const seen = new Set<number>();
  const ranked: { hit: SearchHit; rank: number }[] = [];
  for (const hit of itemsWithCategory(categories)) {
    if (seen.has(hit.item.id)) continue;
    const rank = rankOf(hit.item, phrase, words, options);
    if (rank === null) continue;
    seen.add(hit.item.id);
    ranked.push({ hit, rank });
  }
  // Array.prototype.sort is stable, so menu order survives within a rank.
  ranked.sort((a, b) => a.rank - b.rank);
  const hits = ranked.map(({ hit }) => hit);
  return options.limit === undefined ? hits : hits.slice(0, options.limit);
}
