/** The 41 interface languages of spec §1, in the spec's order. */
export const INTERFACE_LOCALES = [
  'ar',
  'az',
  'bg',
  'bn',
  'ca',
  'de',
  'el',
  'en',
  'es',
  'et',
  'fi',
  'fr',
  'ha',
  'hi',
  'hr',
  'hu',
  'hy',
  'it',
  'ja',
  'ka',
  'km',
  'ko',
  'ku',
  'lo',
  'mn',
  'ms',
  'nl',
  'nn',
  'no',
  'pl',
  'pt',
  'ro',
  'ru',
  'sq',
  'sv',
  'th',
  'tr',
  'ur',
  'vi',
  'zh',
  'fa',
] as const;

export type InterfaceLocale = (typeof INTERFACE_LOCALES)[number];

/** Right-to-left scripts among them (spec §1 names ar and fa; Urdu is written right-to-left too). */
export const RTL_LOCALES: ReadonlySet<string> = new Set(['ar', 'fa', 'ur']);

export const SOURCE_LOCALE: InterfaceLocale = 'en';
