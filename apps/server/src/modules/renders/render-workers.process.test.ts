import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Render } from '@frameshop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigratedDatabase, type Database } from '../../db/database';
import { creditLedger, generatedVideos, licences } from '../../db/schema';
import { createMediaStorage } from '../media';
import { registerBuyer, spendingAnomalies } from '../../test-support/commerce-fixture';
import {
  makeCompositionFixture,
  insertClipTemplate,
  orderRedPhotoRender,
  realtimeRenderEnv,
  type CompositionFixture,
} from '../../test-support/composition-fixture';
import { eventually } from '../../test-support/eventually';
import { serverProcesses } from '../../test-support/server-process';
import { createThrowawayPostgres } from '../../test-support/test-database';
import { testConfig, testSecrets } from '../../test-support/test-app';
import { startWorker, waitForWorker, type RunningWorker } from '../../test-support/worker-process';

const adminUrl = process.env.DATABASE_URL;
const PRICE = 25;
/**
 * Rendered at the speed of playback (`realtimeRenderEnv`), so still running when its worker is
 * stopped, however fast the machine.
 */
const TEMPLATE = {
  width: 320,
  height: 180,
  seconds: 10,
  window: { x: 100, y: 40, width: 120, height: 80 },
};

/**
 * An API-only server and two `npm run worker` processes on one PostgreSQL, as a store outgrowing
 * one machine runs them (ADR 20). A worker killed with SIGKILL mid-render is noticed by its
 * stopped heartbeat and the other worker completes the render; a worker stopped with SIGTERM
 * hands its render back without counting the try. Either way the render completes exactly once
 * and the buyer's books balance. Needs PostgreSQL, so it runs where DATABASE_URL is set.
 */
describe.skipIf(!adminUrl)('render workers on PostgreSQL, one of them stopped mid-render', () => {
  let fixture: CompositionFixture;
  let dataDir: string;
  let throwaway: { url: string; drop(): Promise<void> };
  let database: Database;
  let templateId = '';
  const processes = serverProcesses();
  const workers: RunningWorker[] = [];
  let realtime: ReturnType<typeof realtimeRenderEnv> | undefined;
  const env = () => ({
    DATABASE_URL: throwaway.url,
    DATA_DIR: dataDir,
    JWT_SECRET: testSecrets.jwtSecret,
    URL_SIGNING_SECRET: testSecrets.urlSigningSecret,
  });

  beforeAll(async () => {
    fixture = await makeCompositionFixture();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-render-workers-'));
    throwaway = await createThrowawayPostgres(adminUrl as string);
    database = await openMigratedDatabase({ kind: 'postgres', url: throwaway.url, poolMax: 2 });
    const storage = createMediaStorage(testConfig({ DATA_DIR: dataDir }), testSecrets);
    templateId = await insertClipTemplate(fixture, { db: database.db, storage }, 'workers', {
      ...TEMPLATE,
      price: PRICE,
    });
  }, 120_000);
  afterAll(async () => {
    for (const worker of workers) worker.child.kill('SIGKILL');
    await Promise.all(workers.map((worker) => worker.exited));
    await processes.stopAll();
    await database?.close();
    await throwaway?.drop();
    await fixture?.remove();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /**
   * Workers that give a running render one second when stopped, then hand it back, and that take
   * a render whose heartbeat (every 2 s) stopped 6 s ago for dead rather than the default 30 s.
   */
  async function startWorkers(count: number) {
    realtime ??= realtimeRenderEnv(fixture);
    realtime.playbackSpeed(true);
    const started = await Promise.all(
      Array.from({ length: count }, () =>
        startWorker({
          ...env(),
          ...realtime!.env,
          WORKER_SHUTDOWN_GRACE_SECONDS: '1',
          RENDER_HEARTBEAT_SECONDS: '2',
          RENDER_STALLED_AFTER_SECONDS: '6',
        }),
      ),
    );
    workers.push(...started);
    return started;
  }

  /** A buyer's paid order, placed through the API-only process; answers the render's id. */
  async function order(api: Awaited<ReturnType<typeof processes.start>>['app']) {
    const buyer = await registerBuyer(api);
    const renderId = await orderRedPhotoRender(fixture, api, buyer, {
      templateId,
      price: PRICE,
    });
    const status = async () =>
      (await buyer.call('GET', `/api/renders/${renderId}`)).json() as Render;
    return { buyer, renderId, status };
  }

  const rowOf = async (renderId: string) =>
    (await database.db.select().from(generatedVideos).where(eq(generatedVideos.id, renderId)))[0]!;
  /** The worker running the render: its worker id names its pid. */
  const ownerOf = async (renderId: string, among: RunningWorker[]) => {
    const pid = Number((await rowOf(renderId)).workerId?.split(':')[1]);
    const owner = among.find((worker) => worker.child.pid === pid);
    if (!owner) throw new Error(`no worker of pid ${pid} runs the render`);
    return owner;
  };

  /** One hold turned into one licence, nothing refunded, and the ledger equal to the balance. */
  async function expectPaidOnce(userId: string, renderId: string) {
    const ledger = await database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId));
    expect(ledger.filter((entry) => entry.reason !== 'signup_bonus')).toEqual([
      expect.objectContaining({ delta: -PRICE, reference: `render-hold:${renderId}` }),
    ]);
    expect(await database.db.select().from(licences).where(eq(licences.userId, userId))).toEqual([
      expect.objectContaining({ templateId: Number(templateId), creditsPaid: PRICE }),
    ]);
    expect(await spendingAnomalies(database.db, userId)).toEqual([]);
  }

  it('completes, on the other worker, a render whose worker was killed, within a minute', async () => {
    const { app: api } = await processes.start({ ...env(), RUN_JOBS: 'false' });
    const pair = await startWorkers(2);
    await Promise.all(pair.map((worker) => waitForWorker(worker)));
    const { buyer, renderId, status } = await order(api);
    await eventually('the render is under way', async () => (await status()).progress > 0, 90_000);

    const killed = await ownerOf(renderId, pair);
    killed.child.kill('SIGKILL');
    await killed.exited;
    const killedAt = Date.now();
    // The kill is done: the other worker's try need not wait through the clip at playback speed.
    realtime!.playbackSpeed(false);
    const other = pair.find((worker) => worker !== killed)!;

    await eventually(
      'the other worker takes the render up',
      async () => (await rowOf(renderId)).attempts === 2,
      75_000,
    );
    const noticedAfterMs = Date.now() - killedAt;
    expect(noticedAfterMs).toBeLessThan(60_000);
    expect(await ownerOf(renderId, [other])).toBe(other);
    await eventually(
      'the render completes',
      async () => (await status()).status === 'completed',
      120_000,
    );
    const completedAfterMs = Date.now() - killedAt;
    console.warn(
      `killed worker's render taken up after ${(noticedAfterMs / 1000).toFixed(1)} s, ` +
        `completed after ${(completedAfterMs / 1000).toFixed(1)} s`,
    );

    expect(await rowOf(renderId)).toMatchObject({
      status: 'completed',
      attempts: 2,
      refunded: false,
    });
    const video = await api.inject({ method: 'GET', url: (await status()).signedUrl! });
    expect(video.statusCode).toBe(200);
    await expectPaidOnce(buyer.userId, renderId);
  }, 300_000);

  it('hands back, without counting the try, a render whose worker was stopped with SIGTERM', async () => {
    const { app: api } = await processes.start({ ...env(), RUN_JOBS: 'false' });
    const live = workers.filter(
      (worker) => worker.child.exitCode === null && worker.child.signalCode === null,
    );
    const [fresh] = await startWorkers(1);
    await waitForWorker(fresh!);
    const pair = [...live, fresh!];
    const { buyer, renderId, status } = await order(api);
    await eventually('the render is under way', async () => (await status()).progress > 0, 90_000);

    const stopped = await ownerOf(renderId, pair);
    stopped.child.kill('SIGTERM');
    // Its grace (1 s) over, it hands the render back and exits cleanly.
    expect(await stopped.exited).toBe(0);
    realtime!.playbackSpeed(false);
    const handedBack = await rowOf(renderId);
    expect(handedBack.status === 'queued' || handedBack.attempts === 2).toBe(true);

    await eventually(
      'the render completes',
      async () => (await status()).status === 'completed',
      120_000,
    );
    expect(await rowOf(renderId)).toMatchObject({ status: 'completed', attempts: 2 });
    const { rows } = await database.executeSql(
      `select state, retry_count from pgboss.job where name = 'render' and id = $1`,
      [renderId],
    );
    // The handed-back try did not count against the render's retries.
    expect(rows).toEqual([{ state: 'completed', retry_count: 0 }]);
    await expectPaidOnce(buyer.userId, renderId);
  }, 300_000);
});
