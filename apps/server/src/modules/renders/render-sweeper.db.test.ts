import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedVideos } from '../../db/schema';
import { jobPayloads, JobQueue, type JobPayloads } from '../../jobs';
import { silentJobLog } from '../../jobs/test-support/echo-job';
import { registerBuyer } from '../../test-support/commerce-fixture';
import { useTestApp } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';
import { sweepStalledRenders } from './render-sweeper';
import { renderOrders } from '../generated-videos';

const STALLED_AFTER_SECONDS = 30;

/**
 * The sweeper against renders whose worker died: the render job is taken as pg-boss's fetch takes
 * it and the render marked processing as a worker marks it, then its heartbeat is aged. No process
 * runs the jobs here, so what the sweeper did stays to be seen.
 */
describe(`the sweeper of stalled renders on ${testEngine}`, () => {
  const testApp = useTestApp();
  let queue: JobQueue<JobPayloads>;
  let userId = '';

  beforeAll(async () => {
    queue = new JobQueue(testApp.database, jobPayloads);
    await queue.start({ log: silentJobLog });
    userId = (await registerBuyer(testApp.app)).userId;
  });
  afterAll(async () => {
    await queue?.stop();
  });

  const sql = (text: string, values: unknown[]) => testApp.database.executeSql(text, values);
  const sweep = () =>
    sweepStalledRenders({
      db: testApp.database.db,
      jobs: queue,
      stalledAfterSeconds: STALLED_AFTER_SECONDS,
      log: silentJobLog,
    });

  /** A render taken by a worker (`tries` earlier tries), silent for `silentSeconds`. */
  async function runningRender(silentSeconds: number, tries = 0) {
    const id = randomUUID();
    await testApp.database.db.insert(generatedVideos).values({ id, userId, templateId: '1' });
    await queue.send('render', { renderId: id }, { id });
    await sql(
      `update pgboss.job set state = 'active', started_on = now(), retry_count = $2
        where name = 'render' and id = $1`,
      [id, tries],
    );
    const row = await renderOrders.markProcessing(testApp.database.db, id, 'host:1:dead');
    await sql(
      `update generated_videos set heartbeat_at = now() - $2 * interval '1 second' where id = $1`,
      [id, silentSeconds],
    );
    return { id, attempt: row!.attempts };
  }
  const renderOf = async (id: string) =>
    (
      await testApp.database.db.select().from(generatedVideos).where(eq(generatedVideos.id, id))
    )[0]!;
  const jobOf = async (name: string, renderId: string) => {
    const { rows } = await sql(
      `select state, start_after <= now() as due from pgboss.job
        where name = $1 and (id = $2 or data->>'renderId' = $2::text)`,
      [name, renderId],
    );
    return rows as { state: string; due: boolean }[];
  };

  it('hands a silent render back to the queue and leaves a live one alone', async () => {
    const silent = await runningRender(STALLED_AFTER_SECONDS + 5);
    const live = await runningRender(STALLED_AFTER_SECONDS - 10);

    expect(await sweep()).toEqual({ requeued: 1, abandoned: 0 });
    expect(await renderOf(silent.id)).toMatchObject({
      status: 'queued',
      progress: 0,
      workerId: null,
      heartbeatAt: null,
    });
    expect(await jobOf('render', silent.id)).toEqual([{ state: 'retry', due: true }]);
    expect(await renderOf(live.id)).toMatchObject({
      status: 'processing',
      workerId: 'host:1:dead',
    });
    expect(await jobOf('render', live.id)).toEqual([{ state: 'active', due: true }]);
    // A second pass finds nothing more to do.
    expect(await sweep()).toEqual({ requeued: 0, abandoned: 0 });
  });

  it('lets a stalled worker that wakes change nothing once another attempt took the render', async () => {
    const stalled = await runningRender(STALLED_AFTER_SECONDS + 5);
    await sweep();
    const next = await renderOrders.markProcessing(testApp.database.db, stalled.id, 'host:2:alive');
    expect(next!.attempts).toBe(stalled.attempt + 1);

    const { db } = testApp.database;
    expect(await renderOrders.recordHeartbeat(db, stalled)).toBe(false);
    expect(await renderOrders.recordProgress(db, stalled, 50)).toBe(false);
    expect(
      await renderOrders.recordProgress(db, { id: stalled.id, attempt: next!.attempts }, 20),
    ).toBe(true);
    expect(await renderOf(stalled.id)).toMatchObject({ workerId: 'host:2:alive', progress: 20 });
  });

  it('fails a render silent on its last try through its dead letter', async () => {
    const last = await runningRender(STALLED_AFTER_SECONDS + 5, 2);
    expect(await sweep()).toEqual({ requeued: 0, abandoned: 1 });
    expect(await jobOf('render', last.id)).toEqual([{ state: 'failed', due: true }]);
    expect(await jobOf('render-abandoned', last.id)).toHaveLength(1);
  });

  it('abandons a silent render whose job nothing would run any more', async () => {
    const orphan = await runningRender(STALLED_AFTER_SECONDS + 5);
    await sql(`delete from pgboss.job where name = 'render' and id = $1`, [orphan.id]);
    expect(await sweep()).toEqual({ requeued: 0, abandoned: 1 });
    expect(await jobOf('render-abandoned', orphan.id)).toHaveLength(1);
  });
});
