import { defineConfig } from 'vitest/config';

/** Tests that run the store on a database: its suites, the app itself, and real server processes. */
const needsDatabase = ['src/**/*.db.test.ts', 'src/**/*.app.test.ts', 'src/**/*.process.test.ts'];

/** Error bodies compared whole ignore their per-request `requestId` (see the file). */
const errorBodyEquality = 'src/test-support/error-body-equality.ts';

/**
 * Three projects: the unit tests (no database, no server; `npm run test:quick` runs these), every
 * test that needs a database on the embedded PGlite, and the database suites (`*.db.test.ts`) a
 * second time on real PostgreSQL when DATABASE_URL is set, each file in its own throwaway database.
 * Each database starts as a copy of one migrated per run (the projects' global setup).
 */
const postgresProject = process.env.DATABASE_URL
  ? [
      {
        extends: true as const,
        test: {
          name: 'server-postgres',
          include: ['src/**/*.db.test.ts'],
          env: { TEST_DATABASE: 'postgres' },
          globalSetup: ['src/test-support/postgres-template.global.ts'],
          setupFiles: [errorBodyEquality, 'src/test-support/no-overlapping-queries.ts'],
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A retry would hide a race, and none is expected: the summary of `npm test` names any test that
    // needed one. CI keeps one try more, so a rare loss to a loaded machine is reported, not fatal.
    retry: process.env.CI ? 1 : 0,
    // Many files wait on child processes, ffmpeg and timers, so two at a time keep two cores busy
    // (Vitest's default, one less than the cores, is one at a time); three only contend (ADR 24).
    maxWorkers: 2,
    // Files share their worker's modules: the server is imported once per worker, not per file.
    isolate: false,
    projects: [
      {
        extends: true as const,
        test: {
          name: 'server-unit',
          include: ['src/**/*.test.ts'],
          exclude: needsDatabase,
          setupFiles: [errorBodyEquality],
        },
      },
      {
        extends: true as const,
        test: {
          name: 'server-pglite',
          include: needsDatabase,
          env: { TEST_DATABASE: 'pglite' },
          globalSetup: ['src/test-support/pglite-snapshot.global.ts'],
          setupFiles: [errorBodyEquality],
        },
      },
      ...postgresProject,
    ],
  },
});
