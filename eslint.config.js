import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'public/mockServiceWorker.js',
      'src/api/schema.gen.ts',
      'src/routeTree.gen.ts',
      'locales',
      'test-results',
      'playwright-report',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@turf/turf', message: 'Import the single @turf/* function you need.' }],
        },
      ],
    },
  },
  {
    // The layers of shared/DESIGN.md: pure rules import no framework and no I/O.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'mobx*', '@mantine/*', 'openapi-fetch', 'msw*'], message: 'src/domain is pure.' },
            { group: ['**/stores/**', '**/features/**', '**/routes/**', '**/ui/**', '**/app/**'], message: 'src/domain is the bottom layer.' },
          ],
        },
      ],
    },
  },
  {
    files: ['mocks/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/src/stores/**', '**/src/features/**', '**/src/routes/**', '**/src/ui/**'], message: 'mocks may import src/domain and src/api only.' }] },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    // Tests may stand up MSW's node server; the app code may not.
    ignores: ['src/app/main.tsx', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['msw', 'msw/*', '@faker-js/*'], message: 'msw and faker load lazily from mocks/ only.' }],
          // A lazily loaded component may speak words the first-load catalog leaves out.
          paths: [{ name: 'react', importNames: ['lazy'], message: 'Use lazyWithMessages (src/i18n/lazy-with-messages.ts).' }],
        },
      ],
    },
  },
  {
    // A test that does not belong to a device project is left out by the project's filters
    // (tests/e2e/device-projects.ts); a runtime skip would still set it up and count it.
    files: ['tests/e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='test'][callee.property.name='skip']",
          message: 'Keep a test to its devices with onlyOn (tests/e2e/device-projects.ts), not a runtime skip.',
        },
      ],
    },
  },
);
