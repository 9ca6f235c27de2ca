import { PassThrough, Transform } from 'node:stream';
import {
  ACCOUNT_EXPORT_COOLDOWN_HOURS,
  ACCOUNT_EXPORT_KEEP_HOURS,
  ACCOUNT_EXPORT_LINK_SECONDS,
  AccountExportMessage,
  type AccountExport,
  type StartExportResponse,
} from '@frameshop/contract';
import { ZipFile } from 'yazl';
import type { Db } from '../../db/database';
import type { AccountData } from '../../db/personal-data';
import { AppError } from '../../http/app-error';
import type { JobLog, JobPayloads, JobQueue } from '../../jobs';
import { accountMediaKey, type MediaStorage } from '../media';
import {
  exportsToDelete,
  findExport,
  insertExport,
  latestExportOf,
  openExportOf,
  setExportProgress,
  updateExport,
  type ArchivesToDelete,
} from './account-export.repository';
import type { AccountExportRow } from './account-export.schema';

export interface AccountExportDependencies {
  db: Db;
  storage: MediaStorage;
  jobs: Pick<JobQueue<JobPayloads>, 'send'>;
  log: JobLog;
}

const HOUR_MS = 3600_000;

/**
 * "Export my data": a job packs everything the store holds about the person into one ZIP (the
 * data as JSON, their uploads and results as files) in private storage; the person downloads it
 * through signed links until it expires and is deleted.
 */
export class AccountExportService {
  constructor(private readonly deps: AccountExportDependencies) {}

  /**
   * One live archive per account: asking again answers the export still being made, or the ready
   * one made within ACCOUNT_EXPORT_COOLDOWN_HOURS; otherwise a new one is made, which deletes the
   * archive it replaces once it is ready (`run`). Each answer says which, in plain words.
   */
  async start(userId: string): Promise<StartExportResponse> {
    const { row, message } = await this.deps.db.transaction(async (tx) => {
      const open = await openExportOf(tx, userId);
      if (open) return { row: open, message: AccountExportMessage.stillPacking };
      const latest = await latestExportOf(tx, userId);
      if (latest && nextExportAt(latest) !== null) {
        return { row: latest, message: AccountExportMessage.stillReady };
      }
      const made = await insertExport(tx, userId);
      // Another request made one between the look and the insert: that one is the answer.
      if (!made) {
        const raced = await openExportOf(tx, userId);
        if (raced) return { row: raced, message: AccountExportMessage.stillPacking };
        throw new Error(`An export of ${userId} was neither made nor found.`);
      }
      await this.deps.jobs.send('export-account', { exportId: made.id }, { tx });
      const replacing = latest !== undefined && isLive(latest);
      return {
        row: made,
        message: replacing ? AccountExportMessage.replacing : AccountExportMessage.started,
      };
    });
    return { ...(await this.toExport(row)), message };
  }

  /** The user's newest export, for the profile's card; null when they never asked for one. */
  async latest(userId: string): Promise<{ latest: AccountExport | null }> {
    const row = await latestExportOf(this.deps.db, userId);
    return { latest: row ? await this.toExport(row) : null };
  }

  /** One of the user's exports; another's and an unknown one answer alike. */
  async status(userId: string, exportId: string): Promise<AccountExport> {
    const row = await findExport(this.deps.db, exportId);
    if (!row || row.userId !== userId) throw AppError.notFound(AccountExportMessage.notFound);
    return this.toExport(row);
  }

  /**
   * The `export-account` job. The ZIP streams into storage as it is packed, so neither the files
   * nor the archive are held in memory; progress is the share of files packed. A failure is
   * recorded on the export (the person may start another), not retried. `collect` gathers the
   * data from each module's step (the account module's `collectAccountData`, ADR 39).
   */
  async run(
    exportId: string,
    collect: (db: Db, userId: string) => Promise<AccountData>,
  ): Promise<void> {
    const { db, storage, log } = this.deps;
    const row = await findExport(db, exportId);
    if (!row || row.status === 'ready') return;
    await updateExport(db, exportId, { status: 'running', progress: 0 });
    try {
      const { data, files } = await collect(db, row.userId);
      const key = accountMediaKey('exports', row.userId, `${exportId}.zip`);
      const zip = new ZipFile();
      const document = { exportedAt: new Date().toISOString(), ...data };
      zip.addBuffer(Buffer.from(`${JSON.stringify(document, null, 2)}\n`), 'frameshop-data.json', {
        compress: false,
      });
      let packed = 0;
      for (const file of files) {
        // Opened only when the archive reaches it: one file read at a time.
        zip.addReadStreamLazy(file.path, { compress: false }, (done) => {
          storage.read(file.key).then(
            (stream) => {
              stream.once('end', () => {
                packed += 1;
                const progress = Math.min(99, Math.floor((packed / files.length) * 100));
                void setExportProgress(db, exportId, progress).catch(() => {});
              });
              done(null, stream);
            },
            // A file gone since (deleted meanwhile) is left out, not the whole export.
            () => done(null, emptyStream()),
          );
        });
      }
      zip.end();
      let bytes = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          done(null, chunk);
        },
      });
      zip.outputStream.pipe(counted);
      await storage.putStream(key, counted, { contentType: 'application/zip' });
      const now = new Date();
      await updateExport(db, exportId, {
        status: 'ready',
        progress: 100,
        storageKey: key,
        bytes,
        readyAt: now,
        expiresAt: new Date(now.getTime() + ACCOUNT_EXPORT_KEEP_HOURS * HOUR_MS),
      });
      // This one replaces the archives made before it: one live archive per account.
      await this.deleteArchives({ userId: row.userId, except: exportId });
    } catch (error) {
      log.error({ err: error, exportId }, 'an account export failed');
      await updateExport(db, exportId, {
        status: 'failed',
        failureReason: AccountExportMessage.failed,
      });
    }
  }

  /** Deletes the archives past their time, every archive of a closed account, or replaced ones. */
  async deleteArchives(which: ArchivesToDelete): Promise<number> {
    const rows = await exportsToDelete(this.deps.db, which);
    for (const row of rows) {
      if (row.storageKey) await this.deps.storage.remove(row.storageKey);
      await updateExport(this.deps.db, row.id, { storageKey: null });
    }
    return rows.length;
  }

  private async toExport(row: AccountExportRow): Promise<AccountExport> {
    const expired = row.status === 'ready' && !isLive(row);
    const fileName = `frameshop-data-${row.createdAt.toISOString().slice(0, 10)}.zip`;
    const downloadUrl =
      row.status === 'ready' && !expired && row.storageKey
        ? await this.deps.storage.signedUrl(row.storageKey, ACCOUNT_EXPORT_LINK_SECONDS, {
            fileName,
          })
        : null;
    return {
      exportId: row.id,
      status: expired ? 'expired' : row.status,
      progress: row.progress,
      createdAt: row.createdAt.toISOString(),
      readyAt: row.readyAt?.toISOString() ?? null,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      bytes: expired ? null : row.bytes,
      downloadUrl,
      fileName,
      failureReason: row.failureReason,
      nextExportAt: nextExportAt(row)?.toISOString() ?? null,
    };
  }
}

/** A ready export whose archive is still kept and not past its time. */
function isLive(row: AccountExportRow, now = new Date()): boolean {
  return (
    row.status === 'ready' &&
    row.storageKey !== null &&
    (row.expiresAt === null || row.expiresAt > now)
  );
}

/** While a live export is younger than the cooldown, when a new one may be made; else null. */
function nextExportAt(row: AccountExportRow, now = new Date()): Date | null {
  if (!isLive(row, now)) return null;
  const next = new Date(row.createdAt.getTime() + ACCOUNT_EXPORT_COOLDOWN_HOURS * HOUR_MS);
  return next > now ? next : null;
}

function emptyStream(): PassThrough {
  const stream = new PassThrough();
  stream.end();
  return stream;
}
