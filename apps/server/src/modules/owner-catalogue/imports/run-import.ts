import fs from 'node:fs/promises';
import path from 'node:path';
import { ManifestImportMessage } from '@frameshop/contract';
import type { Db } from '../../../db/database';
import type { JobLog } from '../../../jobs/job-types';
import type { MediaStorage } from '../../media';
import type { MediaLimits } from '../../uploads';
import { importManifest } from '../manifest/import-manifest';
import { countRow, findImport, updateImport } from './catalogue-imports.repository';
import { fetchStagedImport, removeStagedImport } from './import-staging';
import { checkUploadedManifest } from './uploaded-manifest';

export interface RunImportDependencies {
  db: Db;
  storage: MediaStorage;
  ffmpegPath: () => string;
  limits: MediaLimits;
  /** The folder under which each import's files are brought (`<dataDir>/tmp/catalogue-imports`). */
  dir: string;
  log: JobLog;
}

export interface RunImportPayload {
  importId: string;
  adminUserId: string | null;
  /** The admin's address, for the audit log. */
  operator: string;
  /** Its files as staged in the media store; absent, they are in `dir` on this machine. */
  files?: string[];
}

/**
 * The `import-manifest` job: applies the rows of an import received from the dashboard, counting
 * each on the import's row as it goes, then records the outcome and removes the import's files.
 * It never throws: a retry would find the files gone, so a failure is recorded instead.
 */
export async function runManifestImport(
  deps: RunImportDependencies,
  { importId, adminUserId, operator, files }: RunImportPayload,
): Promise<void> {
  const dir = path.join(deps.dir, importId);
  try {
    const current = await findImport(deps.db, importId);
    if (!current || current.state === 'finished' || current.state === 'failed') return;
    const filesThere = await (
      files ? fetchStagedImport(deps.storage, importId, files, dir) : fs.stat(dir)
    ).then(
      () => true,
      (error: unknown) => {
        if (files) deps.log.warn({ err: error, importId }, 'staged import files not fetched');
        return false;
      },
    );
    if (!filesThere) {
      await updateImport(deps.db, importId, {
        state: 'failed',
        problems: [
          ...current.problems,
          { row: 0, field: 'manifest', message: ManifestImportMessage.filesGone },
        ],
        finishedAt: new Date(),
      });
      return;
    }
    const checked = await checkUploadedManifest(dir);
    await updateImport(deps.db, importId, {
      state: 'running',
      doneRows: checked.totalRows - checked.rows.length,
      created: 0,
      updated: 0,
      unchanged: 0,
    });
    const done: Promise<void>[] = [];
    const report = await importManifest(
      {
        db: deps.db,
        storage: deps.storage,
        ffmpegPath: deps.ffmpegPath(),
        limits: deps.limits,
        operator,
        adminUserId,
      },
      checked.rows,
      (_row, outcome) => done.push(countRow(deps.db, importId, outcome)),
    );
    await Promise.all(done);
    // Gone before the outcome shows: whoever sees it finished finds nothing left behind.
    await fs.rm(dir, { recursive: true, force: true });
    await updateImport(deps.db, importId, {
      state: 'finished',
      doneRows: checked.totalRows,
      created: report.created,
      updated: report.updated,
      unchanged: report.unchanged,
      problems: [...checked.problems, ...report.problems].sort((a, b) => a.row - b.row),
      finishedAt: new Date(),
    });
  } catch (error) {
    deps.log.error({ err: error, importId }, 'manifest import failed');
    await updateImport(deps.db, importId, {
      state: 'failed',
      problems: [{ row: 0, field: 'manifest', message: ManifestImportMessage.failed }],
      finishedAt: new Date(),
    }).catch(() => {});
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
    if (files) {
      await removeStagedImport(deps.storage, importId, files).catch((error: unknown) =>
        deps.log.warn({ err: error, importId }, 'staged import files not removed'),
      );
    }
  }
}
