import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  type TestDatabase,
  testEngine,
} from '../../test-support/test-database';
import { REFINE_MS, SearchLog } from './search-log';

describe(`the search log's counts, on ${testEngine}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database?.close());

  const dayCounts = async () => {
    const { rows } = await database.db.execute<{ day: string; query: string; searches: number }>(
      sql`select day::text as day, query, searches from search_query_days order by day, query`,
    );
    return rows;
  };
  const leftOutCounts = async () => {
    const { rows } = await database.db.execute<{ day: string; searches: number }>(
      sql`select day::text as day, searches from search_left_out_days order by day`,
    );
    return rows;
  };

  it('adds up thousands of searches per query and day of the store, across its midnight', async () => {
    // Nepal is 5 h 45 min ahead of UTC: its midnight falls at 18:15 UTC, inside a UTC hour.
    const midnight = Date.parse('2026-03-01T18:15:00Z');
    let now = midnight - 90_000;
    const log = new SearchLog({ db: database.db, timeZone: 'Asia/Kathmandu', now: () => now });
    // 3,000 visitors before midnight and 2,000 after, each a search typed out: 1,500 and 1,000 of
    // each query, and one search in ten that looked like an email.
    for (let visitor = 0; visitor < 5_000; visitor += 1) {
      now = visitor < 3_000 ? midnight - 60_000 + visitor * 10 : midnight + visitor * 10;
      const query = visitor % 10 === 0 ? `visitor${visitor}@example.com` : `q${visitor % 2}`;
      log.searched(`10.9.${Math.floor(visitor / 250)}.${visitor % 250}`, 'video', query);
    }
    now += REFINE_MS;
    await log.flush();

    expect(await dayCounts()).toEqual([
      { day: '2026-03-01', query: 'q0', searches: 1_200 },
      { day: '2026-03-01', query: 'q1', searches: 1_500 },
      { day: '2026-03-02', query: 'q0', searches: 800 },
      { day: '2026-03-02', query: 'q1', searches: 1_000 },
    ]);
    expect(await leftOutCounts()).toEqual([
      { day: '2026-03-01', searches: 300 },
      { day: '2026-03-02', searches: 200 },
    ]);
  });

  it('keeps what it could not write for the next flush, and adds what came meanwhile', async () => {
    await database.db.execute(sql`delete from search_query_days`);
    let now = Date.parse('2026-05-10T10:00:00Z');
    const failing = {
      execute: () => Promise.reject(new Error('the database is away')),
    } as unknown as TestDatabase['db'];
    const deps = { db: failing, timeZone: 'UTC', now: () => now };
    const log = new SearchLog(deps);
    for (let visitor = 0; visitor < 40; visitor += 1)
      log.searched(`10.8.0.${visitor}`, 'image', 'logo');
    now += REFINE_MS;
    await expect(log.flush()).rejects.toThrow('the database is away');

    for (let visitor = 0; visitor < 2; visitor += 1)
      log.searched(`10.8.1.${visitor}`, 'image', 'logo');
    now += REFINE_MS;
    deps.db = database.db;
    await log.flush();
    expect(await dayCounts()).toEqual([{ day: '2026-05-10', query: 'logo', searches: 42 }]);
  });
});
