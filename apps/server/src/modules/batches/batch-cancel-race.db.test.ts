import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { BatchMessage, type Batch, type CheckBatchResponse } from '@frameshop/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchRows, creditLedger, generatedVideos } from '../../db/schema';
import { createMediaStorage } from '../media';
import { batchMailJobs, expectBatchBooksBalance } from '../../test-support/batch-books';
import { registerBuyer, setBalance } from '../../test-support/commerce-fixture';
import {
  insertClipTemplate,
  makeCompositionFixture,
  realtimeRenderEnv,
  type CompositionFixture,
} from '../../test-support/composition-fixture';
import { eventually, eventuallyFound } from '../../test-support/eventually';
import { oneNameDesign } from '../../test-support/name-design';
import { balanceOf } from '../../test-support/payments-fixture';
import { createTestApp, testConfig, testSecrets, type TestApp } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';

const LICENCE = 5;
/** The smallest clip that still gives the cancel time to land while a row is made at playback speed. */
const CLIP = {
  width: 160,
  height: 90,
  seconds: 3,
  window: { x: 50, y: 20, width: 60, height: 40 },
};

/**
 * The buyer's cancel against the render job finishing rows, both for real: the app's own job
 * queue runs the render job in this process (as the server does on the embedded database), with
 * ffmpeg making each row of a small video template. Whatever wins, the money holds: what the batch
 * held is what it charged and returned, each row is charged or returned once (never both, never
 * twice), the ledger sums to the balance, and the buyer is mailed once.
 */
describe(`a batch cancelled while the render job makes its rows, on ${testEngine}`, () => {
  let fixture: CompositionFixture;
  let dataDir: string;
  let realtime: ReturnType<typeof realtimeRenderEnv>;
  let testApp: TestApp;
  let templateId = '';
  // ffmpeg is run by the script with the variables of this process: set for this file only.
  const saved = {
    REAL_FFMPEG: process.env.REAL_FFMPEG,
    PLAYBACK: process.env.PLAYBACK_SPEED_WHILE,
  };

  beforeAll(async () => {
    fixture = await makeCompositionFixture();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-batch-cancel-race-'));
    realtime = realtimeRenderEnv(fixture);
    process.env.REAL_FFMPEG = realtime.env.REAL_FFMPEG;
    process.env.PLAYBACK_SPEED_WHILE = realtime.env.PLAYBACK_SPEED_WHILE;
    const env = { DATA_DIR: dataDir, FFMPEG_PATH: realtime.env.FFMPEG_PATH };
    testApp = await createTestApp({ env, runJobs: true });
    const storage = createMediaStorage(testConfig(env), testSecrets);
    templateId = await insertClipTemplate(fixture, { db: testApp.database.db, storage }, 'race', {
      ...CLIP,
      price: LICENCE,
    });
  }, 120_000);
  afterAll(async () => {
    await testApp?.close();
    await fixture?.remove();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    for (const [name, value] of [
      ['REAL_FFMPEG', saved.REAL_FFMPEG],
      ['PLAYBACK_SPEED_WHILE', saved.PLAYBACK],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  const db = () => testApp.database.db;

  /** A buyer with 100 credits who places a batch of `names`, at the price the check states. */
  async function placeBatch(names: string[]) {
    const buyer = await registerBuyer(testApp.app);
    await setBalance(db(), buyer.userId, await balanceOf(db(), buyer.userId), 100);
    const body = {
      templateId,
      scene: oneNameDesign(),
      rows: names.map((name) => ({ name, texts: { name } })),
    };
    const { price } = (
      await buyer.call('POST', '/api/batches/check', body)
    ).json() as CheckBatchResponse;
    const created = await buyer.call('POST', '/api/batches', {
      ...body,
      expectedTotal: price.total,
    });
    expect(created.statusCode, created.body).toBe(201);
    const batch = created.json().batch as Batch;
    const read = async () =>
      (await buyer.call('GET', `/api/batches/${batch.batchId}`)).json() as Batch;
    return { buyer, batch, price, read };
  }

  /**
   * Once nothing of the batch waits or is being made: each row's render and its share agree (made
   * and charged, or cancelled and returned), each returned row has one refund, the books balance
   * and one mail was queued.
   */
  async function expectSettled(userId: string, read: () => Promise<Batch>) {
    // The queue still holds the render jobs of cancelled rows: the worker takes each and must
    // leave it alone. Settled is when none is left to take, not when the page says so.
    const settled = await eventuallyFound('the render job has taken every row', async () => {
      const batch = await read();
      const renderIds = batch.rows.map((row) => row.renderId!);
      const { rows: open } = await db().execute<{ n: number }>(
        sql`select count(*)::int as n from pgboss.job where name = 'render' and state in ('created', 'retry', 'active') and data->>'renderId' in ${renderIds}`,
      );
      return Number(open[0]!.n) === 0 && batch.waiting === 0 ? batch : undefined;
    });
    const rows = await db().select().from(batchRows).where(eq(batchRows.batchId, settled.batchId));
    const renders = await db()
      .select()
      .from(generatedVideos)
      .where(eq(generatedVideos.batchId, settled.batchId));
    const statusOf = new Map(renders.map((render) => [render.id, render.status]));
    for (const row of rows) {
      expect([statusOf.get(row.renderId), row.share]).toEqual(
        row.share === 'charged' ? ['completed', 'charged'] : ['cancelled', 'returned'],
      );
    }
    const refunds = (
      await db().select().from(creditLedger).where(eq(creditLedger.userId, userId))
    ).filter((entry) => entry.reference?.startsWith(`batch-refund:${settled.batchId}`));
    expect(refunds).toHaveLength(rows.filter((row) => row.share === 'returned').length);
    expect(new Set(refunds.map((entry) => entry.reference)).size).toBe(refunds.length);
    await expectBatchBooksBalance(db(), userId);
    await eventually('the batch mail is queued', async () => {
      return (await batchMailJobs(db(), settled.batchId)) > 0;
    });
    expect(await batchMailJobs(db(), settled.batchId)).toBe(1);
    return settled;
  }

  it('returns the waiting rows at once and charges the row being made when ffmpeg finishes it', async () => {
    realtime.playbackSpeed(true);
    const { buyer, batch, price, read } = await placeBatch(['Priya', 'Aarav', 'Mei']);
    // The first row is being made by ffmpeg at playback speed: seconds left when the buyer cancels.
    await eventually('the first row is being made', async () => {
      return (await read()).rows[0]!.status === 'making';
    });
    const cancelled = await buyer.call('POST', `/api/batches/${batch.batchId}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = cancelled.json() as { batch: Batch; remainingCredits: number };
    expect(after.batch.status).toBe('cancelled');
    expect(after.batch.rows.map((row) => row.status)).toEqual(['making', 'cancelled', 'cancelled']);
    expect(after.batch.credits).toEqual({
      held: price.total,
      charged: 0,
      returned: 2 * price.perResult,
    });
    expect(after.remainingCredits).toBe(100 - price.total + 2 * price.perResult);
    await expectBatchBooksBalance(db(), buyer.userId);
    expect((await buyer.call('POST', `/api/batches/${batch.batchId}/retry`, {})).statusCode).toBe(
      409,
    );

    // The render job finishes the row after the cancel: it is made and charged, with the licence.
    const end = await expectSettled(buyer.userId, read);
    expect(end).toMatchObject({ status: 'cancelled', made: 1, failed: 0, waiting: 0 });
    expect(end.rows.map((row) => row.status)).toEqual(['made', 'cancelled', 'cancelled']);
    expect(end.credits).toEqual({
      held: price.total,
      charged: LICENCE + price.perResult,
      returned: 2 * price.perResult,
    });
    expect(await balanceOf(db(), buyer.userId)).toBe(100 - LICENCE - price.perResult);
    const again = await buyer.call('POST', `/api/batches/${batch.batchId}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(BatchMessage.notCancellable);
  }, 120_000);

  it('keeps the books whichever wins when the cancel meets a row finishing and the next one starting', async () => {
    // At full speed a row is made in a fraction of a second: the cancel lands around the first
    // row's end, the second's start or its end, as the moments fall on this machine.
    realtime.playbackSpeed(false);
    for (const delayMs of [0, 150, 400]) {
      const { buyer, batch, price, read } = await placeBatch(['Asha', 'Bina']);
      await eventually('the first row is being made', async () => {
        return (await read()).rows[0]!.status !== 'waiting';
      });
      await sleep(delayMs);
      const cancelled = await buyer.call('POST', `/api/batches/${batch.batchId}/cancel`);
      // Both rows made before it arrived: the batch is finished, and there is nothing to cancel.
      expect([200, 409], cancelled.body).toContain(cancelled.statusCode);
      const end = await expectSettled(buyer.userId, read);
      expect(end.status).toBe(cancelled.statusCode === 200 ? 'cancelled' : 'finished');
      expect(end.made).toBeGreaterThan(0);
      expect(end.credits).toEqual({
        held: price.total,
        charged: LICENCE + end.made * price.perResult,
        returned: (2 - end.made) * price.perResult,
      });
      expect(await balanceOf(db(), buyer.userId)).toBe(100 - LICENCE - end.made * price.perResult);
    }
  }, 120_000);
});
