import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import {
  createTestDatabase,
  createThrowawayPostgres,
  testEngine,
  type TestDatabase,
} from '../test-support/test-database';
import { eventually } from '../test-support/eventually';
import { JobQueue, POLLING_INTERVAL_SECONDS } from './job-queue';
import {
  deadLetterJobPayloads,
  deadLetterQueueOptions,
  echoJobPayloads,
  silentJobLog,
  BRISK_POLLING_SECONDS,
} from './test-support/echo-job';

describe('the job queue', () => {
  let database: TestDatabase;
  let queue: JobQueue<typeof echoJobPayloads>;
  const handled: number[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    queue = new JobQueue(database, echoJobPayloads);
    await queue.start({
      log: silentJobLog,
      handlers: { 'test-echo': async ({ n }) => void handled.push(n) },
    });
  });
  afterAll(async () => {
    await queue?.stop();
    await database?.close();
  });

  async function statesOfJobsCarrying(n: number): Promise<string[]> {
    const { rows } = await database.executeSql(
      `select state from pgboss.job where name = 'test-echo' and data->>'n' = $1`,
      [String(n)],
    );
    return (rows as { state: string }[]).map((row) => row.state);
  }

  async function jobsCarrying(n: number): Promise<number> {
    const { rows } = await database.executeSql(
      `select count(*)::int as count from pgboss.job where name = 'test-echo' and data->>'n' = $1`,
      [String(n)],
    );
    return (rows[0] as { count: number }).count;
  }

  it('runs a job enqueued in a transaction that commits, once', async () => {
    await database.db.transaction(async (tx) => {
      await queue.send('test-echo', { n: 1 }, { tx });
    });
    await eventually('the job is handled', () => handled.includes(1));
    // Recorded as completed, the job is never handed out again: handled once stays handled once.
    await eventually('the job is completed', async () => {
      const states = await statesOfJobsCarrying(1);
      return states.length === 1 && states[0] === 'completed';
    });
    expect(handled.filter((n) => n === 1)).toEqual([1]);
  });

  it('never runs a job enqueued in a transaction that rolls back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await queue.send('test-echo', { n: 2 }, { tx });
        throw new Error('the cause of the job failed');
      }),
    ).rejects.toThrow('the cause of the job failed');
    // Jobs are taken oldest first: once a later one has run, the rolled-back one would have too.
    await queue.send('test-echo', { n: 3 });
    await eventually('the later job is handled', () => handled.includes(3));
    expect(handled).not.toContain(2);
    expect(await jobsCarrying(2)).toBe(0);
  });

  it.runIf(testEngine === 'pglite')(
    'starts a job sent by this process at once, not at the next poll, on the embedded database',
    async () => {
      const sentAt = Date.now();
      await queue.send('test-echo', { n: 5 });
      await eventually('the job is handled', () => handled.includes(5));
      expect(Date.now() - sentAt).toBeLessThan((POLLING_INTERVAL_SECONDS.pglite * 1000) / 2);
    },
  );

  it('refuses a payload its schema rejects, and enqueues nothing', async () => {
    await expect(queue.send('test-echo', { n: 'four' } as never)).rejects.toThrow();
    expect(await jobsCarrying(4)).toBe(0);
  });

  it('leaves nothing running once stopped: a process that ran a job exits by itself', async () => {
    const script = path.resolve(import.meta.dirname, 'test-support/run-one-job.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let stoppedAt = 0;
    child.stderr.on('data', () => {
      if (!stoppedAt && output.includes('job queue and database stopped')) stoppedAt = Date.now();
    });
    const killer = setTimeout(() => child.kill('SIGKILL'), 50_000);
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    clearTimeout(killer);
    expect(output).toContain('job queue and database stopped');
    expect(code).toBe(0);
    // pg-boss checks once a second whether its stopped workers have ended; nothing waits longer.
    expect(Date.now() - stoppedAt).toBeLessThan(2500);
  });
});

describe('a worker with jobs waiting', () => {
  let database: TestDatabase;
  const queues: JobQueue<typeof echoJobPayloads>[] = [];
  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    await database?.close();
  });

  it('takes the next job as soon as one ends, not a polling interval later', async () => {
    database = await createTestDatabase();
    // Sent by a process without workers, before the worker starts: nothing notifies it of them.
    const sender = new JobQueue(database, echoJobPayloads);
    queues.push(sender);
    await sender.start({ log: silentJobLog });
    for (const n of [1, 2, 3]) await sender.send('test-echo', { n });
    const handled: number[] = [];
    const worker = new JobQueue(database, echoJobPayloads);
    queues.push(worker);
    // A minute between polls: waiting one out after each job would take minutes for three.
    await worker.start({
      log: silentJobLog,
      pollingIntervalSeconds: 60,
      handlers: { 'test-echo': async ({ n }) => void handled.push(n) },
    });
    await eventually('all three jobs are handled', () => handled.length === 3, 30_000);
    expect(handled.sort()).toEqual([1, 2, 3]);
  }, 60_000);
});

describe('a queue with a dead letter', () => {
  let database: TestDatabase;
  let queue: JobQueue<typeof deadLetterJobPayloads>;
  const tried: number[] = [];
  const dead: number[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    queue = new JobQueue(database, deadLetterJobPayloads, deadLetterQueueOptions);
    await queue.start({
      log: silentJobLog,
      pollingIntervalSeconds: BRISK_POLLING_SECONDS,
      handlers: {
        'test-doomed': async ({ n }) => {
          tried.push(n);
          throw new Error('this job always fails');
        },
        'test-dead-letter': async ({ n }) => void dead.push(n),
      },
    });
  });
  afterAll(async () => {
    await queue?.stop();
    await database?.close();
  });

  it('sends a job that failed for good on to its dead letter, with its payload', async () => {
    await queue.send('test-doomed', { n: 7 });
    await eventually('the dead letter is handled', () => dead.includes(7));
    expect(tried).toEqual([7]);
    expect(dead).toEqual([7]);
  }, 40_000);
});

describe.skipIf(testEngine !== 'postgres')('queues of processes starting together', () => {
  /** Four queues of four connection pools start at once on a database pg-boss is not in yet. */
  async function startTogether(): Promise<{ failures: unknown[]; versions: number }> {
    const throwaway = await createThrowawayPostgres(process.env.DATABASE_URL!);
    const databases = await Promise.all(
      Array.from({ length: 4 }, () =>
        openDatabase({ kind: 'postgres', url: throwaway.url, poolMax: 1 }),
      ),
    );
    const queues = databases.map((database) => new JobQueue(database, echoJobPayloads));
    try {
      const started = await Promise.allSettled(
        queues.map((queue) => queue.start({ log: silentJobLog })),
      );
      const { rows } = await databases[0]!.executeSql('select version from pgboss.version');
      return {
        failures: started.flatMap((result) =>
          result.status === 'rejected' ? [result.reason] : [],
        ),
        versions: rows.length,
      };
    } finally {
      await Promise.allSettled(queues.map((queue) => queue.stop()));
      await Promise.all(databases.map((database) => database.close()));
      await throwaway.drop();
    }
  }

  // The race is one of timing: a few rounds make a miss unlikely.
  it('all start, pg-boss installed once', async () => {
    for (let round = 0; round < 4; round++) {
      expect(await startTogether()).toEqual({ failures: [], versions: 1 });
    }
  }, 60_000);
});
