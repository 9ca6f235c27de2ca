import { defineConfig } from 'vitest/config';

/**
 * Every server test runs on the embedded PGlite. The database suites (`*.db.test.ts`) run a second
 * time on real PostgreSQL when DATABASE_URL is set, each file in its own throwaway database.
 */
const postgresProject = process.env.DATABASE_URL
  ? [
      {
        extends: true as const,
        test: {
          name: 'server-postgres',
          include: ['src/**/*.db.test.ts'],
          env: { TEST_DATABASE: 'postgres' },
          setupFiles: ['src/test-support/no-overlapping-queries.ts'],
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // In CI, on two cores shared with every other suite, a test that races real processes, timers
    // or a render can lose to the load once. It gets one more try there; `npm test` names every
    // test that needed it under its summary, so a flaky test is seen, not hidden.
    retry: process.env.CI ? 1 : 0,
    projects: [
      {
        extends: true as const,
        test: {
          name: 'server-pglite',
          include: ['src/**/*.test.ts'],
          env: { TEST_DATABASE: 'pglite' },
        },
      },
      ...postgresProject,
    ],
  },
});
