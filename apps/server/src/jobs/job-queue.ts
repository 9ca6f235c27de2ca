import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Database } from '../db/database';
import { isServiceUnreachable } from '../db/service-unreachable';
import { queueOptions, type QueueOptions } from './job-payloads';
import {
  JobHandedBack,
  logWith,
  type JobHandler,
  type JobHandlers,
  type JobLog,
  type JobName,
  type JobPayloadSchemas,
} from './job-types';
import { transactionExecutor, type Queryable } from './transaction-executor';

/**
 * How often an idle worker asks for work, one query per job name. A job sent by this very process
 * wakes its worker at once, so polling only has to find jobs sent elsewhere and retries that came
 * due. On the embedded database every job is sent by this process: a slow poll keeps an idle
 * server idle (about 15 ms of CPU per query there). Servers and workers on PostgreSQL poll briskly.
 */
export const POLLING_INTERVAL_SECONDS = { pglite: 10, postgres: 2 } as const;

/** Stopping waits this long for running handlers; the server's shutdown grace is 10 s. */
export const DRAIN_MS = 8000;

/** A failed job is tried again three times: 5–10 s later, then 10–20 s, then 20–40 s (jittered). */
const QUEUE_OPTIONS = { retryLimit: 3, retryDelay: 5, retryBackoff: true } as const;

/**
 * The least time from a job's first failure to its last try, as pg-boss schedules the retries of
 * a queue named in `queueOptions` (each wait doubles, jittered between 1 and 2 times its base).
 */
export function shortestRetrySpanSeconds(name: string, options = queueOptions): number {
  const { retryLimit, retryDelay } = { ...QUEUE_OPTIONS, ...options[name] };
  return retryDelay * (2 ** retryLimit - 1);
}

/**
 * How often expiry runs: a job whose worker died (its `expireInSeconds` passed while active) is
 * failed and retried at the next pass, so a killed worker's job waits at most this much longer.
 */
const MAINTENANCE_INTERVAL_SECONDS = 30;

export interface JobQueueStartOptions<S extends JobPayloadSchemas> {
  log: JobLog;
  /** Run these handlers in this process; without them this process only enqueues. */
  handlers?: JobHandlers<S>;
  /**
   * How often idle workers ask for work, when not the engine's `POLLING_INTERVAL_SECONDS`: tests
   * that wait for a retry to come due ask every half second (pg-boss's shortest) instead.
   */
  pollingIntervalSeconds?: number;
}

export interface SendOptions {
  /**
   * Enqueue inside this Drizzle transaction: the job exists only if it commits. Inside a
   * transaction always pass it; on PGlite a send outside it would wait for the transaction's end.
   */
  tx?: Queryable;
  /** The job's id (a UUID); by default pg-boss makes one. Among equal priorities the lower runs first. */
  id?: string;
  /** Higher runs first among waiting jobs of the same name; among equals, the one sent first. */
  priority?: number;
  /** A running job older than this is taken for lost (its worker died) and retried. */
  expireInSeconds?: number;
}

interface Running {
  boss: PgBoss;
  /** pg-boss's worker ids for each job name this process handles. */
  workers: Map<string, string[]>;
  /** Aborted when stopping's grace period is over: running handlers hand their jobs back. */
  shutdown: AbortController;
  /** Work the handlers left running past their jobs (`JobHandler.settle`). */
  settle: (() => Promise<void>)[];
}

/**
 * What a statement dropped after `stop` answers: no rows, or for pg-boss's commands on jobs
 * (complete, fail, cancel…), which answer how many jobs they changed, none; an empty answer there
 * made pg-boss throw a TypeError that ended the process with a failure.
 */
const droppedAnswer = (text: string) => ({
  rows: isOutcome(text) ? [{ count: '0' }] : [],
});

/** pg-boss's commands that record how jobs ended (complete, fail, cancel…) answer a count. */
const isOutcome = (text: string) => /select count\(\*\) from results\s*$/i.test(text);

/** How long handlers told to hand their jobs back have before pg-boss fails what still runs. */
const HAND_BACK_MS = 5000;

/**
 * The longest `stop(drainMs)` takes: a process must give its job queue this long on shutdown
 * before it is ended, or a job still being handed back is cut off.
 */
export const longestStopMs = (drainMs = DRAIN_MS) => drainMs + HAND_BACK_MS;

/**
 * A job handed back at shutdown waits this long before another process may take it: long enough
 * for pg-boss, in the stopping process, to finish with it (its completion then finds the job no
 * longer active and leaves it alone).
 */
const HAND_BACK_DELAY_SECONDS = 3;

/**
 * Where a job is after `handBack`: handed back to wait again (`retry`), failed for good on its
 * last try (`failed`), or it was not running: still waiting to run (`waiting`), or finished or
 * missing, so nothing will run it (`gone`).
 */
export type HandBackResult = 'retry' | 'failed' | 'waiting' | 'gone';

/** One job name's unfinished jobs across every process (`statsByName`). */
export interface JobStats {
  name: string;
  waiting: number;
  running: number;
  oldestWaitSeconds: number | null;
}

/**
 * The store's background jobs on pg-boss, in the application's own database (schema `pgboss`).
 * Construct it with the payload map, `start` it once the database is migrated, then `send` jobs;
 * with handlers, this process also runs them. `stop` lets running handlers finish first.
 */
export class JobQueue<S extends JobPayloadSchemas> {
  #running: Running | undefined;
  /**
   * Handlers under way in this process. pg-boss's graceful stop can miss a job whose fetch was in
   * flight when stopping began, so stopping also waits for these before the database may close.
   */
  readonly #handling = new Set<Promise<void>>();
  /** From `stop` until the next `start`: a job fetched meanwhile is handed back, never run. */
  #stopping = false;
  /** Set once `stop` returned: nothing more of pg-boss's reaches the database. */
  #stopped = false;

  constructor(
    private readonly database: Database,
    private readonly payloads: S,
    private readonly options: QueueOptions = queueOptions,
  ) {}

  /** Installs or upgrades pg-boss's tables, declares one queue per job name, starts any workers. */
  async start(options: JobQueueStartOptions<S>): Promise<void> {
    if (this.#running) throw new Error('The job queue is already started.');
    this.#stopping = false;
    this.#stopped = false;
    const { handlers, log } = options;
    const polling = options.pollingIntervalSeconds ?? POLLING_INTERVAL_SECONDS[this.database.kind];
    const boss = new PgBoss({
      db: {
        // Once stopped, pg-boss's last bookkeeping (a completion a tick late) would meet a closing
        // database and crash the process: it is dropped, and such a job's expiry runs it again.
        executeSql: (text, values) =>
          this.#stopped
            ? Promise.resolve(droppedAnswer(text))
            : this.database.executeSql(text, values).catch((error: unknown) => {
                // pg-boss records a job's outcome without waiting for it: one lost to a database
                // outage would end the process as an unhandled rejection. It is dropped instead;
                // the job, still active, is run again at its expiry (handlers are safe to rerun).
                if (!isOutcome(text) || !isServiceUnreachable(error)) throw error;
                log.warn({ err: error }, 'a job outcome was not recorded: the database is away');
                return droppedAnswer(text);
              }),
      },
      // Expiry, archiving and deletion run where jobs are worked; no cron schedules are used.
      supervise: handlers !== undefined,
      maintenanceIntervalSeconds: MAINTENANCE_INTERVAL_SECONDS,
      schedule: false,
    });
    boss.on('error', (err) => log.error({ err }, 'job queue error'));
    const workers = new Map<string, string[]>();
    const shutdown = new AbortController();
    try {
      // pg-boss locks its install, but a process that waited on that lock can still fail to make
      // the schema the other just made (its catalogue view predates the wait, and pg-boss's race
      // check misses PostgreSQL's wording), so processes starting together set up one at a time.
      await this.database.exclusively(async () => {
        await boss.start();
        // All queues exist before any names another as its dead letter. Creating leaves an
        // existing queue as it was, so the options are then set on every queue, old or new.
        for (const name of this.names()) await boss.createQueue(name, { name });
        for (const name of this.names()) {
          await boss.updateQueue(name, { name, ...QUEUE_OPTIONS, ...this.options[name] });
        }
      });
      if (handlers && this.database.kind === 'pglite') await this.retryJobsOfDeadProcess(boss, log);
      if (handlers) {
        for (const name of this.names()) {
          // pg-boss 10 has no per-worker concurrency: each worker runs one job at a time.
          const ids: string[] = [];
          for (let n = 0; n < (handlers[name].concurrency ?? 1); n++) {
            ids.push(await this.work(boss, name, handlers[name], log, shutdown.signal, polling));
          }
          workers.set(name, ids);
        }
      }
    } catch (error) {
      await boss.stop({ graceful: false });
      throw error;
    }
    const settle = handlers
      ? this.names().flatMap((name) => (handlers[name].settle ? [handlers[name].settle] : []))
      : [];
    this.#running = { boss, workers, shutdown, settle };
  }

  /** Validates the payload and enqueues the job; answers its id. */
  async send<N extends JobName<S>>(
    name: N,
    payload: z.input<S[N]>,
    options: SendOptions = {},
  ): Promise<string> {
    const id = await this.enqueue(name, payload, {
      ...(options.tx ? { db: transactionExecutor(options.tx) } : {}),
      ...(options.id === undefined ? {} : { id: options.id }),
      ...(options.priority === undefined ? {} : { priority: options.priority }),
      ...(options.expireInSeconds === undefined
        ? {}
        : { expireInSeconds: options.expireInSeconds }),
    });
    // Only throttled sends (sendOncePer) answer null.
    if (id === null) throw new Error(`The ${name} job was not enqueued.`);
    return id;
  }

  /**
   * Enqueues many jobs of one name in one statement (pg-boss's `insert`, with the queue's own
   * retry settings), inside `tx` when given: a batch's rows are placed together.
   */
  async sendMany<N extends JobName<S>>(
    name: N,
    jobs: readonly {
      payload: z.input<S[N]>;
      id: string;
      priority: number;
      expireInSeconds: number;
    }[],
    options: Pick<SendOptions, 'tx'> = {},
  ): Promise<void> {
    const running = this.#running;
    if (!running) throw new Error('The job queue is not started.');
    if (jobs.length === 0) return;
    const schema = this.schemaOf(name);
    const { boss, workers } = running;
    await boss.insert(
      jobs.map((job) => ({
        name,
        id: job.id,
        data: schema.parse(job.payload) as object,
        priority: job.priority,
        expireInSeconds: job.expireInSeconds,
      })),
      options.tx ? { db: transactionExecutor(options.tx) } : {},
    );
    for (const worker of workers.get(name) ?? []) boss.notifyWorker(worker);
  }

  /**
   * Enqueues the job unless one of this name was already enqueued this way in the current slot of
   * `seconds`, whichever process sent it: slots are counted from the epoch on the database's clock,
   * and a unique index on the slot settles a race. Answers the id, or null when the slot is taken.
   */
  sendOncePer<N extends JobName<S>>(
    name: N,
    payload: z.input<S[N]>,
    seconds: number,
  ): Promise<string | null> {
    return this.enqueue(name, payload, { singletonSeconds: seconds });
  }

  private async enqueue<N extends JobName<S>>(
    name: N,
    payload: z.input<S[N]>,
    options: PgBoss.SendOptions,
  ): Promise<string | null> {
    const running = this.#running;
    if (!running) throw new Error('The job queue is not started.');
    const data = this.schemaOf(name).parse(payload);
    const { boss, workers } = running;
    const id = await boss.send(name, data, options);
    if (id === null) return null;
    // Inside a transaction the worker's query waits for it to end (PGlite has one connection) or
    // does not see the job yet (PostgreSQL), and then the next poll finds it.
    for (const worker of workers.get(name) ?? []) boss.notifyWorker(worker);
    return id;
  }

  /**
   * Stops taking work and waits up to `drainMs` for running handlers; those still running are
   * then told to hand their jobs back (`JobInfo.shutdown`), and whatever still runs a few seconds
   * later is failed by pg-boss (and retried elsewhere).
   */
  async stop(drainMs = DRAIN_MS): Promise<void> {
    const running = this.#running;
    if (!running) return;
    this.#running = undefined;
    this.#stopping = true;
    const handBack = setTimeout(() => running.shutdown.abort(), drainMs);
    try {
      await running.boss.stop({ graceful: true, wait: true, timeout: longestStopMs(drainMs) });
      await Promise.race([
        Promise.allSettled([...this.#handling]),
        new Promise((resolve) => setTimeout(resolve, HAND_BACK_MS).unref()),
      ]);
      await Promise.allSettled(running.settle.map((settle) => settle()));
    } finally {
      clearTimeout(handBack);
      this.#stopped = true;
    }
  }

  /**
   * Gives a running job back to the queue, to be taken again by any process: one whose worker
   * died (`countAttempt`: it was a try; on its last one it fails for good and goes to its dead
   * letter), or one this process stops running at shutdown (not a try, taken again shortly).
   * Only a job still active is touched.
   */
  async handBack(
    name: JobName<S>,
    id: string,
    options: { countAttempt: boolean; reason: string },
  ): Promise<HandBackResult> {
    const running = this.#running;
    if (!running) throw new Error('The job queue is not started.');
    return this.handBackOn(running.boss, name, id, options);
  }

  private async handBackOn(
    boss: PgBoss,
    name: JobName<S>,
    id: string,
    options: { countAttempt: boolean; reason: string },
  ): Promise<HandBackResult> {
    // pg-boss adds one to retry_count when it hands the job out again; a try that does not count
    // takes that one off beforehand.
    const { rows } = await this.database.executeSql(
      `update pgboss.job
          set state = 'retry',
              start_after = now() + $3 * interval '1 second',
              retry_count = retry_count - $4,
              output = jsonb_build_object('message', $5::text)
        where name = $1 and id = $2 and state = 'active'
          and (retry_count < retry_limit or $4 = 1)
        returning id`,
      [
        name,
        id,
        options.countAttempt ? 0 : HAND_BACK_DELAY_SECONDS,
        options.countAttempt ? 0 : 1,
        options.reason,
      ],
    );
    if (rows.length > 0) return 'retry';
    const { rows: found } = await this.database.executeSql(
      `select state from pgboss.job where name = $1 and id = $2`,
      [name, id],
    );
    const state = (found[0] as { state: string } | undefined)?.state;
    if (state === 'created' || state === 'retry') return 'waiting';
    if (state !== 'active' || !options.countAttempt) return 'gone';
    // Its last try: failing it sends it to its dead letter, if it has one.
    await boss.fail(name, id, { message: options.reason });
    return 'failed';
  }

  /**
   * The embedded database is opened by one process at a time, so a job still active when it starts
   * was running in a process that died (killed, or the machine lost power). Failing it now retries
   * it after the usual back-off, instead of after its expiry, which is longer than its time limit.
   * Never on PostgreSQL: there an active job may belong to another server or worker that is alive,
   * and a dead one's job is retried at its expiry.
   */
  private async retryJobsOfDeadProcess(boss: PgBoss, log: JobLog): Promise<void> {
    const { rows } = await this.database.executeSql(
      `select name, id from pgboss.job where state = 'active' and name = any($1::text[])`,
      [this.names()],
    );
    for (const { name, id } of rows as { name: string; id: string }[]) {
      await boss.fail(name, id, { message: 'the process running it stopped' });
      log.warn({ job: { id, name } }, 'job of a stopped process failed; it will be retried');
    }
  }

  /**
   * Jobs waiting (due, not taken) and running across every process, and the longest wait: the
   * sum of `statsByName`, in its one query. Needs the tables only, not a started queue.
   */
  async stats(): Promise<{ waiting: number; running: number; oldestWaitSeconds: number | null }> {
    const byName = await this.statsByName();
    const waits = byName.flatMap(({ oldestWaitSeconds }) =>
      oldestWaitSeconds === null ? [] : [oldestWaitSeconds],
    );
    return {
      waiting: byName.reduce((sum, { waiting }) => sum + waiting, 0),
      running: byName.reduce((sum, { running }) => sum + running, 0),
      oldestWaitSeconds: waits.length > 0 ? Math.max(...waits) : null,
    };
  }

  /**
   * For each job name, its jobs waiting (due, not taken) and running across every process, and
   * its longest wait, in one query over pg-boss's unfinished jobs: what `/metrics` gauges when
   * scraped. A name with no unfinished job answers zeros, so its series exist before its first
   * job. Needs the tables only, not a started queue.
   */
  async statsByName(): Promise<JobStats[]> {
    const { rows } = await this.database.executeSql(
      `select name,
              count(*) filter (where state < 'active' and start_after <= now())::int as waiting,
              count(*) filter (where state = 'active')::int as running,
              extract(epoch from now() - min(start_after)
                filter (where state < 'active' and start_after <= now()))::float8 as oldest
         from pgboss.job
        where state < 'completed' and name = any($1::text[])
        group by name`,
      [this.names()],
    );
    const byName = new Map(
      (rows as { name: string; waiting: number; running: number; oldest: number | null }[]).map(
        (row) => [row.name, row],
      ),
    );
    return this.names().map((name) => {
      const row = byName.get(name);
      return {
        name,
        waiting: Number(row?.waiting ?? 0),
        running: Number(row?.running ?? 0),
        oldestWaitSeconds:
          row?.oldest === null || row?.oldest === undefined
            ? null
            : Math.max(0, Number(row.oldest)),
      };
    });
  }

  private names(): JobName<S>[] {
    return Object.keys(this.payloads) as JobName<S>[];
  }

  private schemaOf<N extends JobName<S>>(name: N): S[N] {
    const schema = this.payloads[name];
    if (!schema) throw new Error(`No job is named ${name}.`);
    return schema;
  }

  /** Starts the worker for one job name and answers its id. */
  private work<N extends JobName<S>>(
    boss: PgBoss,
    name: N,
    handler: JobHandler<z.output<S[N]>>,
    log: JobLog,
    shutdown: AbortSignal,
    pollingIntervalSeconds: number,
  ): Promise<string> {
    const schema = this.schemaOf(name);
    const options = { batchSize: 1, includeMetadata: true as const, pollingIntervalSeconds };
    const handle = async (jobs: PgBoss.JobWithMetadata<unknown>[]) => {
      for (const job of jobs) {
        const jobLog = logWith(log, { job: { id: job.id, name } });
        const info = { id: job.id, name, attempt: job.retryCount + 1, shutdown, log: jobLog };
        if (this.#stopping) {
          // Fetched as stopping began: not started, so back in the queue without counting a try;
          // once the database is closed, its expiry brings it back instead.
          await this.handBackOn(boss, name, job.id, {
            countAttempt: false,
            reason: 'stopping',
          }).catch(() => {});
          continue;
        }
        try {
          await handler(schema.parse(job.data) as z.output<S[N]>, info);
        } catch (err) {
          if (err instanceof JobHandedBack) {
            // Back in the queue already; pg-boss's completion then finds it no longer active.
            await this.handBackOn(boss, name, job.id, { countAttempt: false, reason: err.message });
            jobLog.info(
              { attempt: info.attempt },
              'job handed back to the queue: this process is stopping',
            );
            continue;
          }
          const retried = job.retryCount < job.retryLimit;
          jobLog.warn(
            { err, attempt: info.attempt },
            retried ? 'job failed; it will be retried' : 'job failed for good',
          );
          throw err;
        }
      }
    };
    // pg-boss waits out the rest of its polling interval after each job unless its worker is
    // notified, so a queue of short jobs (a batch's pictures) would idle up to the interval
    // between them. Told at each job's end, the worker fetches the next at once; an empty queue
    // answers nothing, nobody is told, and the worker polls as before.
    let workerId: string | undefined;
    const started = boss.work(name, options, (jobs) => {
      const handling = handle(jobs).finally(() => {
        if (workerId !== undefined && !this.#stopping) boss.notifyWorker(workerId);
      });
      const tracked = handling.then(
        () => {},
        () => {},
      );
      this.#handling.add(tracked);
      void tracked.finally(() => this.#handling.delete(tracked));
      return handling;
    });
    return started.then((id) => (workerId = id));
  }
}
