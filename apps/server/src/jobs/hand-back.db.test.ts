import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../test-support/eventually';
import { createTestDatabase, testEngine, type TestDatabase } from '../test-support/test-database';
import { JobQueue } from './job-queue';
import { JobHandedBack, type JobInfo } from './job-types';
import {
  BRISK_POLLING_SECONDS,
  longJobPayloads,
  longJobQueueOptions,
  silentJobLog,
} from './test-support/echo-job';

/** Each run of a `test-long` job, held until its test lets it go or its process stops. */
interface Run {
  n: number;
  info: JobInfo;
  release: () => void;
}

function longJobHandlers(runs: Run[], dead: number[]) {
  return {
    'test-long': ({ n }: { n: number }, info: JobInfo) =>
      new Promise<void>((resolve, reject) => {
        runs.push({ n, info, release: resolve });
        info.shutdown.addEventListener('abort', () => reject(new JobHandedBack()), { once: true });
      }),
    'test-long-dead-letter': async ({ n }: { n: number }) => void dead.push(n),
  };
}

describe(`handing running jobs back on ${testEngine}`, () => {
  let database: TestDatabase;
  const queues: JobQueue<typeof longJobPayloads>[] = [];
  const runs: Run[] = [];
  const dead: number[] = [];

  const startQueue = async () => {
    const queue = new JobQueue(database, longJobPayloads, longJobQueueOptions);
    await queue.start({
      log: silentJobLog,
      handlers: longJobHandlers(runs, dead),
      pollingIntervalSeconds: BRISK_POLLING_SECONDS,
    });
    queues.push(queue);
    return queue;
  };
  const jobOf = async (id: string) => {
    const { rows } = await database.executeSql(
      `select state, retry_count, start_after <= now() as due from pgboss.job where id = $1`,
      [id],
    );
    return rows[0] as { state: string; retry_count: number; due: boolean };
  };

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  // Each test's queues stop with it: a queue left polling would take the next test's job (the
  // stop-and-hand-back test then stopped a queue that was not running it).
  afterEach(async () => {
    runs.forEach((run) => run.release());
    for (const queue of queues.splice(0)) await queue.stop(0);
    runs.length = 0;
  });
  afterAll(async () => {
    await database?.close();
  });

  it('gives a dead worker’s job back as a try, and dead-letters it after its last', async () => {
    const queue = await startQueue();
    const id = await queue.send('test-long', { n: 1 });
    await eventually('the first try', () => runs.some((run) => run.n === 1));
    expect(await queue.stats()).toMatchObject({ running: 1, waiting: 0 });

    expect(await queue.handBack('test-long', id, { countAttempt: true, reason: 'gone' })).toBe(
      'retry',
    );
    expect(await jobOf(id)).toMatchObject({ state: 'retry', due: true });
    // The first try's worker wakes and finishes: the job it no longer holds is left alone.
    runs.find((run) => run.n === 1)!.release();
    await eventually(
      'the second try',
      () => runs.filter((run) => run.n === 1).length === 2,
      40_000,
    );
    expect(runs.at(-1)!.info.attempt).toBe(2);

    expect(await queue.handBack('test-long', id, { countAttempt: true, reason: 'gone' })).toBe(
      'failed',
    );
    expect(await jobOf(id)).toMatchObject({ state: 'failed' });
    await eventually('the dead letter', () => dead.includes(1), 40_000);
    // Not running any more: nothing to hand back.
    expect(await queue.handBack('test-long', id, { countAttempt: true, reason: 'gone' })).toBe(
      'gone',
    );
  }, 90_000);

  it('hands a job still running at the end of the stop’s grace back, without counting the try', async () => {
    const queue = await startQueue();
    const id = await queue.send('test-long', { n: 2 });
    await eventually('the try', () => runs.some((run) => run.n === 2));
    const started = Date.now();
    await queue.stop(300);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await jobOf(id)).toMatchObject({ state: 'retry' });

    // Taken again by the next process, as the same try.
    await startQueue();
    await eventually('the try again', () => runs.filter((run) => run.n === 2).length === 2, 40_000);
    expect(runs.filter((run) => run.n === 2).map((run) => run.info.attempt)).toEqual([1, 1]);
  }, 90_000);
});
