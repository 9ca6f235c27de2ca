import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { DEFAULT_RENDER_PLACEMENT, type Render, RenderMessage } from '@frameshop/contract';
import type { RenderConfig } from '../../config/env';
import type { Db, Tx } from '../../db/database';
import { queueOptions } from '../../jobs/job-payloads';
import { JobHandedBack, type JobInfo, type JobLog } from '../../jobs/job-types';
import { catalogueTemplates } from '../catalogue';
import { commerceRecords } from '../commerce';
import { type GeneratedVideoRow, type RenderAttempt, renderOrders } from '../generated-videos';
import { accountMediaKey, findSystemFont, type MediaStorage } from '../media';
import { uploadRecords, writePoster } from '../uploads';
import { recordWebhookEvent } from '../webhooks';
import {
  compositionArgs,
  CompositionError,
  type CompositionCommand,
  loadTemplateMedia,
  loadUploadMedia,
  runComposition,
} from './composition';
import type { PreviewProxies } from './preview-proxies';
import {
  type BatchRowSettlement,
  type HoldSettling,
  releaseHold,
  settleHold,
} from './render-holds';
import { renderTimeLimitSeconds } from './render-time-limit';
import {
  layerPathOf,
  posterPathOf,
  prepareSceneExport,
  type PictureWithPoster,
  type PreparedRender,
  writeBuyerLayers,
  type SceneExportWorkDependencies,
} from './scene-export-work';
import { inputPathsOf } from './render-inputs';
import type { TemplateSourceResolver } from './template-sources';

export interface RenderJobDependencies {
  db: Db;
  storage: Pick<MediaStorage, 'put' | 'putStream' | 'remove' | 'localFile'>;
  /** Draws the scenes of export orders. */
  sceneExports: SceneExportWorkDependencies['sceneExports'];
  render: RenderConfig;
  ffmpegPath: string;
  templateSources: TemplateSourceResolver;
  /** Free previews are cut from these reduced copies; without them, from the full-size source. */
  previewProxies?: Pick<PreviewProxies, 'proxyOf'>;
  /**
   * And from these reduced copies of uploaded videos, once made (a job asks for one when a video
   * is uploaded); without one, from the upload itself.
   */
  uploadPreviewProxies?: Pick<PreviewProxies, 'proxyOf' | 'storedProxyOf'>;
  log: JobLog;
  /** Settles the rows of batches (the batches module's, ADR 45); without it none may run. */
  batchRows?: BatchRowSettlement;
  /** STORE_TIME_ZONE: a team member's refunded hold goes back into the month it counted in. */
  storeTimeZone: string;
  /**
   * The render as its owner's API answers it, for the `render.completed` and `render.failed`
   * webhooks; without it no webhook event is recorded.
   */
  describeRender?: (tx: Tx, row: GeneratedVideoRow) => Promise<Render>;
  /** Told about a paid render that completed or failed for good (the email). */
  onFinished?: (row: GeneratedVideoRow) => Promise<void>;
  /** This process, recorded on the renders it runs (see `renderWorkerId`). */
  workerId: string;
  /** How often a running render says it is alive (ADR 20). */
  heartbeatMs: number;
}

/** Progress is written (and the status re-read, to notice a cancel) at most this often. */
const PROGRESS_INTERVAL_MS = 1000;

const RENDER_RETRIES = queueOptions.render?.retryLimit ?? 0;

/** Where finished renders are kept, private to their owner, named for their format. */
export const renderOutputKey = (row: Pick<GeneratedVideoRow, 'userId' | 'id' | 'format'>) =>
  accountMediaKey('renders', row.userId, `${row.id}.${row.format}`);

/** Where a finished render's poster is kept, beside it. */
const renderPosterKey = (row: Pick<GeneratedVideoRow, 'userId' | 'id'>) =>
  accountMediaKey('renders', row.userId, `${row.id}.jpg`);

type RenderPayload = { renderId: string };

/**
 * The render jobs. `render` composes one order and completes it (granting the licence its hold
 * paid for), or fails it and returns the hold. Safe to run again for the same render: a rerun
 * after a lost worker starts the composition over, a finished or cancelled render is left alone.
 * `abandon` fails a render whose job failed for good without it (its last worker died).
 */
export function createRenderJob(deps: RenderJobDependencies) {
  const watermarkFont = findSystemFont();
  const settling: HoldSettling = { batches: deps.batchRows, storeTimeZone: deps.storeTimeZone };

  return { render, abandon, makeUploadProxy };

  async function abandon({ renderId }: RenderPayload): Promise<void> {
    const row = await renderOrders.findRender(deps.db, renderId);
    if (row) await fail(row, RenderMessage.failed);
  }

  /**
   * Runs one attempt, which owns the render while its heartbeat goes on. It stops (and changes
   * nothing more) when the render is cancelled or another attempt took it over, and hands the
   * render back to the queue when its process stops before it is done.
   */
  async function render({ renderId }: RenderPayload, job: JobInfo): Promise<void> {
    const row = await renderOrders.markProcessing(deps.db, renderId, deps.workerId);
    if (!row) return;
    const attempt: RenderAttempt = { id: renderId, attempt: row.attempts };
    // Per attempt: a superseded worker that wakes on this machine never writes the new one's file.
    const outputPath = path.join(
      deps.render.tempDir,
      `${renderId}.${attempt.attempt}.${row.format}`,
    );
    const inputDir = inputDirOf(deps.render.tempDir, attempt);
    // A first attempt has none before it.
    if (attempt.attempt > 1) await removeEarlierAttempts(deps.render.tempDir, attempt);
    const controller = new AbortController();
    const stopHeartbeat = startHeartbeat(attempt, controller);
    const handBack = () => controller.abort(new JobHandedBack());
    job.shutdown.addEventListener('abort', handBack, { once: true });
    let prepared: PreparedRender | undefined;
    try {
      prepared = await prepare(row, outputPath, inputDir, watermarkFont);
      if ('command' in prepared) await compose(attempt, prepared.command, controller);
      if (controller.signal.aborted) throw controller.signal.reason;
      await complete(row, attempt, outputPath, prepared);
    } catch (error) {
      await fs.rm(outputPath, { force: true });
      if (controller.signal.reason instanceof JobHandedBack) {
        await renderOrders.requeueRender(deps.db, attempt);
        throw controller.signal.reason;
      }
      if (controller.signal.aborted) return;
      const transient = !(error instanceof CompositionError) || error.transient;
      if (transient && job.attempt <= RENDER_RETRIES) {
        await renderOrders.requeueRender(deps.db, attempt);
        throw error;
      }
      deps.log.warn({ err: error, renderId }, 'render failed');
      await fail(row, messageOf(error), attempt);
    } finally {
      stopHeartbeat();
      job.shutdown.removeEventListener('abort', handBack);
      // A picture drawn at once wrote nothing here.
      if (!prepared || !('picture' in prepared)) {
        await Promise.all([
          fs.rm(layerPathOf(outputPath), { force: true }),
          fs.rm(posterPathOf(outputPath), { force: true }),
          fs.rm(inputDir, { recursive: true, force: true }),
        ]);
      }
    }
  }

  /**
   * Writes the attempt's heartbeat every `heartbeatMs` until stopped; aborts the attempt when the
   * render was cancelled or taken over meanwhile. A heartbeat that cannot be written is skipped:
   * only one missed for longer than the sweeper waits costs the attempt.
   */
  function startHeartbeat(attempt: RenderAttempt, controller: AbortController): () => void {
    const timer = setInterval(() => {
      renderOrders.recordHeartbeat(deps.db, attempt).then(
        (owned) => owned || controller.abort(),
        (err: unknown) => deps.log.warn({ err, renderId: attempt.id }, 'render heartbeat failed'),
      );
    }, deps.heartbeatMs);
    return () => clearInterval(timer);
  }

  /** A preview's source: the proxy, or the full-size source when no proxy can be had. */
  async function previewSourceKey(sourceKey: string): Promise<string> {
    if (!deps.previewProxies) return sourceKey;
    try {
      return await deps.previewProxies.proxyOf(sourceKey);
    } catch (err) {
      deps.log.warn({ err, sourceKey }, 'preview proxy not made; previewing from the source');
      return sourceKey;
    }
  }

  /**
   * The proxy of an uploaded video, made now if there is none; a failure is only logged (previews
   * are cut from the upload instead). An upload deleted while its proxy was being made takes the
   * proxy with it, as its deletion would have.
   */
  async function makeUploadProxy({ userId, uploadId }: { userId: string; uploadId: string }) {
    if (!deps.uploadPreviewProxies) return;
    const upload = await uploadRecords.findUpload(deps.db, userId, uploadId);
    if (upload?.kind !== 'video') return;
    let proxyKey: string;
    try {
      proxyKey = await deps.uploadPreviewProxies.proxyOf(upload.storageKey);
    } catch (err) {
      deps.log.warn({ err, uploadId }, 'upload preview proxy not made');
      return;
    }
    if (!(await uploadRecords.findUpload(deps.db, userId, uploadId)))
      await deps.storage.remove(proxyKey);
  }

  /**
   * A preview's upload: its proxy when one is stored, else the upload itself (a preview asked for
   * before the upload's job has made the proxy does not wait for it). A photo is decoded once, not
   * once a frame: it has none.
   */
  async function storedUploadProxy(kind: 'image' | 'video', storageKey: string): Promise<string> {
    if (kind !== 'video' || !deps.uploadPreviewProxies) return storageKey;
    try {
      return (await deps.uploadPreviewProxies.storedProxyOf(storageKey)) ?? storageKey;
    } catch (err) {
      deps.log.warn({ err, storageKey }, 'upload preview proxy not found; previewing the upload');
      return storageKey;
    }
  }

  /** Runs ffmpeg, writing its progress, and stops it when the render is cancelled meanwhile. */
  async function compose(
    attempt: RenderAttempt,
    command: CompositionCommand,
    controller: AbortController,
  ) {
    let lastWrite = 0;
    await runComposition(command, {
      ffmpegPath: deps.ffmpegPath,
      signal: controller.signal,
      timeoutMs: renderTimeLimitSeconds(deps.render, command.durationSeconds) * 1000,
      onProgress: (percent) => {
        const now = Date.now();
        if (percent >= 100 || now - lastWrite < PROGRESS_INTERVAL_MS) return;
        lastWrite = now;
        // A render cancelled or taken over meanwhile is no longer this attempt's: stop ffmpeg.
        renderOrders.recordProgress(deps.db, attempt, percent).then(
          (owned) => owned || controller.abort(),
          (err: unknown) =>
            deps.log.warn({ err, renderId: attempt.id }, 'render progress not recorded'),
        );
      },
    });
  }

  /** The ffmpeg run of a render, or the picture of a picture export, drawn already. */
  async function prepare(
    row: GeneratedVideoRow,
    outputPath: string,
    inputDir: string,
    font: string | undefined,
  ): Promise<PreparedRender> {
    const found = await catalogueTemplates.findTemplateById(deps.db, Number(row.templateId));
    if (!found) throw new CompositionError('bad-template', RenderMessage.templateNotReady);
    // A scene export is its scene alone; a render of an upload has a placement, and its scene is
    // the texts burnt in over it.
    if (row.scene && !row.placement) {
      return prepareSceneExport(deps, { ...row, scene: row.scene }, found, outputPath, inputDir);
    }
    const upload = row.uploadId
      ? await uploadRecords.findUpload(deps.db, row.userId, row.uploadId)
      : undefined;
    if (!upload) throw new CompositionError('bad-upload', RenderMessage.uploadNotFound);
    const files = await deps.templateSources(found);
    const [sourceKey, uploadKey] = row.preview
      ? await Promise.all([
          previewSourceKey(files.sourceKey),
          storedUploadProxy(upload.kind, upload.storageKey),
        ])
      : [files.sourceKey, upload.storageKey];
    const [sourcePath, maskPath, uploadPath] = await inputPathsOf(
      deps.storage,
      [sourceKey, files.maskKey, uploadKey],
      inputDir,
    );
    const [templateMedia, uploadMedia, layerPath] = await Promise.all([
      loadTemplateMedia(deps.ffmpegPath, { sourcePath: sourcePath!, maskPath: maskPath! }),
      loadUploadMedia(deps.ffmpegPath, uploadPath!),
      row.scene
        ? writeBuyerLayers(deps, { ...row, scene: row.scene }, outputPath, found)
        : undefined,
    ]);
    const command = compositionArgs({
      template: templateMedia,
      upload: uploadMedia,
      placement: row.placement ?? DEFAULT_RENDER_PLACEMENT,
      outputPath,
      variant: row.preview ? 'preview' : 'final',
      ...(font ? { watermarkFont: font } : {}),
      ...(layerPath ? { layerPath } : {}),
    });
    return { command };
  }

  /**
   * The file and its poster go to private storage first, if the attempt still owns the render;
   * the render completes only if still processing under this attempt.
   */
  async function complete(
    row: GeneratedVideoRow,
    attempt: RenderAttempt,
    outputPath: string,
    prepared: PreparedRender,
  ) {
    // A cancelled or superseded attempt stops here, before it could overwrite the files of the
    // attempt that won.
    if (!(await renderOrders.recordHeartbeat(deps.db, attempt))) {
      await fs.rm(outputPath, { force: true });
      return;
    }
    const key = renderOutputKey(row);
    const posterKey =
      'picture' in prepared
        ? await storePicture(row, key, prepared.picture)
        : await storeVideo(row, key, outputPath, prepared.command);
    const completed = await deps.db.transaction(async (tx) => {
      await commerceRecords.lockBuyer(tx, row.userId);
      const done = await renderOrders.moveOwnRender(tx, attempt, ['processing'], {
        status: 'completed',
        progress: 100,
        outputKey: key,
        posterKey,
        errorMessage: null,
        finishedAt: new Date(),
      });
      if (done) {
        await settleHold(tx, done, settling);
        await recordFinished(tx, done, 'render.completed');
      }
      return done;
    });
    if (!completed) {
      // Cancelled meanwhile; never the files another attempt completed the render with.
      const now = await renderOrders.findRender(deps.db, row.id);
      if (now?.status !== 'completed') {
        await Promise.all([key, posterKey].map((stored) => stored && deps.storage.remove(stored)));
      }
      return;
    }
    if (!completed.preview && completed.batchId === null) await notify(completed);
  }

  /**
   * A picture and its poster (drawn with it), stored from memory side by side. Answers the
   * poster's key, or null when it could not be stored: a picture without one, nothing worse.
   */
  async function storePicture(
    row: GeneratedVideoRow,
    key: string,
    picture: PictureWithPoster,
  ): Promise<string | null> {
    const posterKey = renderPosterKey(row);
    const [, posterStored] = await Promise.all([
      deps.storage.putStream(key, Readable.from([picture.bytes])),
      deps.storage.putStream(posterKey, Readable.from([picture.poster])).then(
        () => true,
        (err: unknown) => {
          deps.log.warn({ err, renderId: row.id }, 'render poster not stored');
          return false;
        },
      ),
    ]);
    return posterStored ? posterKey : null;
  }

  /**
   * A video's file and its poster, cut from it here, a second in (past the black of a fade-in) or
   * half way through a shorter video. Answers the poster's key, or null when none could be made.
   */
  async function storeVideo(
    row: GeneratedVideoRow,
    key: string,
    outputPath: string,
    command: CompositionCommand,
  ): Promise<string | null> {
    const posterPath = posterPathOf(outputPath);
    let posterKey: string | null = renderPosterKey(row);
    try {
      await writePoster(
        deps.ffmpegPath,
        outputPath,
        Math.min(1, command.durationSeconds / 2),
        posterPath,
      );
      await deps.storage.put(posterKey, posterPath);
    } catch (err) {
      deps.log.warn({ err, renderId: row.id }, 'render poster not made');
      posterKey = null;
    } finally {
      await fs.rm(posterPath, { force: true });
    }
    await deps.storage.put(key, outputPath);
    await fs.rm(outputPath, { force: true });
    return posterKey;
  }

  /** Fails the render, or only while `attempt` owns it; its hold goes back. */
  async function fail(row: GeneratedVideoRow, message: string, attempt?: RenderAttempt) {
    const failed = await deps.db.transaction(async (tx) => {
      await commerceRecords.lockBuyer(tx, row.userId);
      const changes = { status: 'failed' as const, errorMessage: message, finishedAt: new Date() };
      const done = attempt
        ? await renderOrders.moveOwnRender(tx, attempt, ['processing'], changes)
        : await renderOrders.moveRender(tx, row.id, ['queued', 'processing'], changes);
      if (!done) return undefined;
      await releaseHold(tx, done, settling);
      // As the email tells it: with the refund.
      const refunded = await renderOrders.findRender(tx, done.id);
      if (refunded) await recordFinished(tx, refunded, 'render.failed');
      return refunded;
    });
    // A batch's rows are told about together, once the batch is finished (its own mail).
    if (failed && !failed.preview && failed.batchId === null) await notify(failed);
  }

  /** The webhook event of a finished order, in the transaction that finishes it (previews have none). */
  async function recordFinished(
    tx: Tx,
    row: GeneratedVideoRow,
    type: 'render.completed' | 'render.failed',
  ) {
    // A batch's rows are told about together, by its `batch.finished`: 500 rows are one event.
    if (row.preview || row.batchId !== null || !deps.describeRender) return;
    const payload = await deps.describeRender(tx, row);
    await recordWebhookEvent(tx, { userId: row.userId, type, objectId: row.id, payload });
  }

  async function notify(row: GeneratedVideoRow) {
    await deps.onFinished?.(row).catch((err: unknown) => {
      deps.log.warn({ err, renderId: row.id }, 'render email not sent');
    });
  }
}

/**
 * Where a render's inputs are fetched to from a bucket (the local disk hands out its own files):
 * named for the render and its attempt, so a later attempt and the sweep of stale temp files remove
 * what a killed process fetched.
 */
const inputDirOf = (tempDir: string, { id, attempt }: RenderAttempt) =>
  path.join(tempDir, `${id}.${attempt}.inputs`);

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
 * Removes what earlier attempts at this render left in this machine's temp folder (a worker
 * killed mid-render, or one superseded after its heartbeat stopped): the new attempt starts over.
 */
async function removeEarlierAttempts(tempDir: string, { id, attempt }: RenderAttempt) {
  let names: string[];
  try {
    names = await fs.readdir(tempDir);
  } catch {
    return;
  }
  const own = `${id}.${attempt}.`;
  const earlier = names.filter((name) => name.startsWith(`${id}.`) && !name.startsWith(own));
  await Promise.all(
    earlier.map((name) => fs.rm(path.join(tempDir, name), { recursive: true, force: true })),
  );
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
  const active = await renderOrders.activeRenderIds(db);
  let removed = 0;
  for (const name of names) {
    if (active.has(name.split('.')[0] ?? '')) continue;
    await fs.rm(path.join(tempDir, name), { force: true, recursive: true });
    removed += 1;
  }
  if (removed) log.info({ removed, tempDir }, 'orphaned render outputs removed');
  return removed;
}
