import { describe, expect, it } from 'vitest';
import type { LanguageService } from './deps.ts';
import { APPEARANCE_KEY, PreferencesStore } from './preferences-store.ts';

function fakeLanguages(options: { cookie?: string | null; browser?: string[]; broken?: string[] } = {}) {
  const written: string[] = [];
  const activated: string[] = [];
  const service: LanguageService = {
    activate: async (locale) => {
      if (options.broken?.includes(locale)) return false;
      activated.push(locale);
      return true;
    },
    readCookie: () => options.cookie ?? null,
    writeCookie: (locale) => void written.push(locale),
    browserLanguages: () => options.browser ?? [],
  };
  return { service, written, activated };
}

describe('PreferencesStore', () => {
  it.each([
    ['the cookie first', { cookie: 'ar', browser: ['en-US'] }, ['en', 'ar'], 'ar'],
    ['then the browser languages', { browser: ['ar-KW', 'en'] }, ['en', 'ar'], 'ar'],
    ['then English', { browser: ['de-DE'] }, ['en', 'ar'], 'en'],
    [
      "the business's first language when it does not offer the wanted one",
      { cookie: 'fr' },
      ['ar', 'en'],
      'ar',
    ],
  ])('detects the language: %s', async (_case, options, businessLocales, expected) => {
    const { service } = fakeLanguages(options);
    const store = new PreferencesStore(service);
    await store.adoptBusinessLocales(businessLocales);
    expect(store.language).toBe(expected);
  });

  it.each([
    ['the cookie’s', { cookie: 'ar', browser: ['en-US'] }, 'ar'],
    ['the browser’s', { browser: ['fa-IR', 'en'] }, 'fa'],
    ['English', { browser: ['xx'] }, 'en'],
  ])(
    'speaks %s language in the calls made before the first catalog is active',
    async (_case, options, expected) => {
      const { service } = fakeLanguages(options);
      const store = new PreferencesStore(service);
      expect(store.startingLanguage()).toBe(expected);
      // Once a language is active, that one.
      await store.adoptBusinessLocales(['en']);
      expect(store.startingLanguage()).toBe('en');
    },
  );

  it.each([
    ['detected from the browser', { browser: ['ar'] }, ['ar']],
    ['already in the cookie', { cookie: 'ar' }, []],
    ['the cookie’s language no longer offered', { cookie: 'fr' }, ['ar']],
  ])('remembers the active language %s', async (_case, options, expected) => {
    const { service, written } = fakeLanguages(options);
    const store = new PreferencesStore(service);
    await store.adoptBusinessLocales(['ar', 'en']);
    expect(written).toEqual(expected);
  });

  it('remembers a language the visitor chose', async () => {
    const { service, written } = fakeLanguages({ browser: ['ar'] });
    const store = new PreferencesStore(service);
    await store.adoptBusinessLocales(['en', 'ar']);
    expect(written).toEqual(['ar']);
    await store.chooseLanguage('en');
    expect(written).toEqual(['ar', 'en']);
    expect(store.language).toBe('en');
  });

  it('keeps the current language when a catalog fails to load, and says which one failed', async () => {
    const { service, written } = fakeLanguages({ broken: ['fa'] });
    const store = new PreferencesStore(service);
    await store.adoptBusinessLocales(['en', 'fa']);
    expect(await store.chooseLanguage('fa')).toBe(false);
    expect(store.language).toBe('en');
    expect(store.failedLanguage).toBe('fa');
    expect(written).toEqual(['en']);
    await store.chooseLanguage('en');
    expect(store.failedLanguage).toBeNull();
  });

  it('leaves an unchanged language alone on later route checks', async () => {
    const { service, activated } = fakeLanguages({ browser: ['ar'] });
    const store = new PreferencesStore(service);
    await store.adoptBusinessLocales(['en', 'ar']);
    await store.adoptBusinessLocales(['en', 'ar']);
    await store.adoptBusinessLocales(['en', 'ar']);
    expect(activated).toEqual(['ar']);
  });
});

describe('PreferencesStore appearance', () => {
  function memory(initial: Record<string, string> = {}) {
    const values = new Map(Object.entries(initial));
    return {
      values,
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    };
  }

  it.each([
    ['nothing stored', {}, 'system'],
    ['a stored choice', { [APPEARANCE_KEY]: 'dark' }, 'dark'],
    ['a damaged value', { [APPEARANCE_KEY]: '{"dark"' }, 'system'],
  ])('restores %s', (_case, initial, expected) => {
    const store = new PreferencesStore(fakeLanguages().service, memory(initial));
    expect(store.appearance).toBe(expected);
  });

  it('remembers a choice and forgets it when the customer goes back to the system', () => {
    const storage = memory();
    const store = new PreferencesStore(fakeLanguages().service, storage);
    store.chooseAppearance('light');
    expect(storage.values.get(APPEARANCE_KEY)).toBe('light');
    store.chooseAppearance('system');
    expect(storage.values.has(APPEARANCE_KEY)).toBe(false);
    expect(store.appearance).toBe('system');
  });
});
