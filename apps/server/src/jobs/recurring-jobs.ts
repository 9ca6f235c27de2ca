import type { JobName, JobLog, JobPayloadSchemas } from './job-types';
import type { JobQueue } from './job-queue';

export interface RecurringJob<S extends JobPayloadSchemas> {
  name: JobName<S>;
  everyMs: number;
}

/**
 * Enqueues each job at once and then every `everyMs`, from the process that runs the handlers
 * (pg-boss's cron is not used: it polls even when idle). Several workers each enqueue their own;
 * recurring jobs are safe to run twice, so that costs a little work and no correctness.
 * Answers a function that stops the timers; stop them before the queue.
 */
export function startRecurringJobs<S extends JobPayloadSchemas>(
  jobs: Pick<JobQueue<S>, 'send'>,
  recurring: readonly RecurringJob<S>[],
  log: JobLog,
): () => void {
  const send = (name: JobName<S>) =>
    jobs.send(name, {} as never).catch((err: unknown) => {
      log.warn({ err, job: { name } }, 'a recurring job could not be enqueued');
    });
  const timers = recurring.map(({ name, everyMs }) => {
    void send(name);
    const timer = setInterval(() => void send(name), everyMs);
    // A timer alone never keeps the process alive.
    timer.unref();
    return timer;
  });
  return () => timers.forEach((timer) => clearInterval(timer));
}
