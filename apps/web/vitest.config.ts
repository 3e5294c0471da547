import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
      setupFiles: ['./src/testing/setup.ts'],
      restoreMocks: true,
      // Some tests walk through several pages of the app in jsdom: seconds each on a busy 2-core
      // machine, where Vitest's 5 s default failed one of them.
      testTimeout: 30_000,
    },
  }),
);
