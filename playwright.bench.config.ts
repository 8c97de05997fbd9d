import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

// Benchmarks drive the real UI like the e2e suite, but are run by hand (npm run bench:submits),
// never by npm test: one phone-sized browser, no retries, as long as they need.
export default defineConfig({
  ...base,
  testDir: 'tests/bench',
  testMatch: '**/*.bench.ts',
  retries: 0,
  reporter: [['list']],
  timeout: 0,
  projects: [base.projects![0]!],
});
