import type { JobName, JobLog, JobPayloadSchemas } from './job-types';
import type { JobQueue } from './job-queue';

export interface RecurringJob<S extends JobPayloadSchemas> {
  name: JobName<S>;
  everyMs: number;
}

/**
 * Enqueues each job at once and then every `everyMs`, from each process that runs the handlers
 * (pg-boss's cron is not used: it polls even when idle). The start-up run is this process's own: a
 * restarted server catches up on what happened while it was down (a payment made meanwhile). The
 * later runs are shared: each tick claims the current `everyMs` slot, counted from the epoch on the
 * database's clock, so a server and any number of workers together enqueue one job per slot, not
 * one each. Answers a function that stops the timers; stop them before the queue.
 */
export function startRecurringJobs<S extends JobPayloadSchemas>(
  jobs: Pick<JobQueue<S>, 'send' | 'sendOncePer'>,
  recurring: readonly RecurringJob<S>[],
  log: JobLog,
): () => void {
  const failed = (name: JobName<S>) => (err: unknown) => {
    log.warn({ err, job: { name } }, 'a recurring job could not be enqueued');
  };
  const timers = recurring.map(({ name, everyMs }) => {
    void jobs.send(name, {} as never).catch(failed(name));
    const slotSeconds = Math.max(1, Math.round(everyMs / 1000));
    const tick = () => void jobs.sendOncePer(name, {} as never, slotSeconds).catch(failed(name));
    const timer = setInterval(tick, everyMs);
    // A timer alone never keeps the process alive.
    timer.unref();
    return timer;
  });
  return () => timers.forEach((timer) => clearInterval(timer));
}
