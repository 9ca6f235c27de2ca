import { defineConfig } from 'vitest/config';

/**
 * The benchmarks' own logic (how they count and report): the unit tests, which `npm run
 * test:quick` runs too, and the tests on a database (`*.db.test.ts`), on the embedded PGlite and
 * on PostgreSQL as well when DATABASE_URL is set, as the benchmarks run.
 */
const onDatabase = '**/*.db.test.ts';

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: 'bench-unit', include: ['**/*.test.ts'], exclude: [onDatabase] },
      },
      { extends: true, test: { name: 'bench-db', include: [onDatabase] } },
    ],
  },
});
