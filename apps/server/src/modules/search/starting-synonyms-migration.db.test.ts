import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsBefore } from '../../test-support/migrations-before';
import {
  createTestDatabase,
  testEngine,
  type TestDatabase,
} from '../../test-support/test-database';
import { listSynonyms, readSynonymsVersion, replaceSynonyms } from './search.repository';

/** The migration that gives a store the common synonyms to start with. */
const STARTING_SYNONYMS = '0032_starting_synonyms';

/**
 * A store whose owner already keeps synonyms: the starting list is for a store without any, so
 * migrating leaves the owner's own list as it is. (A new store starting with the list is
 * store-search.db.test.ts's.)
 */
describe(`the starting synonyms (${STARTING_SYNONYMS}) on ${testEngine}`, () => {
  let database: TestDatabase;
  let folder: string;
  let versionBefore: number;
  const own = [{ term: 'reno', synonym: 'renovation', twoWay: true }];

  beforeAll(async () => {
    folder = migrationsBefore(STARTING_SYNONYMS);
    database = await createTestDatabase({ migrationsFolder: folder });
    await database.db.transaction((tx) => replaceSynonyms(tx, own));
    versionBefore = await readSynonymsVersion(database.db);
    await database.migrate();
  });
  afterAll(async () => {
    await database?.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('keeps the owner’s own synonyms and adds none, and moves the words’ version', async () => {
    expect(await listSynonyms(database.db)).toEqual(own);
    expect(await readSynonymsVersion(database.db)).toBeGreaterThan(versionBefore);
  });
});
