import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { INTERFACE_LOCALES } from './src/domain/locale-codes.ts';

// No fallbackLocales: with it `lingui compile --strict` would pass with missing translations.
export default defineConfig({
  sourceLocale: 'en',
  locales: [...INTERFACE_LOCALES],
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['src'] }],
  // Source references without line numbers: catalogs change when messages change, not when code moves.
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
