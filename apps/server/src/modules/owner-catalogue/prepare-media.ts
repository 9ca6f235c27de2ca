import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import type { Db } from '../../db/database';
import type { JobLog } from '../../jobs';
import {
  catalogueTemplates,
  CatalogueWriter,
  markTemplateSaved,
  preparationOf,
  type PreparedColumns,
  type TemplateRow,
} from '../catalogue';
import { withScratchDir, type MediaStorage } from '../media';
import type { MediaLimits } from '../uploads';
import {
  prepareTemplateMedia,
  TemplateMediaError,
  type OwnerMediaFiles,
  type PreparedTemplateMedia,
} from '../template-media';
import { templateJsonWith } from './starting-scene';

const catalogue = new CatalogueWriter();

/** How often progress is written to the row while preparing: the dashboard polls each second. */
const PROGRESS_EVERY_MS = 500;

const FAILED_UNEXPECTEDLY =
  'Preparing the media failed unexpectedly. Upload the file again; if it fails again, the log has the details.';

/** Local files by role: where the owner's originals are, fetched or given. */
export type OriginalFiles = Partial<Record<'video' | 'mask' | 'overlay', string>>;

/** The owner's files as the kind's preparation takes them; undefined while the main one is missing. */
export function ownerMediaFiles(
  kind: TemplateRow['kind'],
  files: OriginalFiles,
): OwnerMediaFiles | undefined {
  if (kind === 'image') return files.overlay ? { kind, overlay: files.overlay } : undefined;
  if (!files.video) return undefined;
  if (kind === 'direct-sell') return { kind, video: files.video };
  return files.mask ? { kind, video: files.video, mask: files.mask } : { kind, video: files.video };
}

/** The columns prepared media set: the media, what they measure, and the JSON with the window. */
export function preparedColumnsOf(
  prepared: PreparedTemplateMedia,
  templateJson: Record<string, unknown> | null,
): PreparedColumns {
  const size = { width: prepared.width, height: prepared.height };
  return {
    media: prepared.media,
    ...size,
    // As the column (a real) gives it back, so a second import sees no change.
    durationSeconds:
      prepared.durationSeconds === null ? null : Math.round(prepared.durationSeconds * 1000) / 1000,
    greenScreenDimensions: prepared.greenScreenDimensions,
    templateJson: templateJsonWith(templateJson, size, prepared.window),
  };
}

/**
 * Derives a template's media from its originals and records them with what they tell (size,
 * length, window, the starting scene), or records why they could not be: the owner sees the
 * reason on the template's row. Everything it writes is bound to the row's media generation as it
 * was read: once a newer original has arrived, this preparation writes nothing more, and the newer
 * one's preparation says where things stand. Answers whether the media are ready.
 */
export async function prepareFromFiles(
  deps: { db: Db; storage: MediaStorage; ffmpegPath: string; limits: MediaLimits },
  row: TemplateRow,
  files: OriginalFiles,
): Promise<{ ready: boolean; message: string | null }> {
  const uploaded = preparationOf(row).uploaded;
  const generation = row.mediaGeneration;
  const owner = ownerMediaFiles(row.kind, files);
  if (!owner) {
    await catalogue.setPreparation(deps.db, row.id, generation, {
      uploaded,
      state: 'missing',
      progress: 0,
      message: null,
    });
    return { ready: false, message: null };
  }
  let lastWrite = 0;
  const progress = (fraction: number, step: string) => {
    const now = Date.now();
    if (now - lastWrite < PROGRESS_EVERY_MS) return;
    lastWrite = now;
    void catalogue
      .setPreparation(
        deps.db,
        row.id,
        generation,
        {
          uploaded,
          state: 'preparing',
          progress: Math.min(0.99, Math.max(0, fraction)),
          message: step,
        },
        { stillPreparing: true },
      )
      .catch(() => undefined);
  };
  let prepared: PreparedTemplateMedia;
  try {
    prepared = await prepareTemplateMedia(owner, {
      storage: deps.storage,
      ffmpegPath: deps.ffmpegPath,
      limits: deps.limits,
      thumbnailFrame: row.thumbnailFrame ?? undefined,
      onProgress: progress,
    });
  } catch (error) {
    const message = error instanceof TemplateMediaError ? error.message : FAILED_UNEXPECTEDLY;
    await catalogue.setPreparation(deps.db, row.id, generation, {
      uploaded,
      state: 'failed',
      progress: 0,
      message,
    });
    if (!(error instanceof TemplateMediaError)) throw error;
    return { ready: false, message };
  }
  await deps.db.transaction(async (tx) => {
    const current = await catalogue.lock(tx, row.id);
    // A newer original arrived meanwhile: its own preparation records the result.
    if (!current || current.mediaGeneration !== generation) return;
    await catalogue.recordPreparedMedia(
      tx,
      row.id,
      generation,
      preparedColumnsOf(prepared, current.templateJson),
      { uploaded, state: 'ready', progress: 1, message: null },
    );
    await markTemplateSaved(tx, current, current);
  });
  return { ready: true, message: null };
}

/**
 * The `prepare-template-media` job: fetches the uploaded originals from storage to a scratch
 * folder and prepares from them. A failure of the files is recorded on the row, not retried. A job
 * for a generation the template has left (a newer original arrived before it ran) does nothing:
 * the newer one has its own job.
 */
export async function prepareUploadedMedia(
  deps: {
    db: Db;
    storage: MediaStorage;
    ffmpegPath: () => string;
    limits: MediaLimits;
    log: JobLog;
  },
  templateId: number,
  generation?: number,
): Promise<void> {
  const row = await catalogueTemplates.findTemplateById(deps.db, templateId);
  if (!row) return;
  if (generation !== undefined && row.mediaGeneration !== generation) {
    deps.log.info({ templateId, generation }, 'template media newer than the job: nothing to do');
    return;
  }
  const uploaded = preparationOf(row).uploaded;
  await withScratchDir('template-media', async (dir) => {
    const files: OriginalFiles = {};
    for (const [role, key] of Object.entries(uploaded) as [keyof OriginalFiles, string][]) {
      const local = path.join(dir, `${role}${path.posix.extname(key)}`);
      await pipeline(await deps.storage.read(key), createWriteStream(local));
      files[role] = local;
    }
    const outcome = await prepareFromFiles(
      { db: deps.db, storage: deps.storage, ffmpegPath: deps.ffmpegPath(), limits: deps.limits },
      row,
      files,
    );
    deps.log.info({ templateId, ...outcome }, 'template media prepared');
  });
}
