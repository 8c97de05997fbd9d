import { makeAutoObservable, runInAction } from 'mobx';
import { resolveInterfaceLocale } from '../domain/locales.ts';
import { SOURCE_LOCALE } from '../domain/locale-codes.ts';
import { isAppearanceChoice, type AppearanceChoice } from '../theme/color-scheme.ts';
import type { KeyValueStorage, LanguageService } from './deps.ts';

/** A device preference like the language cookie: logout keeps it. The key names its format. */
export const APPEARANCE_KEY = 'appearance:v1';

/** A storage that cannot be read (private mode) leaves the system's scheme. */
function storedAppearance(storage: KeyValueStorage | null): AppearanceChoice {
  try {
    const stored = storage?.getItem(APPEARANCE_KEY);
    return isAppearanceChoice(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

/** The visitor's interface language (detected, chosen, remembered in the i18n_redirected cookie). */
export class PreferencesStore {
  language: string = SOURCE_LOCALE;
  /** The language whose catalog is loaded and active; null until the first activation. */
  private activeLanguage: string | null = null;
  /** A language the visitor asked for whose catalog failed to load; the UI says so. */
  failedLanguage: string | null = null;
  /**
   * A language chosen for this customer's session only (a kiosk's language buttons): it wins over
   * the remembered default until the session ends, and is never written to the cookie.
   */
  private sessionLanguage: string | null = null;
  /** Light, dark or the system's, where the business's dark_mode leaves it to the customer. */
  appearance: AppearanceChoice;

  constructor(
    private readonly languages: LanguageService,
    private readonly storage: KeyValueStorage | null = null,
  ) {
    this.appearance = storedAppearance(storage);
    makeAutoObservable<PreferencesStore, 'languages' | 'activeLanguage' | 'sessionLanguage' | 'storage'>(
      this,
      { languages: false, activeLanguage: false, sessionLanguage: false, storage: false },
      { autoBind: true },
    );
  }

  chooseAppearance(choice: AppearanceChoice): void {
    this.appearance = choice;
    try {
      if (choice === 'system') this.storage?.removeItem(APPEARANCE_KEY);
      else this.storage?.setItem(APPEARANCE_KEY, choice);
    } catch {
      // Storage refused (private mode): the choice holds for this visit.
    }
  }

  /**
   * The language calls speak before the first catalog is active (their X-Locale): the one the
   * first page opens in, from the cookie and the browser's languages, as the document's early
   * business call (src/api/early-business-call.ts) picks it too.
   */
  startingLanguage(): string {
    return (
      this.activeLanguage ??
      resolveInterfaceLocale({
        cookie: this.languages.readCookie(),
        browserLanguages: this.languages.browserLanguages(),
        businessLocales: [],
      })
    );
  }

  /**
   * Picks the language for a business: cookie, browser languages, en; then the business's offer.
   * `firstPaint`: the page about to show is one of the first load's, which needs only its own words.
   */
  async adoptBusinessLocales(
    businessLocales: readonly string[],
    { firstPaint = false }: { firstPaint?: boolean } = {},
  ): Promise<void> {
    const cookie = this.languages.readCookie();
    const chosenForSession = this.sessionLanguage;
    if (chosenForSession !== null && businessLocales.includes(chosenForSession)) {
      if (chosenForSession !== this.activeLanguage) await this.switchTo(chosenForSession, false);
      return;
    }
    const wanted = resolveInterfaceLocale({
      cookie,
      browserLanguages: this.languages.browserLanguages(),
      businessLocales,
    });
    // Every business route runs this check: re-activating the same language would re-render every
    // translated text on the page (a long menu notices), so an unchanged language is left alone.
    if (wanted !== this.activeLanguage && !(await this.switchTo(wanted, false, firstPaint))) return;
    // Spec §4: the active language is remembered, detected or chosen, so the next visit opens in it.
    if (cookie !== wanted) this.languages.writeCookie(wanted);
  }

  /** The visitor's own choice: remembered for a year. */
  async chooseLanguage(locale: string): Promise<boolean> {
    return this.switchTo(locale, true);
  }

  /** A customer's choice on a shared device: for their session only (see `sessionLanguage`). */
  async useLanguageForSession(locale: string): Promise<boolean> {
    const loaded = await this.switchTo(locale, false);
    if (loaded) this.sessionLanguage = locale;
    return loaded;
  }

  /** The end of a customer's session: the device's default language applies again. */
  forgetSessionLanguage(): void {
    this.sessionLanguage = null;
  }

  private async switchTo(locale: string, remember: boolean, firstPaint = false): Promise<boolean> {
    const loaded = await this.languages.activate(locale, { firstPaint });
    runInAction(() => {
      if (loaded) {
        this.activeLanguage = locale;
        this.language = locale;
        this.failedLanguage = null;
      } else {
        this.failedLanguage = locale;
      }
    });
    if (loaded && remember) this.languages.writeCookie(locale);
    return loaded;
  }
}
