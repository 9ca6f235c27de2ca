import { setTimeout as sleep } from 'node:timers/promises';
import type {
  BatchRowInput,
  CheckBatchResponse,
  CreateBatchResponse,
  CreateRenderResponse,
  SceneInput,
} from '@frameshop/contract';
import {
  batchRenders,
  rendersById,
  unfinishedBatchRows,
  type BenchBuyer,
  type BenchStore,
} from './store';
import { epochMs } from './job-timings';

/** How often a wait looks at the rows (one light query). */
const POLL_MS = 100;

async function post<T>(store: BenchStore, buyer: BenchBuyer, url: string, payload: object) {
  const response = await store.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { authorization: `Bearer ${buyer.token}` },
  });
  if (response.statusCode >= 300) {
    throw new Error(`POST ${url} answered ${response.statusCode}: ${response.body.slice(0, 500)}`);
  }
  return response.json<T>();
}

export interface PlacedBatch {
  batchId: string;
  /** When the confirming request was sent and answered (epoch ms): the rows wait from then. */
  posted: number;
  answered: number;
}

/**
 * A batch as a buyer confirms one: checked for its price (as the page shows it), then confirmed
 * with that total. The confirmation's own time is the queue's holding and placing.
 */
export async function placeBatch(
  store: BenchStore,
  buyer: BenchBuyer,
  templateId: number,
  scene: SceneInput,
  rows: BatchRowInput[],
): Promise<PlacedBatch> {
  const request = { templateId: String(templateId), scene, rows };
  const checked = await post<CheckBatchResponse>(store, buyer, '/api/batches/check', request);
  if (checked.rows.length > 0) throw new Error(`rows refused: ${JSON.stringify(checked.rows[0])}`);
  const posted = epochMs();
  const created = await post<CreateBatchResponse>(store, buyer, '/api/batches', {
    ...request,
    expectedTotal: checked.price.total,
  });
  return { batchId: created.batch.batchId, posted, answered: epochMs() };
}

/** Waits until no row of the batch waits or is being made; answers its renders. */
export async function batchDone(store: BenchStore, batchId: string) {
  // Counted while it runs, read once done: the bench's own reads are not the store's work.
  while ((await unfinishedBatchRows(store.database, batchId)) > 0) await sleep(POLL_MS * 2);
  const renders = await batchRenders(store.database, batchId);
  const failed = renders.filter((render) => render.status !== 'completed');
  if (failed.length > 0) throw new Error(`${failed.length} rows of ${batchId} were not made`);
  return renders;
}

/** A single export of a scene, as a buyer orders one from the editor; answers its render id. */
export async function orderExport(
  store: BenchStore,
  buyer: BenchBuyer,
  templateId: number,
  scene: SceneInput,
): Promise<string> {
  const created = await post<CreateRenderResponse>(store, buyer, '/api/scene-exports', {
    templateId: String(templateId),
    scene,
  });
  return created.render.jobId;
}

/** Waits until the render is made; answers its record. */
export async function renderDone(store: BenchStore, renderId: string) {
  for (;;) {
    const [render] = await rendersById(store.database, [renderId]);
    if (render && render.status !== 'queued' && render.status !== 'processing') {
      if (render.status !== 'completed') throw new Error(`render ${renderId}: ${render.status}`);
      return render;
    }
    await sleep(POLL_MS);
  }
}
