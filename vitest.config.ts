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
    projects: ['packages/domain', 'apps/web', 'apps/api', ...postgresProjects],
  },
});
