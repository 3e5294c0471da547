import { defineConfig } from 'vitest/config';

// The API suite runs on PGlite, and once more on PostgreSQL when TEST_DATABASE_URL is set.
const postgresProjects = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: './apps/api/vitest.config.ts',
        test: { name: 'api-postgres', root: './apps/api', env: { TEST_DB: 'postgres' } },
      },
    ]
  : [];

export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/web', 'apps/api', ...postgresProjects],
  },
});
