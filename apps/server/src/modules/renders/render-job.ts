import fs from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_RENDER_PLACEMENT, RenderMessage } from '@frameshop/contract';
import type { RenderConfig } from '../../config/env';
import type { Db } from '../../db/database';
import { findDemoFont } from '../../demo-catalogue/demo-font';
import { queueOptions } from '../../jobs/job-payloads';
import type { JobInfo, JobLog } from '../../jobs/job-types';
import { findTemplateById } from '../catalogue';
import { lockBuyer } from '../commerce';
import type { GeneratedVideoRow } from '../generated-videos';
import type { LocalDiskStorage } from '../media';
import { findUpload, writePoster } from '../uploads';
import {
  compositionArgs,
  CompositionError,
  loadTemplateMedia,
  loadUploadMedia,
  runComposition,
} from './composition';
import { releaseHold, settleHold } from './render-holds';
import { renderTimeLimitSeconds } from './render-time-limit';
import {
  activeRenderIds,
  findRender,
  markProcessing,
  moveRender,
  recordProgress,
} from './renders.repository';
import type { TemplateSourceResolver } from './template-sources';

export interface RenderJobDependencies {
  db: Db;
  storage: Pick<LocalDiskStorage, 'put' | 'remove' | 'absolutePath'>;
  render: RenderConfig;
  ffmpegPath: string;
  templateSources: TemplateSourceResolver;
  log: JobLog;
  /** Told about a paid render that completed or failed for good (the email). */
  onFinished?: (row: GeneratedVideoRow) => Promise<void>;
}

/** Progress is written (and the status re-read, to notice a cancel) at most this often. */
const PROGRESS_INTERVAL_MS = 1000;

const RENDER_RETRIES = queueOptions.render?.retryLimit ?? 0;

/** Where finished renders are kept, private to their owner. */
export const renderOutputKey = (row: Pick<GeneratedVideoRow, 'userId' | 'id'>) =>
  `private/renders/${row.userId}/${row.id}.mp4`;

/** Where a finished render's poster is kept, beside it. */
const renderPosterKey = (row: Pick<GeneratedVideoRow, 'userId' | 'id'>) =>
  `private/renders/${row.userId}/${row.id}.jpg`;

type RenderPayload = { renderId: string };

/**
 * The render jobs. `render` composes one order and completes it (granting the licence its hold
 * paid for), or fails it and returns the hold. Safe to run again for the same render: a rerun
 * after a lost worker starts the composition over, a finished or cancelled render is left alone.
 * `abandon` fails a render whose job failed for good without it (its last worker died).
 */
export function createRenderJob(deps: RenderJobDependencies) {
  const watermarkFont = findDemoFont();

  return { render, abandon };

  async function abandon({ renderId }: RenderPayload): Promise<void> {
    const row = await findRender(deps.db, renderId);
    if (row) await fail(row, RenderMessage.failed);
  }

  async function render({ renderId }: RenderPayload, job: JobInfo): Promise<void> {
    const row = await markProcessing(deps.db, renderId);
    if (!row) return;
    const outputPath = path.join(deps.render.tempDir, `${renderId}.mp4`);
    const controller = new AbortController();
    try {
      const command = await prepare(row, outputPath, watermarkFont);
      let lastWrite = 0;
      await runComposition(command, {
        ffmpegPath: deps.ffmpegPath,
        signal: controller.signal,
        timeoutMs: renderTimeLimitSeconds(deps.render, command.durationSeconds) * 1000,
        onProgress: (percent) => {
          const now = Date.now();
          if (percent >= 100 || now - lastWrite < PROGRESS_INTERVAL_MS) return;
          lastWrite = now;
          // A render cancelled meanwhile is no longer processing: stop its ffmpeg.
          recordProgress(deps.db, renderId, percent).then(
            (processing) => processing || controller.abort(),
            (err: unknown) => deps.log.warn({ err, renderId }, 'render progress not recorded'),
          );
        },
      });
      await complete(row, outputPath, command.durationSeconds);
    } catch (error) {
      await fs.rm(outputPath, { force: true });
      if (controller.signal.aborted) return;
      const transient = !(error instanceof CompositionError) || error.transient;
      if (transient && job.attempt <= RENDER_RETRIES) {
        await moveRender(deps.db, renderId, ['processing'], { status: 'queued', progress: 0 });
        throw error;
      }
      deps.log.warn({ err: error, renderId }, 'render failed');
      await fail(row, messageOf(error));
    }
  }

  async function prepare(row: GeneratedVideoRow, outputPath: string, font: string | undefined) {
    const upload = row.uploadId ? await findUpload(deps.db, row.userId, row.uploadId) : undefined;
    if (!upload) throw new CompositionError('bad-upload', RenderMessage.uploadNotFound);
    const template = await findTemplateById(deps.db, Number(row.templateId));
    if (!template) {
      throw new CompositionError('bad-template', RenderMessage.templateNotReady);
    }
    const files = await deps.templateSources({
      id: template.id,
      name: template.name,
      media: template.media,
    });
    const [templateMedia, uploadMedia] = await Promise.all([
      loadTemplateMedia(deps.ffmpegPath, {
        sourcePath: deps.storage.absolutePath(files.sourceKey),
        maskPath: deps.storage.absolutePath(files.maskKey),
      }),
      loadUploadMedia(deps.ffmpegPath, deps.storage.absolutePath(upload.storageKey)),
    ]);
    return compositionArgs({
      template: templateMedia,
      upload: uploadMedia,
      placement: row.placement ?? DEFAULT_RENDER_PLACEMENT,
      outputPath,
      variant: row.preview ? 'preview' : 'final',
      ...(font ? { watermarkFont: font } : {}),
    });
  }

  /**
   * The file and its poster go to private storage first; the render completes only if still
   * processing. A poster that cannot be made leaves the video without one, nothing worse.
   */
  async function complete(row: GeneratedVideoRow, outputPath: string, durationSeconds: number) {
    const key = renderOutputKey(row);
    const posterPath = `${outputPath}.poster.jpg`;
    let posterKey: string | null = renderPosterKey(row);
    try {
      // A second in, past the black of a fade-in, or half way through a shorter video.
      await writePoster(deps.ffmpegPath, outputPath, Math.min(1, durationSeconds / 2), posterPath);
      await deps.storage.put(posterKey, posterPath);
    } catch (err) {
      deps.log.warn({ err, renderId: row.id }, 'render poster not made');
      posterKey = null;
    } finally {
      await fs.rm(posterPath, { force: true });
    }
    await deps.storage.put(key, outputPath);
    await fs.rm(outputPath, { force: true });
    const completed = await deps.db.transaction(async (tx) => {
      await lockBuyer(tx, row.userId);
      const done = await moveRender(tx, row.id, ['processing'], {
        status: 'completed',
        progress: 100,
        outputKey: key,
        posterKey,
        errorMessage: null,
        finishedAt: new Date(),
      });
      if (done) await settleHold(tx, done);
      return done;
    });
    if (!completed) {
      await Promise.all([key, posterKey].map((stored) => stored && deps.storage.remove(stored)));
      return;
    }
    if (!completed.preview) await notify(completed);
  }

  async function fail(row: GeneratedVideoRow, message: string) {
    const failed = await deps.db.transaction(async (tx) => {
      await lockBuyer(tx, row.userId);
      const done = await moveRender(tx, row.id, ['queued', 'processing'], {
        status: 'failed',
        errorMessage: message,
        finishedAt: new Date(),
      });
      if (!done) return undefined;
      await releaseHold(tx, done);
      // As the email tells it: with the refund.
      return findRender(tx, done.id);
    });
    if (failed && !failed.preview) await notify(failed);
  }

  async function notify(row: GeneratedVideoRow) {
    await deps.onFinished?.(row).catch((err: unknown) => {
      deps.log.warn({ err, renderId: row.id }, 'render email not sent');
    });
  }
}

/** What the user reads: a composition's own words, else the refund notice. */
function messageOf(error: unknown): string {
  if (error instanceof CompositionError) {
    if (error.failure === 'timed-out') return RenderMessage.timedOut;
    if (error.failure === 'ffmpeg-failed') return RenderMessage.failed;
    return error.message;
  }
  return RenderMessage.failed;
}

/**
 * Removes outputs left in the temp folder by a process killed mid-render, except those of renders
 * still waiting or running (another worker may be writing one; a rerun starts its file over).
 */
export async function removeOrphanedRenderOutputs(
  db: Db,
  tempDir: string,
  log: JobLog,
): Promise<number> {
  let names: string[];
  try {
    names = await fs.readdir(tempDir);
  } catch {
    return 0;
  }
  const active = await activeRenderIds(db);
  let removed = 0;
  for (const name of names) {
    if (active.has(name.split('.')[0] ?? '')) continue;
    await fs.rm(path.join(tempDir, name), { force: true, recursive: true });
    removed += 1;
  }
  if (removed) log.info({ removed, tempDir }, 'orphaned render outputs removed');
  return removed;
}
