import type { z } from 'zod';
import type { CallerLog } from '../observability/caller-log';

/** Job names and the zod schema each one's payload must satisfy. Payloads travel as JSON objects. */
export type JobPayloadSchemas = Record<string, z.ZodType<object>>;

export type JobName<S extends JobPayloadSchemas> = Extract<keyof S, string>;

/** What a handler knows about the job besides its payload. */
export interface JobInfo {
  id: string;
  name: string;
  /** 1 on the first try, 2 on the first retry, and so on. */
  attempt: number;
  /**
   * Aborted when this process is stopping and its grace period is over: a job still running then
   * stops its work and throws `JobHandedBack`, and another process runs it from the start.
   */
  shutdown: AbortSignal;
  /**
   * This job's logger: every line carries the job's id and name. Absent when a test calls a
   * handler itself; handlers then log through their own.
   */
  log?: JobLog;
}

/**
 * Thrown by a handler that stopped because its process is shutting down (`JobInfo.shutdown`): the
 * job goes back to the queue at once, and the try does not count against its retries.
 */
export class JobHandedBack extends Error {
  constructor() {
    super('The job was handed back to the queue: its process is stopping.');
  }
}

/**
 * Does one job. Resolving completes it; throwing fails it, and the queue retries it with back-off,
 * so a handler must be safe to run again for the same payload.
 */
export type JobHandler<Payload> = ((payload: Payload, job: JobInfo) => Promise<void>) & {
  /** How many of these jobs one process runs at once (default 1). */
  concurrency?: number;
  /**
   * Ends work the handler left running after its job resolved (webhook sends): stopping the queue
   * waits for it before the database may close.
   */
  settle?: () => Promise<void>;
};

/** One handler for every job of the map: leaving one out does not compile. */
export type JobHandlers<S extends JobPayloadSchemas> = {
  [N in JobName<S>]: JobHandler<z.output<S[N]>>;
};

/** The part of a pino or Fastify logger the job queue writes to. */
export interface JobLog extends CallerLog {
  /** A logger whose every line carries `bindings` (pino's and Fastify's have it). */
  child?(bindings: object): JobLog;
}

/** `log` with `bindings` on every line, when it can make such a child; else `log` itself. */
export function logWith(log: JobLog, bindings: object): JobLog {
  return log.child ? log.child(bindings) : log;
}
