import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/database';
import { generatedVideos, uploads } from '../../apps/server/src/db/schema';
import { createJobHandlers } from '../../apps/server/src/job-handlers';
import { jobPayloads, JobQueue } from '../../apps/server/src/jobs';
import { catalogueTemplates } from '../../apps/server/src/modules/catalogue';
import { createMediaStorage, type MediaStorage } from '../../apps/server/src/modules/media';
import { createShoppers, type Shopper } from '../commerce/shoppers';
import { benchConfig, benchSecrets, buildBenchApp } from '../support/bench-app';
import { openEngine, type Engine } from '../support/engine';
import { benchMedia, SECONDS, TEMPLATE_WINDOW } from '../support/render-media';
import { benchPictures, CARD, CARD_WINDOW, FILM } from './designs';
import { countDrawingAndProcesses, timedRenderHandler } from './job-timings';

const silent = { info: () => {}, warn: () => {}, error: () => {} };

/** A buyer of the bench: signed in, with credits and the photos uploaded. */
export interface BenchBuyer extends Shopper {
  photoIds: string[];
}

export interface BenchStore {
  database: Database;
  app: FastifyInstance;
  storage: MediaStorage;
  workers: number;
  cardTemplateId: number;
  filmTemplateId: number;
  buyers: BenchBuyer[];
  /** The files the store was given, for the bare runs: the card's overlay, photos by upload id. */
  files: {
    overlayPath: string;
    photoPathOf: Map<string, string>;
    sourcePath: string;
    maskPath: string;
  };
  close(): Promise<void>;
}

/** More credits than every batch of the bench costs. */
const CREDITS = 1_000_000;

/**
 * The store as a one-machine server runs it: the real app on a fresh database, and in the same
 * process the job queue running every job's handler, the render job on `workers` workers
 * (RENDER_CONCURRENCY), timed (job-timings.ts). Seeded with the card and the video template, their
 * media in the store's own storage, and `buyerCount` buyers with credits and the photos uploaded.
 */
export async function startStore(
  engine: Engine,
  workers: number,
  buyerCount: number,
): Promise<BenchStore> {
  const { database, drop } = await openEngine(engine);
  await database.migrate();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-bench-bulk-'));
  const env = {
    DATA_DIR: dataDir,
    RENDER_CONCURRENCY: String(workers),
    // Buyer B orders one export after another while a batch runs; the limit is not measured here.
    RENDER_MAX_ACTIVE_PER_USER: '1000',
    // Two 1080p renders at once on a shared machine are slow: none may be cut off.
    RENDER_TIME_LIMIT_SECONDS: '3600',
  };
  const config = benchConfig(env);
  const storage = createMediaStorage(config, benchSecrets);
  const jobs = new JobQueue(database, jobPayloads);
  countDrawingAndProcesses();
  const handlers = createJobHandlers({
    config,
    secrets: benchSecrets,
    database,
    jobs,
    log: silent,
    storage,
  });
  await jobs.start({
    log: silent,
    handlers: { ...handlers, render: timedRenderHandler(handlers.render) },
  });
  const app = await buildBenchApp(database, env, jobs);
  await app.ready();

  const [pictures, film] = await Promise.all([benchPictures(), benchMedia()]);
  await storage.put('private/bulk-bench/overlay.png', pictures.overlayPath);
  await storage.put('private/bulk-bench/film.mp4', film.sourcePath);
  await storage.put('private/bulk-bench/film-mask.png', film.maskPath);
  const base = { price: 10, priceInd: null, categories: [] };
  const [card, filmTemplate] = await catalogueTemplates.insertTemplates(database.db, [
    {
      ...base,
      kind: 'image',
      name: 'Bulk bench card',
      ...CARD,
      templateJson: { ...CARD, window: CARD_WINDOW },
      media: { poster: 'public/bulk-bench/poster.jpg', overlay: 'private/bulk-bench/overlay.png' },
    },
    {
      ...base,
      kind: 'video',
      name: 'Bulk bench film',
      ...FILM,
      durationSeconds: SECONDS,
      templateJson: { ...FILM, window: TEMPLATE_WINDOW },
      media: {
        poster: 'public/bulk-bench/poster.jpg',
        source: 'private/bulk-bench/film.mp4',
        mask: 'private/bulk-bench/film-mask.png',
      },
    },
  ]);

  const shoppers = await createShoppers(database, buyerCount, CREDITS);
  const photoPathOf = new Map<string, string>();
  const buyers: BenchBuyer[] = [];
  for (const shopper of shoppers) {
    const photoIds: string[] = [];
    for (const [index, photoPath] of pictures.photoPaths.entries()) {
      const storageKey = `private/uploads/${shopper.userId}/photo-${index}.jpg`;
      await storage.put(storageKey, photoPath);
      const [row] = await database.db
        .insert(uploads)
        .values({
          userId: shopper.userId,
          kind: 'image',
          mimeType: 'image/jpeg',
          sizeBytes: fs.statSync(photoPath).size,
          width: 2016,
          height: 1512,
          fileName: `photo-${index}.jpg`,
          storageKey,
        })
        .returning({ id: uploads.id });
      photoIds.push(row!.id);
      photoPathOf.set(row!.id, photoPath);
    }
    buyers.push({ ...shopper, photoIds });
  }

  return {
    database,
    app,
    storage,
    workers,
    cardTemplateId: card!.id,
    filmTemplateId: filmTemplate!.id,
    buyers,
    files: {
      overlayPath: pictures.overlayPath,
      photoPathOf,
      sourcePath: film.sourcePath,
      maskPath: film.maskPath,
    },
    close: async () => {
      await app.close();
      await jobs.stop();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A render's times as the store recorded them (epoch ms), with its scene. */
export interface RenderRecord {
  id: string;
  batchRow: number | null;
  status: string;
  scene: unknown;
  createdAt: number;
  startedAt: number;
  finishedAt: number;
}

const renderColumns = {
  id: generatedVideos.id,
  batchRow: generatedVideos.batchRow,
  status: generatedVideos.status,
  scene: generatedVideos.scene,
  createdAt: generatedVideos.createdAt,
  startedAt: generatedVideos.startedAt,
  finishedAt: generatedVideos.finishedAt,
};

function toRecord(row: {
  id: string;
  batchRow: number | null;
  status: string;
  scene: unknown;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}): RenderRecord {
  return {
    ...row,
    createdAt: row.createdAt.getTime(),
    startedAt: row.startedAt?.getTime() ?? Number.NaN,
    finishedAt: row.finishedAt?.getTime() ?? Number.NaN,
  };
}

/** A batch's renders, in row order. */
export async function batchRenders(database: Database, batchId: string): Promise<RenderRecord[]> {
  const rows = await database.db
    .select(renderColumns)
    .from(generatedVideos)
    .where(eq(generatedVideos.batchId, batchId))
    .orderBy(generatedVideos.batchRow);
  return rows.map(toRecord);
}

/** How many of the batch's rows wait or are being made. */
export async function unfinishedBatchRows(database: Database, batchId: string): Promise<number> {
  const [row] = await database.db
    .select({ n: count() })
    .from(generatedVideos)
    .where(
      and(
        eq(generatedVideos.batchId, batchId),
        inArray(generatedVideos.status, ['queued', 'processing']),
      ),
    );
  return row?.n ?? 0;
}

export async function rendersById(database: Database, ids: string[]): Promise<RenderRecord[]> {
  const rows = await database.db
    .select(renderColumns)
    .from(generatedVideos)
    .where(inArray(generatedVideos.id, ids));
  return rows.map(toRecord);
}
