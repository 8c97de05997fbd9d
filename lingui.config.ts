import { defineConfig } from '@lingui/cli';
import { INTERFACE_LOCALES } from './src/domain/locale-codes.ts';

// No fallbackLocales: with it `lingui compile --strict` would pass with missing translations.
export default defineConfig({
  sourceLocale: 'en',
  locales: [...INTERFACE_LOCALES],
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['src'] }],
  format: 'po',
  orderBy: 'messageId',
});
