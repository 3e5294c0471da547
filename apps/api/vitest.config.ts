import { configDefaults, defineProject } from 'vitest/config';

/** The API suite on PGlite; the root config runs it once more on PostgreSQL (`api-postgres`). */
export const apiTestOptions = {
  testTimeout: 30_000,
  hookTimeout: 60_000,
  globalSetup: ['src/testing/seeded-database.global.ts'],
};

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    // What only a PostgreSQL server can show (its connections closing, its locks) runs in api-postgres.
    exclude: [...configDefaults.exclude, 'src/**/*.postgres.test.ts'],
    ...apiTestOptions,
  },
});
