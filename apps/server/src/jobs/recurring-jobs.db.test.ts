import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createTestDatabase, testEngine, type TestDatabase } from '../test-support/test-database';
import { JobQueue } from './job-queue';
import { startRecurringJobs } from './recurring-jobs';
import { silentJobLog } from './test-support/echo-job';

const tickPayloads = { 'test-tick': z.object({}) };
const HOUR_MS = 60 * 60 * 1000;

describe(`recurring jobs from several processes on ${testEngine}`, () => {
  let database: TestDatabase;
  // A server and a worker: two queues on one database, enqueuing only, so every job stays listed.
  const queues: JobQueue<typeof tickPayloads>[] = [];
  const sends: Promise<unknown>[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    for (let n = 0; n < 2; n += 1) {
      const queue = new JobQueue(database, tickPayloads);
      await queue.start({ log: silentJobLog });
      queues.push(queue);
    }
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    await database?.close();
  });

  /** The real queue, with each send kept so the test can wait for the fire-and-forget ones. */
  const watched = (
    queue: JobQueue<typeof tickPayloads>,
  ): Pick<JobQueue<typeof tickPayloads>, 'send' | 'sendOncePer'> => ({
    send: (name, payload, options) => keep(queue.send(name, payload, options)),
    sendOncePer: (name, payload, seconds) => keep(queue.sendOncePer(name, payload, seconds)),
  });
  function keep<T>(sent: Promise<T>): Promise<T> {
    sends.push(sent);
    return sent;
  }

  async function ticks(): Promise<{ atStart: number; scheduled: number }> {
    const { rows } = await database.executeSql(
      `select count(*) filter (where singleton_on is null)::int as "atStart",
              count(*) filter (where singleton_on is not null)::int as scheduled
         from pgboss.job where name = 'test-tick'`,
    );
    return rows[0] as { atStart: number; scheduled: number };
  }

  it('run once per period between them, after one start-up run each', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const stops = queues.map((queue) =>
        startRecurringJobs(watched(queue), [{ name: 'test-tick', everyMs: HOUR_MS }], silentJobLog),
      );
      await Promise.all(sends.splice(0));
      expect(await ticks()).toEqual({ atStart: 2, scheduled: 0 });

      // The hour passes for both at once: one of them enqueues its run, the other finds it there.
      vi.advanceTimersByTime(HOUR_MS);
      const answers = await Promise.all(sends.splice(0));
      expect(answers.filter((id) => id === null)).toHaveLength(1);
      expect(await ticks()).toEqual({ atStart: 2, scheduled: 1 });
      stops.forEach((stop) => stop());
    } finally {
      vi.useRealTimers();
    }
  });
});
