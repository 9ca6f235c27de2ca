import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Database } from '../db/database';
import { queueOptions, type QueueOptions } from './job-payloads';
import type { JobHandler, JobHandlers, JobLog, JobName, JobPayloadSchemas } from './job-types';
import { transactionExecutor, type Queryable } from './transaction-executor';

/**
 * How often an idle worker asks for work, one query per job name. A job sent by this very process
 * wakes its worker at once, so polling only has to find jobs sent elsewhere and retries that came
 * due. On the embedded database every job is sent by this process: a slow poll keeps an idle
 * server idle (about 15 ms of CPU per query there). Worker processes on PostgreSQL poll briskly.
 */
export const POLLING_INTERVAL_SECONDS = { pglite: 10, postgres: 2 } as const;

/** Stopping waits this long for running handlers; the server's shutdown grace is 10 s. */
export const DRAIN_MS = 8000;

/** A failed job is tried again three times: 5–10 s later, then 10–20 s, then 20–40 s (jittered). */
const QUEUE_OPTIONS = { retryLimit: 3, retryDelay: 5, retryBackoff: true } as const;

/**
 * How often expiry runs: a job whose worker died (its `expireInSeconds` passed while active) is
 * failed and retried at the next pass, so a killed worker's job waits at most this much longer.
 */
const MAINTENANCE_INTERVAL_SECONDS = 30;

export interface JobQueueStartOptions<S extends JobPayloadSchemas> {
  log: JobLog;
  /** Run these handlers in this process; without them this process only enqueues. */
  handlers?: JobHandlers<S>;
}

export interface SendOptions {
  /**
   * Enqueue inside this Drizzle transaction: the job exists only if it commits. Inside a
   * transaction always pass it; on PGlite a send outside it would wait for the transaction's end.
   */
  tx?: Queryable;
  /** Higher runs first among waiting jobs of the same name. */
  priority?: number;
  /** A running job older than this is taken for lost (its worker died) and retried. */
  expireInSeconds?: number;
}

interface Running {
  boss: PgBoss;
  /** pg-boss's worker ids for each job name this process handles. */
  workers: Map<string, string[]>;
}

/**
 * The store's background jobs on pg-boss, in the application's own database (schema `pgboss`).
 * Construct it with the payload map, `start` it once the database is migrated, then `send` jobs;
 * with handlers, this process also runs them. `stop` lets running handlers finish first.
 */
export class JobQueue<S extends JobPayloadSchemas> {
  #running: Running | undefined;

  constructor(
    private readonly database: Database,
    private readonly payloads: S,
    private readonly options: QueueOptions = queueOptions,
  ) {}

  /** Installs or upgrades pg-boss's tables, declares one queue per job name, starts any workers. */
  async start(options: JobQueueStartOptions<S>): Promise<void> {
    if (this.#running) throw new Error('The job queue is already started.');
    const { handlers, log } = options;
    const boss = new PgBoss({
      db: { executeSql: (text, values) => this.database.executeSql(text, values) },
      // Expiry, archiving and deletion run where jobs are worked; no cron schedules are used.
      supervise: handlers !== undefined,
      maintenanceIntervalSeconds: MAINTENANCE_INTERVAL_SECONDS,
      schedule: false,
    });
    boss.on('error', (err) => log.error({ err }, 'job queue error'));
    const workers = new Map<string, string[]>();
    try {
      await boss.start();
      // All queues exist before any names another as its dead letter. Creating leaves an existing
      // queue as it was, so the options are then set on every queue, old or new.
      for (const name of this.names()) await boss.createQueue(name, { name });
      for (const name of this.names()) {
        await boss.updateQueue(name, { name, ...QUEUE_OPTIONS, ...this.options[name] });
      }
      if (handlers && this.database.kind === 'pglite') await this.retryJobsOfDeadProcess(boss, log);
      if (handlers) {
        for (const name of this.names()) {
          // pg-boss 10 has no per-worker concurrency: each worker runs one job at a time.
          const ids: string[] = [];
          for (let n = 0; n < (handlers[name].concurrency ?? 1); n++) {
            ids.push(await this.work(boss, name, handlers[name], log));
          }
          workers.set(name, ids);
        }
      }
    } catch (error) {
      await boss.stop({ graceful: false });
      throw error;
    }
    this.#running = { boss, workers };
  }

  /** Validates the payload and enqueues the job; answers its id. */
  async send<N extends JobName<S>>(
    name: N,
    payload: z.input<S[N]>,
    options: SendOptions = {},
  ): Promise<string> {
    const running = this.#running;
    if (!running) throw new Error('The job queue is not started.');
    const data = this.schemaOf(name).parse(payload);
    const { boss, workers } = running;
    const id = await boss.send(name, data, {
      ...(options.tx ? { db: transactionExecutor(options.tx) } : {}),
      ...(options.priority === undefined ? {} : { priority: options.priority }),
      ...(options.expireInSeconds === undefined
        ? {}
        : { expireInSeconds: options.expireInSeconds }),
    });
    // Only singleton and throttled sends answer null, and none are used.
    if (id === null) throw new Error(`The ${name} job was not enqueued.`);
    // Inside a transaction the worker's query waits for it to end (PGlite has one connection) or
    // does not see the job yet (PostgreSQL), and then the next poll finds it.
    for (const worker of workers.get(name) ?? []) boss.notifyWorker(worker);
    return id;
  }

  /** Stops taking work, waits up to `drainMs` for running handlers, then returns. */
  async stop(drainMs = DRAIN_MS): Promise<void> {
    const running = this.#running;
    if (!running) return;
    this.#running = undefined;
    await running.boss.stop({ graceful: true, wait: true, timeout: drainMs });
  }

  /**
   * The embedded database is opened by one process at a time, so a job still active when it starts
   * was running in a process that died (killed, or the machine lost power). Failing it now retries
   * it after the usual back-off, instead of after its expiry, which is longer than its time limit.
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
  ): Promise<string> {
    const schema = this.schemaOf(name);
    const options = {
      batchSize: 1,
      includeMetadata: true as const,
      pollingIntervalSeconds: POLLING_INTERVAL_SECONDS[this.database.kind],
    };
    return boss.work(name, options, async (jobs) => {
      for (const job of jobs) {
        const info = { id: job.id, name, attempt: job.retryCount + 1 };
        try {
          await handler(schema.parse(job.data) as z.output<S[N]>, info);
        } catch (err) {
          const retried = job.retryCount < job.retryLimit;
          log.warn(
            { err, job: info },
            retried ? 'job failed; it will be retried' : 'job failed for good',
          );
          throw err;
        }
      }
    });
  }
}
