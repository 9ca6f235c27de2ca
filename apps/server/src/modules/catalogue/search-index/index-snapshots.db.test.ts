import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchPlanner } from '../../search';
import { namedTemplate } from '../../../test-support/search-catalogue';
import { searchCatalogueDatabase } from '../../../test-support/search-catalogue-database';
import {
  createTestDatabase,
  testEngine,
  type TestDatabase,
} from '../../../test-support/test-database';
import { countRecordedSales, insertTemplates, searchTextOf } from '../catalogue.repository';
import { foundTemplatesOf } from './found-templates';
import { encodeSnapshot, openSnapshot } from './index-snapshot-format';
import { IndexSnapshots } from './index-snapshots';
import { LiveSearchIndex } from './live-search-index';
import { namesHoldingEveryWord } from './suggested-names';

const CATALOGUE = 300;

/**
 * The search index's snapshot on disk (ADR 58): written after a load, read at boot and brought
 * current by one read of changes (a template saved, one taken off sale, a sale, made after it
 * was written), answering as an index loaded from the database; a file damaged or cut short,
 * another database's, or one this database does not hold the row of (restored to before it),
 * is refused with a line that says why, and the load reads the database.
 */
describe(`the search index's snapshot on disk on ${testEngine}`, () => {
  let database: TestDatabase;
  let planner: SearchPlanner;
  let dir: string;

  beforeAll(async () => {
    ({ database, planner } = await searchCatalogueDatabase(CATALOGUE));
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-search-snapshots-'));
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The lines the snapshots wrote, each with what it said. */
  const logged: { level: string; fields: object; message: string }[] = [];
  const log = {
    info: (fields: object, message: string) => logged.push({ level: 'info', fields, message }),
    warn: (fields: object, message: string) => logged.push({ level: 'warn', fields, message }),
  };
  /** A process's index: its load at boot, with the snapshots of `folder` (none without). */
  const booted = async (folder?: string, db = database.db) => {
    const live = new LiveSearchIndex(db, {
      snapshots: folder ? new IndexSnapshots(db, folder, log) : undefined,
    });
    await live.load();
    return live;
  };
  /** Boots a process that loads from the database and writes its snapshot into `folder`. */
  const written = async (folder: string, db = database.db) => {
    const live = await booted(folder, db);
    expect(live.fromSnapshot).toBe(false);
    await live.snapshotWrite;
    const files = fs.readdirSync(folder).filter((file) => file.endsWith('.snapshot'));
    expect(files).toHaveLength(1);
    // Readable by the store's user alone, in a folder only it may open.
    expect(fs.statSync(folder).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(folder, files[0]!)).mode & 0o777).toBe(0o600);
    return path.join(folder, files[0]!);
  };

  /** What searches of every path find, with counts, orders, positions and suggested names. */
  const answersOf = async (live: LiveSearchIndex) => {
    const { index, synonymsVersion } = await live.current();
    const lexicon = await planner.lexiconOf(index.vocabulary, index.vocabularyVersion);
    const answers = [];
    for (const q of SEARCHES) {
      const plan = await planner.plan(q, { lexicon, synonymsVersion });
      const found = foundTemplatesOf(index, plan);
      for (const kind of ['video', 'image', 'direct-sell'] as const) {
        const scope = { kind, indianPrices: false };
        answers.push({
          q,
          kind,
          count: found.count(scope),
          relevance: found
            .ranked(scope, { sort: 'relevance', count: 20 })
            .map(({ template, position }) => [template.id, template.popularity, ...position]),
          popular: found
            .ranked(scope, { sort: 'popularity', count: 20 })
            .map(({ template }) => template.id),
          names: namesHoldingEveryWord(index, plan, kind, 5).map(({ id }) => id),
        });
      }
    }
    return answers;
  };
  /** Words, two words, a beginning, a typo, a substring, the words the writes below touch. */
  const SEARCHES = [
    'birthday',
    'golden wedding',
    'intro',
    'birthdy',
    'real estate',
    'ay count',
    'quokkaish',
    'wombatish',
    'numbatish lantern',
  ];

  it('boots from it, brought current by the changes made since, as a load from the database', async () => {
    const { db } = database;
    const [saved, removed, sold] = await insertTemplates(db, [
      namedTemplate('Wombatish Lantern', 1),
      namedTemplate('Numbatish Lantern', 2),
      namedTemplate('Numbatish Lantern Night', 3),
    ]);
    const folder = path.join(dir, 'boot');
    await written(folder);

    // After the snapshot: an owner's save with a new word, a template taken off sale, a sale,
    // and a template added.
    const name = 'Quokkaish Lantern';
    const description = `${name} for every occasion.`;
    await db.execute(
      sql`update templates set name = ${name}, description = ${description},
        search_text = ${searchTextOf({ name, description, categories: [] })}
        where id = ${saved!.id}`,
    );
    await db.execute(sql`update templates set status = 'draft' where id = ${removed!.id}`);
    await db.execute(
      sql`insert into template_sales (day, template_id, count) values (current_date, ${sold!.id}, 40)`,
    );
    await countRecordedSales(db);
    const [added] = await insertTemplates(db, [namedTemplate('Wombatish Numbatish', 5)]);

    const restarted = await booted(folder);
    expect(restarted.fromSnapshot).toBe(true);
    const loaded = await booted();
    expect(loaded.reads.templatesIndexed).toBeGreaterThan(CATALOGUE);
    const answers = await answersOf(restarted);
    expect(answers).toEqual(await answersOf(loaded));
    // Only what changed since was read and put, at boot and after: not the catalogue again.
    expect(restarted.reads.templatesIndexed).toBeLessThanOrEqual(3);
    const idsOf = (q: string) => answers.find((answer) => answer.q === q)!.relevance.flat();
    expect(idsOf('quokkaish')).toContain(saved!.id);
    expect(idsOf('numbatish lantern')).not.toContain(removed!.id);
    expect(idsOf('wombatish')).toContain(added!.id);
    const { index } = await restarted.current();
    expect(index.template(index.slotOf(sold!.id)!)!.popularity).toBe(43);

    // Later reads go on from the snapshot's read: a change after the boot is seen.
    await db.execute(sql`update templates set status = 'published' where id = ${removed!.id}`);
    expect((await answersOf(restarted)).find((a) => a.q === 'numbatish lantern')).toEqual(
      (await answersOf(await booted())).find((a) => a.q === 'numbatish lantern'),
    );
  });

  it('removes what a process killed while writing left, and nothing being written', async () => {
    const folder = path.join(dir, 'killed');
    fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
    const left = path.join(folder, 'search-index-left.snapshot.1234.abcd.tmp');
    const writing = path.join(folder, 'search-index-writing.snapshot.5678.ef01.tmp');
    fs.writeFileSync(left, 'half a snapshot');
    fs.writeFileSync(writing, 'a snapshot on its way');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    fs.utimesSync(left, twoHoursAgo, twoHoursAgo);
    await written(folder);
    expect(fs.existsSync(left)).toBe(false);
    expect(fs.existsSync(writing)).toBe(true);
  });

  it('is written whole when two processes sharing the folder write at once', async () => {
    const folder = path.join(dir, 'shared');
    const processes = await Promise.all([booted(folder), booted(folder), booted(folder)]);
    await Promise.all(processes.map((live) => live.snapshotWrite));
    // One file in place, no other process's half-written one left beside it.
    expect(fs.readdirSync(folder).filter((file) => !file.endsWith('.snapshot'))).toEqual([]);
    const restarted = await booted(folder);
    expect(restarted.fromSnapshot).toBe(true);
    expect(await answersOf(restarted)).toEqual(await answersOf(processes[0]!));
  });

  it('is refused damaged or cut short, and the load reads the database', async () => {
    const folder = path.join(dir, 'damaged');
    const file = await written(folder);
    const whole = fs.readFileSync(file);
    const expected = await answersOf(await booted());

    const damaged = Buffer.from(whole);
    damaged[Math.floor(damaged.length / 3)]! ^= 0x40;
    for (const bytes of [damaged, whole.subarray(0, whole.length - 4096)]) {
      fs.writeFileSync(file, bytes);
      logged.length = 0;
      const live = await booted(folder);
      expect(live.fromSnapshot).toBe(false);
      expect(await answersOf(live)).toEqual(expected);
      expect(logged.find(({ level }) => level === 'warn')!.fields).toEqual({
        reason: expect.stringMatching(/^unreadable: /) as unknown,
      });
      // Loaded from the database, it writes a snapshot of its own over the file: let it finish
      // before the next bytes are put there (else the rename may come after them).
      await live.snapshotWrite;
    }
  });

  it("is refused when this database's counter is behind its watermark (a restore)", async () => {
    const folder = path.join(dir, 'behind');
    const file = await written(folder);
    const expected = await answersOf(await booted());
    // The same database's index, its watermark past this database's counter and its row held:
    // as a database restored into a cluster whose counter is behind the one it was written from.
    const { header } = await openSnapshot(fs.readFileSync(file));
    const { index } = await (await booted()).current();
    const ahead = { ...header, id: randomUUID(), window: { until: '999999999999', running: [] } };
    const source = index.snapshotSource();
    try {
      fs.writeFileSync(file, Buffer.concat((await encodeSnapshot(source, ahead)).chunks));
    } finally {
      source.release();
    }
    await database.db.execute(
      sql`insert into search_index_snapshots (id) values (${ahead.id}::uuid)`,
    );
    logged.length = 0;
    const restored = await booted(folder);
    expect(restored.fromSnapshot).toBe(false);
    expect(await answersOf(restored)).toEqual(expected);
    expect(logged.find(({ level }) => level === 'warn')!.fields).toEqual({
      reason: expect.stringContaining('behind its watermark') as unknown,
    });
    await restored.snapshotWrite;
  });

  it("is refused for another database's, or one this database has no row of (a restore)", async () => {
    const folder = path.join(dir, 'foreign');
    const file = await written(folder);
    const own = fs.readFileSync(file);
    const expected = await answersOf(await booted());

    // Another store's database, its snapshot put where this one's is.
    const other = await createTestDatabase();
    try {
      await insertTemplates(other.db, [namedTemplate('Wombatish Elsewhere', 1)]);
      const otherFolder = path.join(dir, 'other');
      const otherFile = await written(otherFolder, other.db);
      fs.copyFileSync(otherFile, file);
      logged.length = 0;
      const live = await booted(folder);
      expect(live.fromSnapshot).toBe(false);
      expect(await answersOf(live)).toEqual(expected);
      const { reason } = logged.find(({ level }) => level === 'warn')!.fields as { reason: string };
      expect(reason).toMatch(/another database|does not hold its row/);
      // Its own snapshot, written after its load, is in place before this one is put back.
      await live.snapshotWrite;
    } finally {
      await other.close();
    }

    // This database's own snapshot, the database restored to before it was written: no row.
    fs.writeFileSync(file, own);
    expect((await booted(folder)).fromSnapshot).toBe(true);
    await database.db.execute(sql`delete from search_index_snapshots`);
    logged.length = 0;
    const restored = await booted(folder);
    expect(restored.fromSnapshot).toBe(false);
    expect(await answersOf(restored)).toEqual(expected);
    expect(logged.find(({ level }) => level === 'warn')!.fields).toEqual({
      reason: expect.stringContaining('does not hold its row') as unknown,
    });
    // A snapshot whose watermark is ahead of this database's counter (written from a cluster
    // further on) gets no row, so its file is never put in place.
    const { index } = await restored.current();
    // (The load from the database wrote a snapshot of its own: taken away.)
    await restored.snapshotWrite;
    fs.rmSync(file);
    const snapshots = new IndexSnapshots(database.db, folder, log);
    await snapshots.write(
      () => ({ index, window: { until: '999999999999', running: [] } }),
      () => true,
    );
    expect(fs.readdirSync(folder)).toEqual([]);
    // No line names a template, a search or a person: reasons and counts only.
    expect(JSON.stringify(logged)).not.toMatch(/wombatish|lantern/i);
  });
});
