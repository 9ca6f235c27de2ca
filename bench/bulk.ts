/**
 * `npm run bench:bulk` (issue 65, "Speed" and "Fairness"): batches through the store against the
 * same work done bare, and how the queue shares its workers. The store runs in this process as a
 * one-machine server does: the real app (driven with `inject`) on a fresh PGlite (PostgreSQL with
 * DATABASE_URL and BENCH_ENGINES=postgres), the job queue running the render job on RENDER_CONCURRENCY
 * workers (this machine's cores unless set).
 * 1. BENCH_PICTURE_ROWS (100) card rows (1080×1920 PNG, a 2016×1512 photo and two texts each):
 *    placed with POST /api/batches and made, against the same work bare on as many loops for the
 *    same scenes: the overlay decoded once, each row's photos decoded, the picture and its poster
 *    drawn and encoded (`drawScenePicture`) and both stored. Goal: store rate ≥ 0.9 × bare rate.
 * 2. BENCH_VIDEO_ROWS (20) rows of a 10 s 1080p video template, against the render job's work for
 *    them bare (probe, buyer layer, ffmpeg, poster, both stored), one row after another on as many
 *    loops. Goal ≥ 0.9.
 * 3. The queue's own cost per row: the worker-time the store spent beyond the bare run, per row,
 *    and inside it, measured on the render job's runs (job-timings.ts): placing, picking, the job
 *    outside drawing, encoding and ffmpeg.
 * 4. Fairness: buyer B's single exports, ordered one after another while buyer A's
 *    BENCH_FAIR_ROWS (200) card rows are being made: their wait until started, p95 against one
 *    row's job time. Then two buyers' batches of BENCH_PAIR_ROWS (100) card rows placed together:
 *    each one's rate while both ran; goal within 20 % of each other.
 * A count of 0 leaves its part out (e.g. BENCH_VIDEO_ROWS=0 for a quick run of the rest).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Scene } from '@frameshop/contract';
import { composeVideosBare, drawPicturesBare } from './bulk/bare';
import { cardDesign, filmDesign, sheetRows } from './bulk/designs';
import { batchFigures, median, quantile, type BatchFigures } from './bulk/figures';
import { timingsOf } from './bulk/job-timings';
import { batchDone, orderExport, placeBatch, renderDone } from './bulk/orders';
import { batchRenders, startStore, type BenchBuyer, type BenchStore } from './bulk/store';
import { benchEngines, type Engine } from './support/engine';
import { printTable } from './support/table';

const count = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const rows = {
  pictures: count('BENCH_PICTURE_ROWS', 100),
  videos: count('BENCH_VIDEO_ROWS', 20),
  fair: count('BENCH_FAIR_ROWS', 200),
  singles: count('BENCH_SINGLES', 20),
  pair: count('BENCH_PAIR_ROWS', 100),
};
const cores = os.availableParallelism();
// The server's own default is 1 worker; the bench asks for one per core, the most it allows 16.
const workers = count('RENDER_CONCURRENCY', Math.min(16, cores));

const seconds = (value: number) => `${value.toFixed(1)} s`;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

interface Comparison {
  store: BatchFigures;
  bareWall: number;
  /** This process's CPU a row, ms (ffmpeg's own processes not counted): the store's and bare. */
  cpuPerRow: { store: number; bare: number };
}

/** This process's CPU since `from`, in ms. */
const cpuSince = (from: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1000;
};

/** A batch of `kind` rows through the store, then the same scenes bare. */
async function throughStoreAndBare(
  store: BenchStore,
  buyer: BenchBuyer,
  kind: 'card' | 'film',
  rowCount: number,
): Promise<Comparison> {
  const [templateId, design] =
    kind === 'card'
      ? [store.cardTemplateId, cardDesign(buyer.photoIds[0]!)]
      : [store.filmTemplateId, filmDesign(buyer.photoIds[0]!)];
  const storeStarted = process.cpuUsage();
  const placed = await placeBatch(
    store,
    buyer,
    templateId,
    design,
    sheetRows(rowCount, buyer.photoIds, kind),
  );
  const renders = await batchDone(store, placed.batchId);
  const storeCpu = cpuSince(storeStarted);
  const figures = batchFigures(
    placed,
    renders,
    await timingsOf(renders.map((render) => render.id)),
    store.workers,
  );
  console.log(`  through the store: ${seconds(figures.wall)} (load ${load()})`);
  const scenes = renders.map((render) => render.scene as Scene);
  const bareStarted = process.cpuUsage();
  const bare =
    kind === 'card'
      ? await drawPicturesBare(scenes, store.files, store.workers, store.storage)
      : await videosBare(store, scenes);
  const bareWall = (bare.ended - bare.started) / 1000;
  const bareCpu = cpuSince(bareStarted);
  console.log(`  bare: ${seconds(bareWall)} (load ${load()})`);
  return {
    store: figures,
    bareWall,
    cpuPerRow: { store: storeCpu / rowCount, bare: bareCpu / rowCount },
  };
}

/** The videos' bare ffmpeg runs, into a folder of their own removed afterwards. */
async function videosBare(store: BenchStore, scenes: Scene[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-bench-bulk-bare-'));
  try {
    return await composeVideosBare(scenes, store.files, store.workers, dir, store.storage);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Buyer B's single exports while buyer A's batch is being made, and A's figures. */
async function singlesDuringBatch(store: BenchStore, rowTime: number) {
  const [a, b] = [store.buyers[1]!, store.buyers[2]!];
  const placed = await placeBatch(
    store,
    a,
    store.cardTemplateId,
    cardDesign(a.photoIds[0]!),
    sheetRows(rows.fair, a.photoIds, 'card'),
  );
  const waits: number[] = [];
  for (let i = 0; i < rows.singles; i++) {
    const waiting = (await batchRenders(store.database, placed.batchId)).filter(
      (render) => render.status === 'queued',
    ).length;
    // Only a single ordered while the batch still has rows waiting meets the batch in the queue.
    if (waiting < store.workers) break;
    const renderId = await orderExport(
      store,
      b,
      store.cardTemplateId,
      cardDesign(b.photoIds[i % b.photoIds.length]!),
    );
    const render = await renderDone(store, renderId);
    waits.push(render.startedAt - render.createdAt);
    // Spaced by about one row's time, so the singles meet the batch at different moments.
    await sleep(rowTime * (0.5 + Math.random()));
  }
  const renders = await batchDone(store, placed.batchId);
  const timings = await timingsOf(renders.map((render) => render.id));
  return { waits, rowJob: median(timings.map((run) => run.end - run.start)) };
}

/** Two buyers' batches placed together: each one's rows made per second while both ran. */
async function twoBatches(store: BenchStore) {
  const buyers = [store.buyers[3]!, store.buyers[4]!];
  const placed = await Promise.all(
    buyers.map((buyer) =>
      placeBatch(
        store,
        buyer,
        store.cardTemplateId,
        cardDesign(buyer.photoIds[0]!),
        sheetRows(rows.pair, buyer.photoIds, 'card'),
      ),
    ),
  );
  const renders = await Promise.all(placed.map((batch) => batchDone(store, batch.batchId)));
  const from = Math.max(...placed.map((batch) => batch.answered));
  const until = Math.min(...renders.map((each) => Math.max(...each.map((r) => r.finishedAt))));
  const rates = renders.map(
    (each) =>
      each.filter((r) => r.finishedAt > from && r.finishedAt <= until).length /
      ((until - from) / 1000),
  );
  return { rates, both: (until - from) / 1000 };
}

function speedRows(label: string, comparison: Comparison): string[][] {
  const { store, bareWall, cpuPerRow } = comparison;
  const ratio = bareWall / store.wall;
  return [
    [
      `${label}: rate store ÷ bare`,
      `${seconds(store.wall)} (${(store.rows / store.wall).toFixed(2)}/s)`,
      `${seconds(bareWall)} (${(store.rows / bareWall).toFixed(2)}/s)`,
      ratio.toFixed(3),
      '≥ 0.9',
      verdict(ratio >= 0.9),
    ],
    [
      // Past the cores' share, the rate cannot beat bare CPU ÷ store CPU however the work is spread.
      `  CPU a row in this process (not ffmpeg's): store, bare; bare ÷ store`,
      ms(cpuPerRow.store),
      ms(cpuPerRow.bare),
      (cpuPerRow.bare / cpuPerRow.store).toFixed(3),
      '',
      '',
    ],
    [
      `  queue cost per row: (store − bare wall) × workers ÷ rows`,
      '',
      '',
      ms(((store.wall - bareWall) * 1000 * workers) / store.rows),
      '',
      '',
    ],
    ['    placing (POST /api/batches ÷ rows)', '', '', ms(store.placingPerRow), '', ''],
    [
      '    picking (a free worker waits for the row: median, p95)',
      '',
      '',
      `${ms(store.picking.median)}, ${ms(store.picking.p95)}`,
      '',
      '',
    ],
    ['    in the job, outside making (median)', '', '', ms(store.rest), '', ''],
    ['    in the job, probing and poster (median)', '', '', ms(store.otherProcesses), '', ''],
    [
      '  one row: the job, of it making (median)',
      '',
      '',
      `${ms(store.job)}, ${ms(store.making)}`,
      '',
      '',
    ],
  ];
}

async function benchEngine(engine: Engine) {
  console.log(
    `bench:bulk on ${engine}: ${workers} render workers (RENDER_CONCURRENCY) on ${cores} cores; ` +
      `load ${load()}`,
  );
  const store = await startStore(engine, workers, 5);
  try {
    const table: string[][] = [];
    let rowTime = 1000;
    if (rows.pictures > 0) {
      console.log(`1. ${rows.pictures} pictures`);
      const pictures = await throughStoreAndBare(store, store.buyers[0]!, 'card', rows.pictures);
      rowTime = pictures.store.job;
      table.push(...speedRows(`1. ${rows.pictures} pictures`, pictures));
    }
    if (rows.videos > 0) {
      console.log(`2. ${rows.videos} videos (10 s, 1080p)`);
      const videos = await throughStoreAndBare(store, store.buyers[0]!, 'film', rows.videos);
      table.push(...speedRows(`2. ${rows.videos} videos`, videos));
    }
    if (rows.fair > 0 && rows.singles > 0) {
      console.log(`4. buyer B's ${rows.singles} single exports during buyer A's ${rows.fair} rows`);
      const singles = await singlesDuringBatch(store, rowTime);
      const p95 = quantile(singles.waits, 0.95);
      table.push([
        `4. B's single export waits until started (${singles.waits.length} of them): p50, p95`,
        '',
        '',
        `${ms(median(singles.waits))}, ${ms(p95)}`,
        `p95 ≤ one row's job (${ms(singles.rowJob)})`,
        verdict(p95 <= singles.rowJob),
      ]);
    }
    if (rows.pair > 0) {
      console.log(`   two batches of ${rows.pair} rows together`);
      const pair = await twoBatches(store);
      const [slower, faster] = [Math.min(...pair.rates), Math.max(...pair.rates)];
      table.push(
        [
          `   two batches of ${rows.pair} rows together: rows/s while both ran (${seconds(pair.both)})`,
          '',
          '',
          pair.rates.map((rate) => rate.toFixed(2)).join(', '),
          '',
          '',
        ],
        [
          '   slower ÷ faster',
          '',
          '',
          (slower / faster).toFixed(3),
          '≥ 0.8',
          verdict(slower / faster >= 0.8),
        ],
      );
    }
    console.log('');
    printTable(['measure', 'store', 'bare', 'figure', 'goal', 'result'], table);
    console.log(
      `\n${engine}; ${workers} workers on ${cores} cores; load average (1, 5, 15 min) at the end: ` +
        `${load()}.`,
    );
  } finally {
    await store.close();
  }
}

for (const engine of benchEngines) await benchEngine(engine);
