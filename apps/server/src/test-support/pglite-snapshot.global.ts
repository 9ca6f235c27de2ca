import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedPgliteSnapshot } from '../db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory (a tarball) that each test database starts from. */
    pgliteSnapshotFile: string;
  }
}

/**
 * Vitest global setup of the PGlite suites: migrates one embedded database per run and dumps it,
 * so each test file's database loads the dump instead of being created and migrated afresh.
 */
export default async function setup(project: TestProject) {
  const file = path.join(os.tmpdir(), `frameshop-test-pglite-${process.pid}.tar`);
  fs.writeFileSync(file, Buffer.from(await (await migratedPgliteSnapshot()).arrayBuffer()));
  project.provide('pgliteSnapshotFile', file);
  return () => fs.rmSync(file, { force: true });
}
