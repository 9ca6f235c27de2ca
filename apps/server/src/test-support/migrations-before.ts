import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from '../db/database';
import journal from '../../drizzle/meta/_journal.json' with { type: 'json' };

/**
 * A folder of the shipped migrations up to the one before `tag`, in drizzle-kit's layout: a
 * database migrated from it holds rows as the store wrote them before `tag`, for a test of what
 * migrating them does. The caller removes the folder.
 */
export function migrationsBefore(tag: string): string {
  const entries = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag === tag),
  );
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-migrations-'));
  fs.mkdirSync(path.join(folder, 'meta'));
  fs.writeFileSync(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries }),
  );
  for (const { tag: earlier } of entries) {
    fs.copyFileSync(
      path.join(MIGRATIONS_FOLDER, `${earlier}.sql`),
      path.join(folder, `${earlier}.sql`),
    );
  }
  return folder;
}
