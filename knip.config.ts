import type { KnipConfig } from 'knip';

/**
 * Dead code (`npx knip`, run by `npm run test:quick`): files nothing reaches, exports nothing
 * imports, dependencies nothing uses. What reaches code is listed here: each workspace's entry
 * points beside the ones Knip finds itself in the tools' configurations (Vite, Vitest, Playwright,
 * drizzle-kit) and the package.json scripts. Tests, benchmarks and the end-to-end journeys count
 * as users, so an export a test needs is not dead. A new process entry (a CLI, a script a test
 * starts as a child) goes in its workspace's `entry`.
 */
const config: KnipConfig = {
  // An export used where it is declared is over-exported at worst, not dead.
  ignoreExportsUsedInFile: true,
  // Called by name from code (execFile), not imported: the system's tools.
  ignoreBinaries: ['ffmpeg', 'ffprobe'],
  workspaces: {
    '.': {
      entry: ['scripts/*.mjs', 'bench/*.ts'],
      project: ['scripts/**/*.mjs', 'bench/**/*.ts', 'eslint/**/*.js'],
      // Run as programs from node_modules/.bin (bench/support/autocannon.ts; the API document's
      // linters in scripts/test.mjs).
      ignoreDependencies: ['autocannon', '@redocly/cli', '@stoplight/spectral-cli'],
    },
    'packages/contract': {
      project: ['src/**/*.ts'],
      // Only the store's own apps import the contract: what none of them uses is dead too.
      includeEntryExports: true,
    },
    'packages/scene-renderer': {
      project: ['src/**/*.ts'],
      includeEntryExports: true,
      // The fonts' files are named as module paths and resolved at run time (bundled-fonts.ts).
      ignoreDependencies: ['@expo-google-fonts/.+'],
    },
    'apps/server': {
      entry: [
        'src/{server,worker,seed,admin-cli,catalogue-cli,doctor-cli,migrate-store-cli}.ts',
        // Run by `npm test` after the server suites (scripts/test.mjs).
        'src/api-document-check.ts',
        'src/cluster/{cluster,chaos}-run.ts',
        'src/fuzz/main.ts',
        // Started as a child process by its test.
        'src/jobs/test-support/run-one-job.ts',
        // The PostgreSQL project's set-up, configured only when DATABASE_URL is set.
        'src/test-support/postgres-template.global.ts',
        'src/test-support/no-overlapping-queries.ts',
        // The PDF worker thread's entry, started by its address (invoice-pdfs.ts).
        'src/modules/invoices/invoice-pdf-worker.mjs',
      ],
      project: ['src/**/*.{ts,mjs}'],
      // The logger's transport in development, named in its options (app.ts).
      ignoreDependencies: ['pino-pretty'],
    },
    'apps/web': {
      project: ['src/**/*.{ts,tsx,css}'],
    },
    e2e: {
      project: ['**/*.ts'],
    },
  },
};

export default config;
