import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig(async (env) =>
  mergeConfig(await viteConfig(env), {
    test: {
      environment: 'node',
      include: [
        'src/**/*.test.{ts,tsx}',
        'mocks/**/*.test.ts',
        'tests/contract/**/*.test.ts',
        'scripts/**/*.test.ts',
      ],
      setupFiles: ['tests/support/vitest-setup.ts'],
      restoreMocks: true,
      pool: 'threads',
      // Vitest's default is one worker less than the machine's cores: one on our two. Two measured
      // 104 s for the whole run (175 files) where one took about 2 min 11 s for 166.
      maxWorkers: 2,
    },
  }),
);
