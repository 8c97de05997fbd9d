import type { ApiClient } from '../api/client.ts';
import type { BrowserData } from './browser-data.ts';

/** Wall-clock time, injected so tests pin it (epoch milliseconds). */
export interface Clock {
  now(): number;
}

/** The subset of Web Storage the stores use; a test passes an in-memory one. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Loading and remembering interface languages, kept out of the stores' own logic. */
export interface LanguageService {
  /**
   * Loads and activates a catalog; false when it could not be loaded (the current one stays).
   * `firstPaint`: only the words of the first load are needed before it shows (the rest follows).
   */
  activate(locale: string, options?: { firstPaint?: boolean }): Promise<boolean>;
  readCookie(): string | null;
  writeCookie(locale: string): void;
  browserLanguages(): readonly string[];
}

export interface StoreDeps {
  api: ApiClient;
  clock: Clock;
  storage: KeyValueStorage;
  /** Short-lived storage for "once per session" facts (the visit record). */
  sessionStorage: KeyValueStorage;
  languages: LanguageService;
  /** The browser's storages, wiped when a customer's session ends; absent in most tests. */
  browserData?: BrowserData;
}

export const systemClock: Clock = { now: () => Date.now() };
