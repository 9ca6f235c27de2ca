import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import {
  ErrorCode,
  formatMegabytes,
  MANIFEST_IMPORT_FIELDS,
  MANIFEST_MAX_BYTES,
  ManifestImportMessage,
  type CatalogueImport,
  type ManifestDryRun,
} from '@frameshop/contract';
import type { Multipart } from '@fastify/multipart';
import type { Db } from '../../../db/database';
import type { JobPayloads } from '../../../jobs/job-payloads';
import type { JobQueue } from '../../../jobs/job-queue';
import { AppError } from '../../../http/app-error';
import type { UserRow } from '../../users';
import type { MediaStorage } from '../../media';
import { asUploadError, writePart } from '../../uploads';
import type { CatalogueImportRow } from './catalogue-imports.schema';
import { findImport, insertImport, updateImport } from './catalogue-imports.repository';
import { removeStagedImport, stageImport } from './import-staging';
import {
  checkUploadedManifest,
  isPlainFileName,
  type CheckedUpload,
  manifestPathOf,
  mediaDirOf,
} from './uploaded-manifest';

export interface CatalogueImportsDependencies {
  db: Db;
  jobs: Pick<JobQueue<JobPayloads>, 'send'>;
  /** Where the files of a started import wait for its job. */
  storage: MediaStorage;
  /** The folder under which each import's files are received, one folder per import. */
  dir: string;
  /** The most bytes one import may send, the manifest and its files together. */
  maxTotalBytes: number;
}

export const importViewOf = (row: CatalogueImportRow): CatalogueImport => ({
  importId: row.id,
  state: row.state as CatalogueImport['state'],
  totalRows: row.totalRows,
  doneRows: row.doneRows,
  created: row.created,
  updated: row.updated,
  unchanged: row.unchanged,
  problems: row.problems,
});

/**
 * Manifests imported from the dashboard (ADR 25): the manifest and its files are received into a
 * folder of their own; a dry run checks them and answers every problem, a real run stores them
 * for the `import-manifest` job (which any worker may run), is recorded and handed to the job,
 * which removes the stored files when it is done.
 */
export class CatalogueImportsService {
  constructor(private readonly deps: CatalogueImportsDependencies) {}

  async start(
    admin: Pick<UserRow, 'id' | 'email'>,
    parts: AsyncIterable<Multipart>,
  ): Promise<{ dryRun: ManifestDryRun } | { started: CatalogueImport }> {
    const id = randomUUID();
    const received = await this.receiveAndStage(id, parts);
    const { checked } = received;
    if (!received.files) {
      return {
        dryRun: {
          dryRun: true,
          totalRows: checked.totalRows,
          goodRows: checked.rows.length,
          problems: checked.problems,
        },
      };
    }
    const { files } = received;
    try {
      const row = await insertImport(this.deps.db, {
        id,
        adminUserId: admin.id,
        totalRows: checked.totalRows,
        doneRows: checked.totalRows - checked.rows.length,
        problems: checked.problems,
      });
      try {
        await this.deps.jobs.send('import-manifest', {
          importId: row.id,
          adminUserId: admin.id,
          operator: admin.email,
          files,
        });
      } catch (error) {
        await updateImport(this.deps.db, row.id, { state: 'failed', finishedAt: new Date() });
        throw error;
      }
      return { started: importViewOf(row) };
    } catch (error) {
      await removeStagedImport(this.deps.storage, id, files);
      throw error;
    }
  }

  /**
   * Receives the parts into a folder of their own and checks them; a real run's files are then
   * stored for its job (`files`, in their staged order). The folder is gone when this returns:
   * the job, on whichever process, reads the stored copy.
   */
  private async receiveAndStage(
    id: string,
    parts: AsyncIterable<Multipart>,
  ): Promise<{ checked: CheckedUpload; files: string[] | null }> {
    const dir = path.join(this.deps.dir, id);
    try {
      const dryRun = await this.receive(parts, dir);
      const checked = await checkUploadedManifest(dir);
      return { checked, files: dryRun ? null : await stageImport(this.deps.storage, id, dir) };
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }

  async get(importId: string): Promise<CatalogueImport> {
    const row = await findImport(this.deps.db, importId);
    if (!row) throw AppError.notFound(ManifestImportMessage.notFound);
    return importViewOf(row);
  }

  /**
   * Streams the parts into `dir`: the manifest as `manifest`, each media file under its own name
   * (a name with a folder or ".." is refused, as is a name sent twice). Answers whether this is a
   * dry run. Each file is cut off once the manifest's limit or the import's total is passed.
   */
  private async receive(parts: AsyncIterable<Multipart>, dir: string): Promise<boolean> {
    await fs.mkdir(mediaDirOf(dir), { recursive: true });
    const total = { bytes: 0 };
    const totalRefusal = () =>
      new AppError(
        ErrorCode.PayloadTooLarge,
        413,
        ManifestImportMessage.tooLarge(formatMegabytes(this.deps.maxTotalBytes)),
      );
    let dryRun = false;
    let manifest = false;
    const names = new Set<string>();
    try {
      for await (const part of parts) {
        if (part.type === 'field') {
          if (part.fieldname === MANIFEST_IMPORT_FIELDS.dryRun) dryRun = part.value === 'true';
          continue;
        }
        if (part.fieldname === MANIFEST_IMPORT_FIELDS.manifest) {
          if (manifest) {
            part.file.resume();
            throw AppError.badRequest(ManifestImportMessage.sameFileTwice('The manifest'));
          }
          manifest = true;
          const limit = new ByteLimit(total, this.deps.maxTotalBytes, totalRefusal, {
            maxBytes: MANIFEST_MAX_BYTES,
            refusal: () =>
              new AppError(ErrorCode.PayloadTooLarge, 413, ManifestImportMessage.manifestTooLarge),
          });
          await writePart(part, manifestPathOf(dir), limit);
          continue;
        }
        const name = part.filename;
        if (!isPlainFileName(name)) {
          part.file.resume();
          throw AppError.badRequest(ManifestImportMessage.badFileName(JSON.stringify(name)));
        }
        if (names.has(name)) {
          part.file.resume();
          throw AppError.badRequest(ManifestImportMessage.sameFileTwice(name));
        }
        names.add(name);
        const limit = new ByteLimit(total, this.deps.maxTotalBytes, totalRefusal);
        await writePart(part, path.join(mediaDirOf(dir), name), limit);
      }
    } catch (error) {
      throw asUploadError(error);
    }
    if (!manifest) throw AppError.badRequest(ManifestImportMessage.noManifest);
    return dryRun;
  }
}

/** Counts a file's bytes, and all the import's, failing the stream once either limit is passed. */
class ByteLimit extends Transform {
  private bytes = 0;

  constructor(
    private readonly total: { bytes: number },
    private readonly maxTotal: number,
    private readonly totalRefusal: () => AppError,
    private readonly own?: { maxBytes: number; refusal: () => AppError },
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    this.total.bytes += chunk.length;
    if (this.own && this.bytes > this.own.maxBytes) return done(this.own.refusal());
    if (this.total.bytes > this.maxTotal) return done(this.totalRefusal());
    done(null, chunk);
  }
}
