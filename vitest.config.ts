import { defineConfig } from 'vitest/config';
import { apiTestOptions } from './apps/api/vitest.config.ts';

// The API suite runs on PGlite, and once more on PostgreSQL when TEST_DATABASE_URL is set.
const postgresProjects = process.env.TEST_DATABASE_URL
  ? [
      {
        test: {
          name: 'api-postgres',
          root: './apps/api',
          include: ['src/**/*.test.ts'],
          env: { TEST_DB: 'postgres' },
          ...apiTestOptions,
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    // Vitest's default leaves a core to its main process: on the project's 2-core machines, one
    // test file at a time. Files are CPU-bound and the main process only reports, so use them all.
    maxWorkers: '100%',
    projects: ['packages/domain', 'apps/web', 'apps/api', ...postgresProjects],
  },
});
