import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngine, type TestDatabase } from '../test-support/test-database';

/** A migrations folder in drizzle-kit's layout with one real migration, to exercise the runner. */
function writeProbeMigrations(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-migrations-'));
  fs.mkdirSync(path.join(folder, 'meta'));
  fs.writeFileSync(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({
      version: '7',
      dialect: 'postgresql',
      entries: [
        { idx: 0, version: '7', when: 1_700_000_000_000, tag: '0000_probe', breakpoints: true },
      ],
    }),
  );
  fs.writeFileSync(
    path.join(folder, '0000_probe.sql'),
    'CREATE TABLE "probe" ("id" serial PRIMARY KEY, "name" text NOT NULL);',
  );
  return folder;
}

describe(`database on ${testEngine}`, () => {
  let database: TestDatabase;
  let folder: string;

  beforeAll(async () => {
    folder = writeProbeMigrations();
    database = await createTestDatabase({ migrationsFolder: folder });
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('answers a ping', async () => {
    await expect(database.ping()).resolves.toBeUndefined();
  });

  it('applies migrations once, and a second run is a no-op', async () => {
    await database.db.execute(sql`insert into probe (name) values ('kept')`);
    await database.migrate(folder);
    const rows = await database.db.execute<{ name: string }>(sql`select name from probe`);
    expect(rows.rows.map((row) => row.name)).toEqual(['kept']);
  });

  it('applies the shipped migrations', async () => {
    await expect(database.migrate()).resolves.toBeUndefined();
  });

  it('rolls back a failed transaction and stays usable afterwards', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into probe (name) values ('rolled back')`);
        await tx.execute(sql`select * from no_such_table`);
      }),
    ).rejects.toThrow();
    const rows = await database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from probe where name = 'rolled back'`,
    );
    expect(rows.rows[0]?.count).toBe(0);
    await expect(database.ping()).resolves.toBeUndefined();
  });
});
