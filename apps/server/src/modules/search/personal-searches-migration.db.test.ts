import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textArray } from '../../db/sql-values';
import { migrationsBefore } from '../../test-support/migrations-before';
import {
  createTestDatabase,
  testEngine,
  type TestDatabase,
} from '../../test-support/test-database';
import {
  PERSONAL_SEARCHES,
  PERSONAL_SEARCHES_BY_0031,
  SEARCHES_KEPT,
} from './personal-query-examples';

/**
 * The migrations that erase the personal data the search log kept before it left it out: 0031
 * by the rule of its day, 0044 the spellings learned since (and what 0031 erased, kept since).
 */
const ERASING_MIGRATIONS = [
  ['0031_search_left_out', PERSONAL_SEARCHES_BY_0031],
  ['0044_api_key_spends_and_spelled_searches', PERSONAL_SEARCHES],
] as const;

/**
 * A store whose search log kept every search word for word: migrating it erases those that look
 * like personal data, by the rule the log applied then, and counts them as left out on their day.
 */
describe.each(ERASING_MIGRATIONS)(
  `erasing the personal data searched before (%s) on ${testEngine}`,
  (migration, personal) => {
    let database: TestDatabase;
    let folder: string;
    const examples = [...personal, ...SEARCHES_KEPT];

    beforeAll(async () => {
      folder = migrationsBefore(migration);
      database = await createTestDatabase({ migrationsFolder: folder });
      // Each example searched twice on 1 March and once on 2 March.
      await database.db.execute(sql`
      insert into search_query_days (day, kind, query, searches, results)
      select day::date, 'video', query, searches, 0
      from unnest(${textArray(examples)}) as q(query),
        (values ('2026-03-01', 2), ('2026-03-02', 1)) as d(day, searches)`);
      await database.migrate();
    });
    afterAll(async () => {
      await database?.close();
      fs.rmSync(folder, { recursive: true, force: true });
    });

    it('erases the searches the log now leaves out, and keeps the others', async () => {
      const { rows } = await database.db.execute<{ query: string }>(
        sql`select distinct query from search_query_days`,
      );
      expect(rows.map((row) => row.query).sort()).toEqual([...SEARCHES_KEPT].sort());
    });

    it('counts the erased searches as left out, per day', async () => {
      const { rows } = await database.db.execute<{ day: string; searches: number }>(
        sql`select day::text as day, searches from search_left_out_days order by day`,
      );
      expect(rows).toEqual([
        { day: '2026-03-01', searches: 2 * personal.length },
        { day: '2026-03-02', searches: personal.length },
      ]);
    });
  },
);
