import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      environment: 'node',
      include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'tests/contract/**/*.test.ts', 'scripts/**/*.test.ts'],
      setupFiles: ['tests/support/vitest-setup.ts'],
      restoreMocks: true,
      pool: 'threads',
    },
  }),
);
