import fs from 'node:fs';
import path from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import journal from '../../drizzle/meta/_journal.json' with { type: 'json' };
import { MIGRATIONS_FOLDER } from './database';
import * as schema from './schema';

// drizzle-kit's API puts an enumerable `random` on Array.prototype. The server's test files share
// their worker's globals (`isolate: false`): every `for…in` over an array after this file would
// meet it, and pdf.js refuses to load beside it. It stays, out of such loops.
Object.defineProperty(Array.prototype, 'random', { enumerable: false });

type Snapshot = Parameters<typeof generateMigration>[0];

const snapshotOf = (idx: number): Snapshot =>
  JSON.parse(
    fs.readFileSync(
      path.join(MIGRATIONS_FOLDER, 'meta', `${String(idx).padStart(4, '0')}_snapshot.json`),
      'utf8',
    ),
  ) as Snapshot;

/**
 * `npx drizzle-kit generate` diffs the schema against the last migration's snapshot: a missing or
 * stale snapshot makes a newcomer's first migration carry (or prompt about) changes that shipped
 * long ago. These are the checks generate relies on, made without its prompts.
 */
describe('the migrations and the schema', () => {
  it('has a snapshot for every migration, each following the one before', () => {
    let previousId: string | undefined;
    for (const entry of journal.entries) {
      const snapshot = snapshotOf(entry.idx);
      if (previousId) expect(snapshot.prevId, entry.tag).toBe(previousId);
      previousId = snapshot.id;
    }
  });

  it('numbers and dates the migrations in the order they run', () => {
    // The migrator applies a migration whose date is later than the last one applied: a date out
    // of order would be skipped by a database that already has the one after it.
    const entries = journal.entries;
    for (let i = 1; i < entries.length; i++) {
      expect(entries[i]!.when, entries[i]!.tag).toBeGreaterThan(entries[i - 1]!.when);
      expect(entries[i]!.idx, entries[i]!.tag).toBeGreaterThan(entries[i - 1]!.idx);
    }
    for (const entry of entries) {
      expect(entry.tag.slice(0, 4)).toBe(String(entry.idx).padStart(4, '0'));
    }
  });

  it('generates nothing from an unchanged schema', async () => {
    const last = snapshotOf(journal.entries.at(-1)!.idx);
    const current = generateDrizzleJson(schema, last.id);
    expect(await generateMigration(last, current)).toEqual([]);
  });
});
