import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { encodeSnapshot, openSnapshot, type SnapshotHeader } from './index-snapshot-format';
import { SearchIndex } from './search-index';
import { UnreadableSnapshot } from './snapshot-columns';

/** Where a read of changes starts: the last read's snapshot (`LiveSearchIndex`). */
export interface ReadWindow {
  until: string;
  running: string[];
}

/** What the index says of its snapshots: one line each, with no template's text or person's data. */
export interface SnapshotLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

/** Rows of snapshots older than this are deleted as a new one is written (and theirs refused). */
const ROWS_KEPT_DAYS = 30;

/**
 * A file being written is renamed or removed within seconds; one older than this was left by a
 * process killed while it wrote (tens of megabytes each), and the next write removes it.
 */
const STALE_TEMPORARY_MS = 60 * 60_000;

/** The files of `dir` a killed process left half-written. */
async function removeStaleTemporaries(dir: string): Promise<void> {
  const staleBefore = Date.now() - STALE_TEMPORARY_MS;
  for (const name of await fs.readdir(dir)) {
    if (!name.endsWith('.tmp')) continue;
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => undefined);
    if (stat && stat.mtimeMs < staleBefore) await fs.rm(file, { force: true });
  }
}

/**
 * The search index's snapshots on disk for one database (ADR 58), in `dir`: one file a database,
 * named by its identity, so that stores sharing the folder never read or replace each other's.
 *
 * A snapshot is read at boot, and used only when every check passes; else the load reads the
 * whole catalogue, as without one, and a line says why:
 * - its format is this one and its CRC matches (not cut short or damaged);
 * - it was written from this database (its cluster's system identifier, the database's oid and
 *   name);
 * - this database holds its row in `search_index_snapshots`: a database restored to a moment
 *   before the snapshot was written, or moved from one that is not this, does not, and so never
 *   serves an index of changes it does not have;
 * - this database's counter is not behind its watermark: every write from now on is stamped
 *   within the window the read of changes at boot reads (after a restore into a cluster further
 *   back, a write would be stamped below it and missed).
 * What holds these: the row commits after the watermark's read, so a database with the row holds
 * every change the snapshot holds, and every change after it is stamped from the watermark on.
 *
 * Written atomically (a file of its own, then renamed over the last), so processes sharing the
 * folder replace each other's snapshots whole; one write at a time in a process.
 */
export class IndexSnapshots {
  private writing: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly dir: string,
    private readonly log: SnapshotLog,
  ) {}

  /**
   * The index of this database's snapshot and the window it is current up to, or undefined
   * (none, or refused: the line says why).
   */
  async read(): Promise<{ index: SearchIndex; window: ReadWindow } | undefined> {
    const started = performance.now();
    const identity = await this.identity();
    const file = this.fileOf(identity.database);
    let bytes: Buffer;
    try {
      bytes = await fs.readFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') this.refused(String(error));
      return undefined;
    }
    try {
      const { header, parts: partsOf } = await openSnapshot(bytes);
      const refusal = await this.refusalOf(header, identity);
      if (refusal) return this.refused(refusal);
      const parts = await partsOf();
      this.log.info(
        {
          templates: parts.slotOfId.size,
          bytes: bytes.length,
          ms: Math.round(performance.now() - started),
        },
        'search index: read from its snapshot on disk',
      );
      return { index: new SearchIndex(parts), window: header.window };
    } catch (error) {
      // Whatever fails here, the load from the database is still there to fall back on.
      const unreadable = error instanceof UnreadableSnapshot || error instanceof SyntaxError;
      return this.refused(unreadable ? `unreadable: ${error.message}` : String(error));
    }
  }

  /**
   * Writes a snapshot of the index `current` gives, in slices, unless one is being written. Its
   * watermark is the window `current` gives with it, in the same turn as the index's watch of
   * writes begins (`SearchIndex.snapshotSource`). `stillCurrent` says, before the row is written,
   * whether the index is still of this database (not loaded again after a move meanwhile).
   */
  write(
    current: () => { index: SearchIndex; window: ReadWindow },
    stillCurrent: () => boolean,
  ): Promise<void> {
    this.writing ??= this.written(current, stillCurrent).finally(() => {
      this.writing = undefined;
    });
    return this.writing;
  }

  private async written(
    current: () => { index: SearchIndex; window: ReadWindow },
    stillCurrent: () => boolean,
  ): Promise<void> {
    const started = performance.now();
    const { database } = await this.identity();
    const { index, window } = current();
    const header: SnapshotHeader = {
      database,
      id: randomUUID(),
      window,
      writtenAt: new Date().toISOString(),
    };
    const source = index.snapshotSource();
    let encoded;
    try {
      encoded = await encodeSnapshot(source, header);
    } finally {
      source.release();
    }
    // The store's user alone: on PostgreSQL the default folder is in the machine's shared temp,
    // where no other user of the machine should read the files or put one beside them.
    await fs.mkdir(this.dir, { recursive: true, mode: 0o700 });
    await removeStaleTemporaries(this.dir);
    const file = this.fileOf(database);
    // A name of its own: processes sharing the folder never write into each other's files.
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      const handle = await fs.open(temporary, 'w', 0o600);
      try {
        for (const chunk of encoded.chunks) await handle.write(chunk);
        await handle.sync();
      } finally {
        await handle.close();
      }
      if (!stillCurrent()) return;
      // The row first, then the file in place: a snapshot on disk always has its row.
      const recorded = await this.record(header);
      if (!recorded) return;
      await fs.rename(temporary, file);
    } finally {
      await fs.rm(temporary, { force: true });
    }
    this.log.info(
      {
        bytes: encoded.bytes,
        templates: index.size,
        ms: Math.round(performance.now() - started),
      },
      'search index: snapshot written to disk',
    );
  }

  /** The snapshot being written, if one is (for tests and the bench). */
  get pending(): Promise<void> | undefined {
    return this.writing;
  }

  /**
   * The snapshot's row, unless this database's counter is behind its watermark (the process was
   * moved to another database while it was written); the rows of old snapshots deleted.
   */
  private async record(header: SnapshotHeader): Promise<boolean> {
    const { rows } = await this.db.execute<{ id: string }>(sql`
      insert into search_index_snapshots (id)
        select ${header.id}::uuid
        where pg_snapshot_xmax(pg_current_snapshot()) >= ${header.window.until}::xid8
        returning id`);
    await this.db.execute(sql`
      delete from search_index_snapshots
        where written_at < now() - make_interval(days => ${ROWS_KEPT_DAYS})`);
    return rows.length > 0;
  }

  /** Why this database may not use the snapshot, or undefined. */
  private async refusalOf(
    header: SnapshotHeader,
    identity: { database: string },
  ): Promise<string | undefined> {
    if (header.database !== identity.database) return 'written from another database';
    const { rows } = await this.db.execute<{ recorded: boolean; behind: boolean }>(sql`
      select exists (select from search_index_snapshots where id = ${header.id}::uuid) as recorded,
        pg_snapshot_xmax(pg_current_snapshot()) < ${header.window.until}::xid8 as behind`);
    const [{ recorded, behind }] = rows as [{ recorded: boolean; behind: boolean }];
    if (!recorded) {
      return 'this database does not hold its row (another database, or restored to before it)';
    }
    if (behind) return "this database's transactions are behind its watermark (a restore)";
    return undefined;
  }

  /** A write that failed: said in the log; the next one due tries again. */
  failed(error: unknown): void {
    this.log.warn({ err: error }, 'search index: snapshot not written');
  }

  private refused(reason: string): undefined {
    this.log.warn({ reason }, 'search index: snapshot on disk not used; loading from the database');
    return undefined;
  }

  /**
   * The database's identity: its cluster's system identifier (where the role may read it; empty
   * else), its oid and its name, hashed into the snapshot's file name.
   */
  private async identity(): Promise<{ database: string }> {
    let system = '';
    try {
      const { rows } = await this.db.execute<{ system: string }>(
        sql`select system_identifier::text as system from pg_control_system()`,
      );
      system = rows[0]?.system ?? '';
    } catch {
      // A role without the right reads no identifier: the database's oid and name still tell.
    }
    const { rows } = await this.db.execute<{ oid: string; name: string }>(sql`
      select oid::text, datname as name from pg_database where datname = current_database()`);
    const [{ oid, name }] = rows as [{ oid: string; name: string }];
    return {
      database: createHash('sha256').update(`${system}\u0000${oid}\u0000${name}`).digest('hex'),
    };
  }

  private fileOf(database: string): string {
    return path.join(this.dir, `search-index-${database.slice(0, 24)}.snapshot`);
  }
}
