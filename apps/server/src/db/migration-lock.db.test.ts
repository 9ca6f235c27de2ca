import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';
import { createThrowawayPostgres, testEngine } from '../test-support/test-database';
import journal from '../../drizzle/meta/_journal.json' with { type: 'json' };

const PROCESSES = 5;

/**
 * Servers and workers starting together on a fresh PostgreSQL each migrate it at start-up. Each
 * migrator here has its own pool, as a process would; all of them must succeed and every
 * migration must be applied once. (PGlite opens in one process only.)
 */
describe.runIf(testEngine === 'postgres')('migrating from several processes at once', () => {
  let throwaway: { url: string; drop(): Promise<void> };
  const handles: Database[] = [];

  beforeAll(async () => {
    throwaway = await createThrowawayPostgres(process.env.DATABASE_URL as string);
    for (let n = 0; n < PROCESSES; n++) {
      handles.push(await openDatabase({ kind: 'postgres', url: throwaway.url, poolMax: 2 }));
    }
  });
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    await throwaway?.drop();
  });

  it('applies the schema once, and every migrator succeeds', async () => {
    const results = await Promise.allSettled(handles.map((handle) => handle.migrate()));
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    const { rows } = await handles[0]!.db.execute<{ hash: string }>(
      sql`select hash from drizzle.__drizzle_migrations`,
    );
    expect(rows).toHaveLength(journal.entries.length);
    // Applied, not just recorded: the newest migration's table answers.
    await handles[0]!.db.execute(sql`select count(*) from generated_videos`);
  });
});
